import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  title: string;
  /** The question, naming who and what; null closes the dialog. */
  question: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a change to someone's access: a slip of the finger must not cost a colleague theirs. */
export function ConfirmDialog({ title, question, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={question !== null}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('console.team.close') }}
    >
      <Stack gap="md">
        <Text>{question}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('console.team.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending} data-autofocus>
            {t('console.team.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
