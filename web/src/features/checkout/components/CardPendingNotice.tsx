import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderCodeField } from './OrderCodeField';

/**
 * A card charge the bank has not answered yet (after 3-D Secure): the checkout keeps asking and
 * moves on by itself; the buyer also gets an e-mail, so nobody needs to wait here or pay again.
 */
export function CardPendingNotice({ hash }: { hash: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="card-pending">
      <Group gap="xs" wrap="nowrap" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('checkout.pay.cardPending')}</Text>
      </Group>
      <OrderCodeField hash={hash} />
    </Stack>
  );
}
