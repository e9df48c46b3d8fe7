// Mantine styles beyond the entry's: this page loads on demand.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { formatDateTime, zoneFor } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { useEvent } from '../../event/api/get-event';
import { usePageTitle } from '../../store-config/use-page-title';
import type { QueueStatus } from '../api';
import { useCalmAnnouncement } from '../use-calm-announcement';
import { isWaiting, useLiveQueue } from '../use-live-queue';
import { WaitingPanel } from './WaitingPanel';

// The waiting list's form (and its validation) loads only for the few who see the sale sell out.
const CampaignForm = lazy(() =>
  import('../../event/components/CampaignForm').then((m) => ({ default: m.CampaignForm })),
);

interface QueueViewProps {
  eventId: number;
  /** A session's own line (`?sessao=`), else the event's. */
  sessao: string | null;
}

/** The heading of each state: the page's h1, and what the live region says when the state changes. */
const HEADINGS = {
  antes_da_abertura: 'queue.title',
  aguardando: 'queue.title',
  admitido: 'queue.admitted.title',
  esgotado: 'queue.soldOut.title',
  expirado: 'queue.expired.title',
  livre: 'queue.title',
} as const;

/**
 * `/fila/{event}`: where the visitor stands in the line, live, until their turn to buy
 * (docs/waiting-room.md). A line that is not queued (livre) sends them on to the event.
 */
export function QueueView({ eventId, sessao }: QueueViewProps) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const { status, rejoin } = useLiveQueue(eventId, sessao);
  const event = useEvent(eventId, '');
  const eventPath = `/evento/${eventId}${sessao ? `?sessao=${sessao}` : ''}`;
  const data = status.data;
  const free = data !== undefined && (data.estado === 'livre' || !data.fila);
  usePageTitle(t('queue.title'));

  useEffect(() => {
    if (free) navigate(eventPath, { replace: true });
  }, [eventPath, free, navigate]);

  const heading = data && !free ? t(HEADINGS[data.estado] ?? 'queue.title') : '';
  const announcement = useCalmAnnouncement(
    data && isWaiting(data.estado) && data.posicao > 0 ? t('queue.announce', { position: data.posicao }) : heading,
    data?.estado ?? '',
  );

  if (!data || free) {
    return (
      <Container size={560} py="xl" px="md">
        {status.isError ? (
          <Alert color="red" role="alert" data-testid="queue-failed">
            <Stack gap="sm" align="flex-start">
              <Text>{t('queue.failed')}</Text>
              <Button variant="light" onClick={() => void status.refetch()} loading={status.isFetching}>
                {t('queue.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Center py={96}>
            <Loader aria-label={t('queue.loading')} />
          </Center>
        )}
      </Container>
    );
  }

  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const when = (iso: string | null) => formatDateTime(iso, zoneFor(iso, event.data?.timezone), language);
  return (
    <Container size={560} py="xl" px="md" data-testid="queue-page" data-state={data.estado}>
      <Stack gap="lg">
        <Stack gap={4}>
          {event.data && (
            <Text fw={600} c="dimmed" data-testid="queue-event">
              {event.data.nome}
            </Text>
          )}
          <Title order={1}>{heading}</Title>
        </Stack>
        <VisuallyHidden aria-live="polite" data-testid="queue-announcement">
          {announcement}
        </VisuallyHidden>
        <StateBody
          status={data}
          when={when}
          eventId={eventId}
          eventPath={eventPath}
          onRejoin={() => rejoin.mutate()}
          rejoining={rejoin.isPending}
          rejoinFailed={rejoin.isError}
        />
      </Stack>
    </Container>
  );
}

interface StateBodyProps {
  status: QueueStatus;
  when: (iso: string | null) => string;
  eventId: number;
  eventPath: string;
  onRejoin: () => void;
  rejoining: boolean;
  rejoinFailed: boolean;
}

function StateBody({ status, when, eventId, eventPath, onRejoin, rejoining, rejoinFailed }: StateBodyProps) {
  const { t } = useTranslation();
  switch (status.estado) {
    case 'admitido':
      return (
        <Stack gap="md">
          {status.passe_expira && <Text data-testid="queue-pass">{t('queue.admitted.until', { time: when(status.passe_expira) })}</Text>}
          <Button component={Link} to={eventPath} size="lg" fullWidth data-testid="queue-buy">
            {t('queue.admitted.buy')}
          </Button>
        </Stack>
      );
    case 'esgotado':
      return (
        <Stack gap="lg">
          <Text>{t('queue.soldOut.text')}</Text>
          <Paper withBorder radius="md" p="md">
            <Suspense fallback={<Loader size="sm" />}>
              <CampaignForm eventId={eventId} kind="waitlist" />
            </Suspense>
          </Paper>
        </Stack>
      );
    case 'expirado':
      return (
        <Stack gap="md" align="flex-start">
          <Text>{t('queue.expired.text')}</Text>
          {rejoinFailed && (
            <Alert color="red" role="alert" w="100%">
              {t('queue.expired.failed')}
            </Alert>
          )}
          <Button size="lg" onClick={onRejoin} loading={rejoining} data-testid="queue-rejoin">
            {t('queue.expired.rejoin')}
          </Button>
        </Stack>
      );
    default:
      return (
        <Stack gap="lg">
          {status.estado === 'antes_da_abertura' && (
            <Paper withBorder radius="md" p="md" data-testid="queue-before-opening">
              <Title order={2} size="h4" mb={4}>
                {t('queue.beforeOpening.title')}
              </Title>
              {status.abertura && <Text>{t('queue.beforeOpening.opens', { date: when(status.abertura) })}</Text>}
              <Text>{t('queue.beforeOpening.draw')}</Text>
            </Paper>
          )}
          <WaitingPanel status={status} />
          <Alert color="gray" variant="light">
            <Stack gap={4}>
              <Text size="sm">{t('queue.tabs')}</Text>
              <Text size="sm">{t('queue.kept')}</Text>
            </Stack>
          </Alert>
        </Stack>
      );
  }
}
