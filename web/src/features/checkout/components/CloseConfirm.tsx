import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CloseConfirmProps {
  opened: boolean;
  leaving: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Leaving with a held order releases it, after asking. */
export function CloseConfirm({ opened, leaving, onStay, onLeave }: CloseConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('checkout.closeConfirm.title')} centered closeButtonProps={{ 'aria-label': t('checkout.closeConfirm.stay') }}>
      <Text size="sm">{t('checkout.closeConfirm.body')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('checkout.closeConfirm.stay')}
        </Button>
        <Button color="red" onClick={onLeave} loading={leaving}>
          {t('checkout.closeConfirm.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
