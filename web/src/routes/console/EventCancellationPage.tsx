import { Alert, Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEventCancellation } from '../../features/console/api/money';
import { ConsoleLink } from '../../features/console/components/ConsoleLink';
import { consoleErrorText } from '../../features/console/errors';
import { formatDateTime } from '../../features/console/format';
import { SECTIONS } from '../../features/console/roles';
import { useConsoleSession } from '../../features/console/session';
import { useConsoleTitle } from '../../features/console/use-console-title';

/**
 * `/organizador/eventos/:id/cancelamento` (owners, managers, finance): an event's cancellation
 * as it goes, asked again every few seconds until done: orders refunded out of the total, the
 * failures retried, the boletos waiting for a transfer, and the message the buyers got.
 */
export function EventCancellationPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  useConsoleTitle(t('console.cancelEvent.progressTitle'));
  const role = useConsoleSession()?.user.role;
  const refunds = SECTIONS.find((section) => section.key === 'refunds');
  const progress = useEventCancellation(id);
  const data = progress.data;
  const when = (value: string) => formatDateTime(value, i18n.language);
  return (
    <Stack gap="md">
      <ConsoleLink href="/organizador/eventos">{t('console.cancelEvent.back')}</ConsoleLink>
      <Title order={1} size="h2">
        {t('console.cancelEvent.progressTitle')}
      </Title>
      {progress.error && (
        <Alert color="red" variant="light" role="alert">
          {consoleErrorText(t, progress.error)}
        </Alert>
      )}
      {data && (
        <>
          <Group gap="xs">
            <Badge color={data.status === 'done' ? 'green' : 'blue'} variant="light" data-testid="console-cancellation-state">
              {t(`console.cancelEvent.state.${data.status}`)}
            </Badge>
            <Text size="sm">
              {t('console.cancelEvent.started', { when: when(data.started_at) })}
              {data.done_at && ` · ${t('console.cancelEvent.finished', { when: when(data.done_at) })}`}
            </Text>
          </Group>
          <Text fw={700} role="status" data-testid="console-cancellation-count">
            {t('console.cancelEvent.count', { refunded: data.refunded, total: data.total })}
          </Text>
          <Progress
            value={data.total ? (data.refunded / data.total) * 100 : 100}
            aria-label={t('console.cancelEvent.count', { refunded: data.refunded, total: data.total })}
          />
          {data.failed > 0 && <Text size="sm">{t('console.cancelEvent.failed', { count: data.failed })}</Text>}
          {data.pending_transfer > 0 && (
            <Text size="sm">
              {t('console.cancelEvent.pendingTransfer', { count: data.pending_transfer })}{' '}
              {refunds && role && refunds.roles.includes(role) && <ConsoleLink href={refunds.path}>{t('console.sections.refunds.title')}</ConsoleLink>}
            </Text>
          )}
          {data.held > 0 && <Text size="sm">{t('console.cancelEvent.held', { count: data.held })}</Text>}
          {data.owing > 0 && <Text size="sm">{t('console.cancelEvent.owing', { count: data.owing })}</Text>}
          <Text size="sm">
            {t('console.cancelEvent.sentMessage')}: <em>{data.message}</em>
          </Text>
        </>
      )}
    </Stack>
  );
}
