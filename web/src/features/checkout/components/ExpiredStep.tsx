import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LATE_PAYMENT_WATCH_MS, ORDER_POLL_MS, useLatePayment } from '../api/orders';
import type { Order } from '../api/contract';
import { LatePaymentNotice } from './LatePaymentNotice';

interface ExpiredStepProps {
  /** The order whose hold ran out. */
  order: Order;
  cpf?: string;
  email?: string | null;
  pollMs?: number;
  onStartAgain: () => void;
}

/**
 * The hold ran out. When a PIX or boleto was issued, its payment may still land (the bank
 * confirms late): the order is watched for a while and, if the money came, the buyer is told
 * it will be refunded instead of being invited to start (and pay) again.
 */
export function ExpiredStep({ order, cpf, email, pollMs = ORDER_POLL_MS, onStartAgain }: ExpiredStepProps) {
  const { t } = useTranslation();
  const charged = Boolean(order.pix || order.boleto);
  // Counted from when the checkout saw the hold end: the order's own clock may be behind ours.
  const [until] = useState(() => (charged ? Math.max(Date.parse(order.expires_at) || 0, Date.now()) + LATE_PAYMENT_WATCH_MS : null));
  const live = useLatePayment(order.hash, cpf, pollMs, until);
  const latest = live.data ?? order;

  if (latest.status === 'needs_refund') {
    return (
      <LatePaymentNotice order={latest} email={email}>
        <Button variant="subtle" onClick={onStartAgain} w="fit-content" px={0}>
          {t('checkout.refund.newPurchase')}
        </Button>
      </LatePaymentNotice>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" data-testid="hold-expired">
      <Stack gap="sm">
        <Text size="sm">{t('checkout.hold.expired')}</Text>
        <Button onClick={onStartAgain} w="fit-content">
          {t('checkout.hold.startAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
