import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconMail, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { apiUrl } from '../../../lib/api/client';
import { canCancel, orderOrganizer, ticketsUsable } from '../order-rules';
import type { Order } from '../types';
import { CancelOrderDialog } from './CancelOrderDialog';
import { MessageOrganizerDialog } from './MessageOrganizerDialog';
import { OrderFacts } from './OrderFacts';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTickets } from './OrderTickets';

/** One purchase on My tickets, with the actions its rules allow. */
export function OrderCard({ order, past = false }: { order: Order; past?: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'cancel' | 'message' | null>(null);
  const organizer = orderOrganizer(order);
  const tickets = ticketsUsable(order) ? (order.tickets ?? []) : [];
  const firstValid = tickets.find((ticket) => ticket.valid !== false && (!ticket.status || ticket.status === 'valid'));
  const cancel = order.actions?.cancel;
  const titleId = `order-${order.hash}-title`;

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid="order-card" data-hash={order.hash}>
      <Stack gap="sm">
        {/* The title keeps at least 14rem beside the badge; a long status ("Estorno em andamento")
            wraps below it instead of squeezing the event's name to a word per line on a phone. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={titleId} style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Anchor component={Link} to={`/evento/${order.event.id}`} inherit c="inherit">
              {order.event.nome}
            </Anchor>
          </Title>
          <OrderStatusBadge order={order} />
        </Group>
        <OrderFacts order={order} />
        <OrderTickets tickets={tickets} />
        {!past && ticketsUsable(order) && cancel && !cancel.allowed && cancel.message && (
          <Text size="xs" c="gray.7" data-testid="cancel-unavailable">
            {t('orders.cancel.unavailable')} {cancel.message}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {!past && firstValid && (
            <Button
              component="a"
              href={apiUrl(`/tickets/${encodeURIComponent(firstValid.token)}/calendar.ics`)}
              download
              variant="default"
              size="xs"
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
            >
              {t('orders.addToCalendar')}
            </Button>
          )}
          {organizer && (
            <Button variant="default" size="xs" leftSection={<IconMail size={16} aria-hidden />} onClick={() => setDialog('message')}>
              {t('orders.messageOrganizer')}
            </Button>
          )}
          {canCancel(order) && (
            <Button
              variant="outline"
              color="red.9"
              size="xs"
              leftSection={<IconReceiptRefund size={16} aria-hidden />}
              onClick={() => setDialog('cancel')}
            >
              {t('orders.cancelOrder')}
            </Button>
          )}
        </Group>
      </Stack>
      {canCancel(order) && <CancelOrderDialog order={order} opened={dialog === 'cancel'} onClose={() => setDialog(null)} />}
      {organizer && (
        <MessageOrganizerDialog
          organizer={organizer}
          event={order.event}
          opened={dialog === 'message'}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
