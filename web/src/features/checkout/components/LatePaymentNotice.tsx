import { Alert, Stack, Text } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../lib/money';
import type { Order } from '../api/contract';

interface LatePaymentNoticeProps {
  order: Order;
  /** Where the server e-mailed the details, when the checkout knows it. */
  email?: string | null;
  /** A secondary action (start a new purchase). */
  children?: ReactNode;
}

/**
 * A payment the order could not take (needs_refund): it came in after the reservation ended
 * (or short of the total), no tickets were issued and the money goes back. Said plainly so
 * the buyer neither pays the old code again nor waits for tickets.
 */
export function LatePaymentNotice({ order, email, children }: LatePaymentNoticeProps) {
  const { t } = useTranslation();
  const amount = order.refund_amount ?? order.total;
  const short = amount < order.total;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      data-testid="payment-refund"
      icon={<IconCashBanknote aria-hidden />}
      title={t(short ? 'checkout.refund.shortTitle' : 'checkout.refund.lateTitle')}
    >
      <Stack gap="sm">
        <Text size="sm">{t(short ? 'checkout.refund.short' : 'checkout.refund.late', { amount: formatCentavos(amount) })}</Text>
        <Text size="sm">{t('checkout.refund.back')}</Text>
        <Text size="sm">{email ? t('checkout.refund.mailedTo', { email }) : t('checkout.refund.mailed')}</Text>
        <Text size="sm" fw={500}>
          {t('checkout.refund.dontPay')}
        </Text>
        {children}
      </Stack>
    </Alert>
  );
}
