import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelOrder } from '../api/money';
import { consoleErrorText, fieldError } from '../errors';
import { formatCentavos } from '../format';
import type { OrderDetail } from '../types';
import { ConfirmDialog } from './ConfirmDialog';
import { NoteField } from './NoteField';

export type Outcome = { ok: boolean; text: string };

/** Everything paid goes back, service fee and card interest included (docs/back-office.md). */
export function refundAmount(order: OrderDetail): number {
  return order.payment.charged ?? order.payment.total;
}

/**
 * "Cancelar e reembolsar" of a paid order not refunded yet: a dialog asks the reason the buyer
 * reads (required, at most 500 characters, the server's rule), says how much goes back and how;
 * the answer or the server's refusal goes to onOutcome, and the order refetches.
 */
export function CancelOrderAction({ order, onOutcome }: { order: OrderDetail; onOutcome: (outcome: Outcome | null) => void }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const amount = formatCentavos(refundAmount(order));
  const how = order.payment.method ?? 'free';

  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  const confirm = () => {
    cancel.mutate(
      { hash: order.hash, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          const status = answer.refund ? t(`console.order.refundStatus.${answer.refund.status}`) : '';
          onOutcome({ ok: true, text: t('console.cancelOrder.done', { amount: formatCentavos(answer.refund?.amount ?? 0), status }) });
          setReason('');
          close();
        },
        onError: (error) => {
          // A reason the server refuses stays in the dialog, under the field; anything else closes it.
          if (fieldError(error, 'reason')) return;
          onOutcome({ ok: false, text: consoleErrorText(t, error) });
          close();
        },
      },
    );
  };

  return (
    <>
      <Button
        color="red.9"
        variant="outline"
        maw={260}
        onClick={() => {
          onOutcome(null);
          setOpen(true);
        }}
      >
        {t('console.cancelOrder.action')}
      </Button>
      <ConfirmDialog
        title={t('console.cancelOrder.title')}
        question={open ? `${t('console.cancelOrder.question', { amount, email: order.buyer.email })} ${t(`console.cancelOrder.how.${how}`)}` : null}
        pending={cancel.isPending}
        onConfirm={confirm}
        onCancel={close}
        confirmDisabled={reason.trim() === ''}
      >
        <NoteField label={t('console.cancelOrder.reason')} value={reason} onChange={setReason} error={fieldError(cancel.error, 'reason')} />
      </ConfirmDialog>
    </>
  );
}
