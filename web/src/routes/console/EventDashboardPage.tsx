import '@mantine/charts/styles.css';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvents } from '../../features/console/api/events';
import { anySessionOn, useEventSales } from '../../features/console/api/sales';
import { ConsoleLink } from '../../features/console/components/ConsoleLink';
import { DoorProgress } from '../../features/console/components/dashboard/DoorProgress';
import { Headline } from '../../features/console/components/dashboard/Headline';
import { MethodsTable } from '../../features/console/components/dashboard/MethodsTable';
import { SalesPerDayChart } from '../../features/console/components/dashboard/SalesPerDayChart';
import { SectorStock } from '../../features/console/components/dashboard/SectorStock';
import { EventCsvButtons } from '../../features/console/components/EventCsvButtons';
import { consoleErrorText } from '../../features/console/errors';
import { formatDateTime } from '../../features/console/format';
import { useConsoleTitle } from '../../features/console/use-console-title';

/**
 * `/organizador/eventos/{id}` (owners, managers, finance): the event's sales at a glance, from
 * GET /organizer/events/{id}/sales. It refreshes by itself (every 15 s while a session is on,
 * following the door), and links to the event's orders, its editor and its spreadsheets.
 * A lazy chunk of its own: the charts bring recharts.
 */
export default function EventDashboardPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const sales = useEventSales(id);
  // The events list (already read by the events screen) gives the dates and the address.
  const event = useEvents().data?.find((candidate) => candidate.id === id);
  const [csvError, setCsvError] = useState<string | null>(null);
  const name = sales.data?.event.nome ?? event?.nome ?? '';
  useConsoleTitle(name || t('console.dashboard.title'));

  if (sales.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {consoleErrorText(t, sales.error)}
      </Alert>
    );
  }
  if (!sales.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  const data = sales.data;
  const zone = data.event.timezone;
  const sessions = data.sessions ?? [];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {data.event.nome}
        </Title>
        {event && (
          <Text size="sm">
            {formatDateTime(event.inicio, i18n.language, zone)} – {formatDateTime(event.fim, i18n.language, zone)} ·{' '}
            {t(`console.events.status.${event.status}`)}
          </Text>
        )}
        <Group gap="sm" component="nav" aria-label={t('console.dashboard.links')}>
          <ConsoleLink href={`/organizador/pedidos?evento=${id}`}>{t('console.dashboard.ordersLink')}</ConsoleLink>
          <ConsoleLink href={`/organizador/eventos/${id}/editar`}>{t('console.dashboard.editLink')}</ConsoleLink>
          <EventCsvButtons eventId={id} url={event?.url} onError={setCsvError} />
        </Group>
        {csvError && (
          <Alert color="red" variant="light" role="alert">
            {csvError}
          </Alert>
        )}
      </Stack>
      <Headline sales={data} />
      {data.totals.orders === 0 && <Text>{t('console.dashboard.noSales')}</Text>}
      <SalesPerDayChart days={data.days ?? []} />
      <DoorProgress sessions={sessions} timeZone={zone} updatedAt={data.generated_at} live={anySessionOn(data, new Date())} />
      <Stack gap="md" component="section" aria-labelledby="dashboard-sectors">
        <Title order={2} size="h4" id="dashboard-sectors">
          {t('console.dashboard.sectors.heading')}
        </Title>
        {sessions.map((session) => (
          <SectorStock key={session.id} session={session} timeZone={zone} />
        ))}
      </Stack>
      <MethodsTable methods={data.methods ?? []} gross={data.totals.gross} />
    </Stack>
  );
}
