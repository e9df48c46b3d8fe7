import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEventDateLong } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { formatCentavos } from '../../../lib/money';
import { useOrder } from '../api/orders';
import type { Order, PaymentMade, TicketType } from '../api/contract';
import { OrderCodeField } from './OrderCodeField';

interface DoneStepProps {
  /** The order as reserved: its code, items and total. */
  order: Order;
  cpf?: string;
  email: string | null;
  /** The paid order when the payment answer or the poll already brought it. */
  initial: Order | null;
  /** How it was paid, when the checkout saw it happen. */
  payment: PaymentMade | null;
  timezone: string;
  pollMs?: number;
  onFinish: () => void;
}

/** What the paid order says about its payment, for an order the checkout did not see paid. */
function paymentOf(order: Order): PaymentMade | null {
  if (!order.payment_method) return null;
  return { method: order.payment_method, installments: order.installments ?? undefined, amount: order.charged ?? order.total };
}

/**
 * Step 5: the order code (what the order lookup asks for), event, date, what was paid and how,
 * then the tickets, each with its holder, sector, type and link (opened in the storefront, not in the frame).
 */
export function DoneStep({ order, cpf, email, initial, payment, timezone, pollMs = 2_000, onFinish }: DoneStepProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  // Tickets are issued with the payment; ask again until they are there.
  const ready = Boolean(initial?.tickets?.length);
  const polled = useOrder(order.hash, cpf, ready ? false : pollMs);
  const latest = polled.data ?? initial ?? order;
  const tickets = (polled.data?.tickets?.length ? polled.data.tickets : initial?.tickets) ?? [];
  const paidWith = payment ?? paymentOf(latest);
  const methodText =
    paidWith?.method === 'card' && paidWith.installments && paidWith.installments > 1
      ? t('checkout.done.methods.cardInstallments', { count: paidWith.installments })
      : paidWith && t(`checkout.done.methods.${paidWith.method}`);
  const typeLabel = (type: TicketType) => t(type === 'half' ? 'checkout.half' : 'checkout.full');

  return (
    <Stack gap="md" data-testid="checkout-done">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
        <Title order={3} size="h4">
          {t('checkout.done.title')}
        </Title>
      </Alert>
      <Text>{email ? t('checkout.done.intro', { email }) : t('checkout.done.introNoEmail')}</Text>
      {latest.status === 'needs_refund' && Boolean(latest.refund_amount) && (
        <Alert color="blue" variant="light" data-testid="done-extra">
          {t('checkout.done.extra', { amount: formatCentavos(latest.refund_amount ?? 0) })}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('checkout.done.summary')} data-testid="done-summary">
        <Stack gap="sm">
          <div>
            <Text fw={700}>{order.event.nome}</Text>
            <Text size="sm" component="time" dateTime={order.session.inicio}>
              {formatEventDateLong(order.session.inicio, timezone, language)}
            </Text>
          </div>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap" data-testid="done-paid">
            <div>
              <Text size="sm">{t('checkout.done.total')}</Text>
              {methodText && (
                <Text size="sm" c="gray.7">
                  {methodText}
                </Text>
              )}
            </div>
            <Text fw={700}>{formatCentavos(paidWith?.amount ?? latest.total)}</Text>
          </Group>
          <OrderCodeField hash={order.hash} />
        </Stack>
      </Paper>
      {tickets.length === 0 ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('checkout.done.waitingTickets')}</Text>
        </Group>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('checkout.steps.done')}>
          {tickets.map((ticket) => (
            <Paper component="li" withBorder radius="md" p="sm" key={ticket.token} data-testid="ticket">
              <Group justify="space-between" gap="xs">
                <div style={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Text fw={600}>{ticket.holder}</Text>
                  <Text size="sm">{`${ticket.sector} · ${typeLabel(ticket.type)}`}</Text>
                </div>
                {/* A button-sized link: a comfortable touch target on a phone. */}
                <Button
                  component="a"
                  href={`/ingressos/${encodeURIComponent(ticket.token)}`}
                  target="_top"
                  variant="light"
                  h={44}
                  leftSection={<IconTicket size={18} aria-hidden />}
                  aria-label={t('checkout.done.open', { holder: ticket.holder })}
                >
                  {t('checkout.done.view')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Button size="md" variant="light" onClick={onFinish}>
        {t('checkout.done.finish')}
      </Button>
    </Stack>
  );
}
