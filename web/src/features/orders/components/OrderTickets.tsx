import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OrderTicket } from '../types';

/** One line per ticket with a link to its page (which opens through its token). */
export function OrderTickets({ tickets }: { tickets: OrderTicket[] }) {
  const { t } = useTranslation();
  if (!tickets.length) return null;
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('orders.ticketsList')}>
      {tickets.map((ticket) => (
        // Wraps rather than cuts: a long name goes on more lines, and on a narrow screen the
        // button moves under it, its label whole.
        <Group component="li" key={ticket.token} justify="space-between" gap="xs">
          <Text size="sm" style={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {ticket.holder} · {ticket.sector}
            {ticket.status && ticket.status !== 'valid' ? ` · ${t(`tickets.status.${ticket.status}`)}` : ''}
          </Text>
          <Button
            component={Link}
            to={`/ingressos/${ticket.token}`}
            size="sm"
            h={44}
            variant="light"
            leftSection={<IconTicket size={16} aria-hidden />}
            aria-label={t('orders.openTicketOf', { name: ticket.holder, sector: ticket.sector })}
          >
            {t('orders.openTicket')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
