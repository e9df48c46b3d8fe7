import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import type { Order } from '../api/contract';

interface CloseConfirmProps {
  opened: boolean;
  /** The order held when the question was asked. */
  order: Order | null;
  timezone: string;
  leaving: boolean;
  onStay: () => void;
  /** Gives a merely reserved order up, then closes. */
  onRelease: () => void;
  /** Closes and keeps the order: its PIX or boleto may still be paid. */
  onClose: () => void;
}

/**
 * Leaving with a reserved order releases it, after asking. Once a PIX or boleto is issued the
 * order stays until its deadline (it may still be paid, and the server refuses to release it):
 * closing then only says until when, and how to find the order again.
 */
export function CloseConfirm({ opened, order, timezone, leaving, onStay, onRelease, onClose }: CloseConfirmProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const charged = order?.status === 'awaiting_payment';
  const until = order?.boleto
    ? t('checkout.closeConfirm.keepBoleto', { date: formatDate(order.boleto.due_date, timezone, language) })
    : t('checkout.closeConfirm.keepPix', { date: formatDateTime(order?.pix?.expires_at ?? order?.expires_at, timezone, language) });

  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={t(charged ? 'checkout.closeConfirm.keepTitle' : 'checkout.closeConfirm.title')}
      centered
      closeButtonProps={{ 'aria-label': t(charged ? 'checkout.closeConfirm.keepPaying' : 'checkout.closeConfirm.stay') }}
    >
      {charged ? (
        <Stack gap="xs" data-testid="close-keeps-order">
          <Text size="sm">{until}</Text>
          <Text size="sm">{t('checkout.closeConfirm.keepFind')}</Text>
          <Text size="sm">
            {t('checkout.orderCode.label')}:{' '}
            <Text span ff="monospace" style={{ wordBreak: 'break-all' }}>
              {order.hash}
            </Text>
          </Text>
        </Stack>
      ) : (
        <Text size="sm">{t('checkout.closeConfirm.body')}</Text>
      )}
      {/* Side by side where they fit, else stacked at full width: never two ragged rows. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t(charged ? 'checkout.closeConfirm.keepPaying' : 'checkout.closeConfirm.stay')}
        </Button>
        {charged ? (
          <Button onClick={onClose}>{t('checkout.closeConfirm.close')}</Button>
        ) : (
          <Button color="red" onClick={onRelease} loading={leaving}>
            {t('checkout.closeConfirm.leave')}
          </Button>
        )}
      </SimpleGrid>
    </Modal>
  );
}
