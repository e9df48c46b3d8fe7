import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefundQueue } from '../../features/console/api/money';
import type { Outcome } from '../../features/console/components/CancelOrderAction';
import { ConsoleLink } from '../../features/console/components/ConsoleLink';
import { TransferDialog, accountLine } from '../../features/console/components/TransferDialog';
import { consoleErrorText } from '../../features/console/errors';
import { formatCentavos, formatDateTime } from '../../features/console/format';
import type { QueuedRefund, QueuedRefundStatus } from '../../features/console/types';
import { useConsoleTitle } from '../../features/console/use-console-title';
import { shortHash } from './OrdersPage';

const TABS: readonly QueuedRefundStatus[] = ['pending_transfer', 'done'];

/**
 * `/organizador/reembolsos` (owners, finance): the boleto refunds waiting for a bank transfer,
 * or done, oldest first, with the account each goes to. "Transferência feita" records one
 * after a confirmation (the buyer is e-mailed) and the list refetches.
 */
export function RefundsPage() {
  const { t, i18n } = useTranslation();
  useConsoleTitle(t('console.refunds.title'));
  const [tab, setTab] = useState<QueuedRefundStatus>('pending_transfer');
  const queue = useRefundQueue(tab);
  const [marking, setMarking] = useState<QueuedRefund | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const when = (value: string) => formatDateTime(value, i18n.language);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.refunds.title')}
      </Title>
      <Text size="sm">{t('console.refunds.intro')}</Text>
      <Group gap="xs" role="group" aria-label={t('console.refunds.show')}>
        {TABS.map((option) => (
          <Button
            key={option}
            variant={tab === option ? 'filled' : 'default'}
            aria-pressed={tab === option}
            onClick={() => {
              setOutcome(null);
              setTab(option);
            }}
          >
            {t(`console.refunds.tabs.${option}`)}
          </Button>
        ))}
      </Group>
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      {queue.error && (
        <Alert color="red" variant="light" role="alert">
          {consoleErrorText(t, queue.error)}
        </Alert>
      )}
      {queue.isSuccess && queue.data.length === 0 && <Text>{t(`console.refunds.empty.${tab}`)}</Text>}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {queue.data?.map((refund) => (
          <Paper key={refund.hash} withBorder p="sm" component="li" data-testid="console-refund">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <ConsoleLink href={`/organizador/pedidos/${encodeURIComponent(refund.hash)}`} fw={700} ff="monospace">
                    {shortHash(refund.hash)}
                  </ConsoleLink>
                  <Text size="sm">{refund.event.nome}</Text>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {refund.buyer.name} ({refund.buyer.email})
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {refund.bank_account ? accountLine(t, refund.bank_account) : t('console.refunds.noAccount')}
                </Text>
                <Text size="sm">
                  {t(`console.refunds.basis.${refund.basis}`)} · {when(refund.created_at)}
                  {refund.done_at && ` · ${t('console.refunds.doneAt', { when: when(refund.done_at) })}`}
                </Text>
              </Stack>
              <Stack gap="xs" align="flex-end">
                <Text fw={700}>{formatCentavos(refund.amount)}</Text>
                {refund.status === 'pending_transfer' && (
                  <Button
                    aria-label={t('console.refunds.markOf', { name: refund.buyer.name })}
                    onClick={() => {
                      setOutcome(null);
                      setMarking(refund);
                    }}
                  >
                    {t('console.refunds.mark')}
                  </Button>
                )}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      <TransferDialog refund={marking} onClose={() => setMarking(null)} onOutcome={setOutcome} />
    </Stack>
  );
}
