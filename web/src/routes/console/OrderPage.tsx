import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrder, useResendTickets } from '../../features/console/api/orders';
import { CancelOrderAction, type Outcome } from '../../features/console/components/CancelOrderAction';
import { ConfirmDialog } from '../../features/console/components/ConfirmDialog';
import { ConsoleLink } from '../../features/console/components/ConsoleLink';
import { HolderNameAction } from '../../features/console/components/HolderNameAction';
import { consoleErrorText, statusOf } from '../../features/console/errors';
import { formatCentavos, formatDateTime } from '../../features/console/format';
import { useConsoleSession } from '../../features/console/session';
import { useConsoleTitle } from '../../features/console/use-console-title';
import { ORDER_STATUS_COLORS } from '../../features/orders/components/OrderStatusBadge';
import { shortHash } from './OrdersPage';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="section">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * `/organizador/pedidos/:hash` (owners, managers, finance): one order in full — items, the
 * tickets and their holders, payment, refund, e-mails sent and a dispute. Owners and managers
 * send the tickets to the buyer again, after a confirmation, and correct a holder's name on a
 * ticket that still admits; they and finance cancel a paid order and refund it.
 */
export function OrderPage({ hash }: { hash: string }) {
  const { t, i18n } = useTranslation();
  useConsoleTitle(t('console.order.title', { hash: shortHash(hash) }));
  const role = useConsoleSession()?.user.role;
  const mayResend = role === 'owner' || role === 'manager';
  const mayCancel = mayResend || role === 'finance';
  const order = useOrder(hash);
  const resend = useResendTickets();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const when = (value: string) => formatDateTime(value, i18n.language);

  const confirm = () => {
    resend.mutate(hash, {
      onSuccess: (answer) => setOutcome({ ok: true, text: answer.message || t('console.order.resent') }),
      onError: (error) => setOutcome({ ok: false, text: consoleErrorText(t, error) }),
      onSettled: () => setAsking(false),
    });
  };

  const data = order.data;
  return (
    <Stack gap="md">
      <ConsoleLink href="/organizador/pedidos">{t('console.order.back')}</ConsoleLink>
      <Title order={1} size="h2">
        {t('console.order.title', { hash: shortHash(hash) })}
      </Title>
      {order.error && (
        <Alert color="red" variant="light" role="alert">
          {statusOf(order.error) === 404 ? t('console.order.notFound') : consoleErrorText(t, order.error)}
        </Alert>
      )}
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      {data && (
        <>
          <Group gap="xs">
            <Text ff="monospace">{data.hash}</Text>
            <Badge color={ORDER_STATUS_COLORS[data.status]} variant="filled" autoContrast>
              {t(`console.orders.statuses.${data.status}`)}
            </Badge>
          </Group>
          <Text>
            {data.buyer.name} ({data.buyer.email}) · {t('console.order.cpf')}: {data.buyer.cpf}
          </Text>
          <Text>
            {data.event.nome} · {t('console.order.created')}: {when(data.created_at)}
            {data.paid_at && ` · ${t('console.order.paid')}: ${when(data.paid_at)}`}
          </Text>
          {mayResend && (
            <Button
              variant="default"
              maw={260}
              onClick={() => {
                setOutcome(null);
                setAsking(true);
              }}
            >
              {t('console.order.resend')}
            </Button>
          )}
          {mayCancel && data.status === 'paid' && !data.refund && <CancelOrderAction order={data} onOutcome={setOutcome} />}
          <Part title={t('console.order.items')}>
            {(data.items ?? []).map((item, index) => (
              <Text key={index} size="sm" data-testid="console-order-item">
                {item.quantity} × {item.sector}
                {item.lote && ` · ${item.lote}`} · {t(`console.order.type.${item.type}`)} · {formatCentavos(item.unit_price)}
              </Text>
            ))}
          </Part>
          <Part title={t('console.order.holders')}>
            {(data.holders ?? []).length === 0 && <Text size="sm">{t('console.order.noHolders')}</Text>}
            {(data.holders ?? []).map((holder) => (
              <Text key={holder.code} size="sm" data-testid="console-order-holder">
                <Text span ff="monospace">
                  {holder.code}
                </Text>{' '}
                · {holder.name} · {t('console.order.cpf')}: {holder.cpf} · {t(`console.order.holderStatus.${holder.status}`)}
                {holder.checked_in_at && ` · ${t('console.order.entered')}: ${when(holder.checked_in_at)}`}
                {mayResend && holder.status === 'valid' && (
                  <>
                    {' '}
                    <HolderNameAction code={holder.code} name={holder.name} onOutcome={setOutcome} />
                  </>
                )}
              </Text>
            ))}
          </Part>
          <Part title={t('console.order.payment')}>
            <Text size="sm">
              {data.payment.method ? t(`console.order.method.${data.payment.method}`) : '—'}
              {data.payment.installments ? ` · ${t('console.order.installments', { count: data.payment.installments })}` : ''}
            </Text>
            <Text size="sm">
              {t('console.order.subtotal')}: {formatCentavos(data.payment.subtotal)} · {t('console.order.discount')}:{' '}
              {formatCentavos(data.payment.discount)}
              {data.payment.coupon && ` (${data.payment.coupon})`} · {t('console.order.fee')}: {formatCentavos(data.payment.fee)} ·{' '}
              {t('console.order.total')}: {formatCentavos(data.payment.total)}
            </Text>
            {data.payment.charged !== null && (
              <Text size="sm">
                {t('console.order.charged')}: {formatCentavos(data.payment.charged)}
                {data.payment.provider_id && ` · ${data.payment.provider_id}`}
              </Text>
            )}
          </Part>
          <Part title={t('console.order.refund')}>
            {data.refund ? (
              <Text size="sm" data-testid="console-order-refund">
                {formatCentavos(data.refund.amount)} · {t(`console.order.refundStatus.${data.refund.status}`)} ·{' '}
                {when(data.refund.created_at)}
                {data.refund.done_at && ` → ${when(data.refund.done_at)}`}
              </Text>
            ) : (
              <Text size="sm">{t('console.order.noRefund')}</Text>
            )}
          </Part>
          <Part title={t('console.order.mails')}>
            {(data.mails ?? []).length === 0 && <Text size="sm">{t('console.order.noMails')}</Text>}
            {(data.mails ?? []).map((mail, index) => (
              <Text key={index} size="sm" data-testid="console-order-mail">
                {t(`console.order.mail.${mail.kind}`)} · {when(mail.sent_at)}
              </Text>
            ))}
          </Part>
          <Part title={t('console.order.dispute')}>
            {data.dispute ? (
              <Text size="sm">
                {t(`console.order.disputeStatus.${data.dispute.status}`)}
                {data.dispute.opened_at && ` · ${when(data.dispute.opened_at)}`}
              </Text>
            ) : (
              <Text size="sm">{t('console.order.noDispute')}</Text>
            )}
          </Part>
        </>
      )}
      <ConfirmDialog
        title={t('console.order.resendTitle')}
        question={asking && data ? t('console.order.confirmResend', { email: data.buyer.email }) : null}
        pending={resend.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
