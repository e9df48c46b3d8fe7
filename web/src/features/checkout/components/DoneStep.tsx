import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOrder } from '../api/orders';
import type { Order } from '../api/types';

interface DoneStepProps {
  hash: string;
  cpf?: string;
  email: string | null;
  /** The paid order when the payment answer or the poll already brought it. */
  initial: Order | null;
  pollMs?: number;
  onFinish: () => void;
}

/** Step 5: the tickets, each with its holder, sector and link (opened in the storefront, not in the frame). */
export function DoneStep({ hash, cpf, email, initial, pollMs = 2_000, onFinish }: DoneStepProps) {
  const { t } = useTranslation();
  // Tickets are issued with the payment; ask again until they are there.
  const ready = Boolean(initial?.tickets?.length);
  const order = useOrder(hash, cpf, ready ? false : pollMs);
  const tickets = (order.data?.tickets?.length ? order.data.tickets : initial?.tickets) ?? [];

  return (
    <Stack gap="md" data-testid="checkout-done">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
        <Title order={3} size="h4">
          {t('checkout.done.title')}
        </Title>
      </Alert>
      <Text>{email ? t('checkout.done.intro', { email }) : t('checkout.done.introNoEmail')}</Text>
      {tickets.length === 0 ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('checkout.done.waitingTickets')}</Text>
        </Group>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('checkout.steps.done')}>
          {tickets.map((ticket) => (
            <Paper component="li" withBorder radius="md" p="sm" key={ticket.token} data-testid="ticket">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div>
                  <Text fw={600}>{ticket.holder}</Text>
                  <Text size="sm">{ticket.sector}</Text>
                </div>
                <Anchor
                  href={`/ingressos/${encodeURIComponent(ticket.token)}`}
                  target="_top"
                  aria-label={t('checkout.done.open', { holder: ticket.holder })}
                >
                  <Group gap={4} wrap="nowrap">
                    <IconTicket size={18} aria-hidden />
                    <span>{t('checkout.done.view')}</span>
                  </Group>
                </Anchor>
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
