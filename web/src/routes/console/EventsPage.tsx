import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePublishEvent, useEvents } from '../../features/console/api/events';
import { CancelEventDialog, cancellationPath } from '../../features/console/components/CancelEventDialog';
import { ConfirmDialog } from '../../features/console/components/ConfirmDialog';
import { ConsoleLink } from '../../features/console/components/ConsoleLink';
import { EventCsvButtons } from '../../features/console/components/EventCsvButtons';
import { PreviewLinkButton } from '../../features/console/components/PreviewLinkButton';
import { consoleErrorText } from '../../features/console/errors';
import { formatCentavos, formatDateTime } from '../../features/console/format';
import { EVENT_EDITORS, SALES_ROLES } from '../../features/console/roles';
import { useConsoleSession } from '../../features/console/session';
import type { EventStatus, OrganizerEvent } from '../../features/console/types';
import { useConsoleTitle } from '../../features/console/use-console-title';

const STATUS_COLOR: Record<EventStatus, string> = {
  rascunho: 'gray.7',
  publicado: 'green.9',
  encerrado: 'blue.9',
  cancelado: 'red.9',
};

type Change = { event: OrganizerEvent; publish: boolean };
type Outcome = { ok: boolean; text: string };

/**
 * `/organizador/eventos` (every role): the organizer's events, drafts too, with their sales so
 * far, each opening its dashboard for those who read sales. Owners and managers publish a draft
 * or take an event off the storefront, after a confirmation, or cancel one for good; a cancelled
 * event links to its refunds' progress. A published event links to its page; a draft gets a
 * preview link for the team.
 */
export function EventsPage() {
  const { t, i18n } = useTranslation();
  useConsoleTitle(t('console.events.title'));
  const role = useConsoleSession()?.user.role;
  const mayPublish = role !== undefined && EVENT_EDITORS.includes(role);
  const mayReadSales = !!role && SALES_ROLES.includes(role);
  const events = useEvents();
  const publish = usePublishEvent();
  const [change, setChange] = useState<Change | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [cancelling, setCancelling] = useState<OrganizerEvent | null>(null);

  const confirm = () => {
    if (!change) return;
    const { event, publish: on } = change;
    publish.mutate(
      { id: event.id, publish: on },
      {
        onSuccess: () => setOutcome({ ok: true, text: t(on ? 'console.events.published' : 'console.events.unpublished', { name: event.nome }) }),
        onError: (error) => setOutcome({ ok: false, text: consoleErrorText(t, error) }),
        onSettled: () => setChange(null),
      },
    );
  };
  const csvError = (text: string | null) => setOutcome(text === null ? null : { ok: false, text });
  const ask = (next: Change) => {
    setOutcome(null);
    setChange(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('console.events.title')}
        </Title>
        {mayPublish && (
          <Button component={Link} href="/organizador/eventos/novo">
            {t('console.events.new')}
          </Button>
        )}
      </Group>
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      {events.error && (
        <Alert color="red" variant="light" role="alert">
          {consoleErrorText(t, events.error)}
        </Alert>
      )}
      {events.isSuccess && events.data.length === 0 && <Text>{t('console.events.empty')}</Text>}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {events.data?.map((event) => (
          <Paper key={event.id} withBorder p="sm" component="li" data-testid="console-event">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2}>
                <Group gap="xs">
                  {mayReadSales ? (
                    <ConsoleLink href={`/organizador/eventos/${event.id}`} fw={700}>
                      {event.nome}
                    </ConsoleLink>
                  ) : (
                    <Text fw={700}>{event.nome}</Text>
                  )}
                  <Badge color={STATUS_COLOR[event.status]} variant="filled" autoContrast>
                    {t(`console.events.status.${event.status}`)}
                  </Badge>
                </Group>
                <Text size="sm">
                  {formatDateTime(event.inicio, i18n.language, event.timezone)} – {formatDateTime(event.fim, i18n.language, event.timezone)}
                </Text>
                <Text size="sm">
                  {t('console.events.sold', { count: event.vendidos })} · {t('console.events.gross')}: {formatCentavos(event.bruto)}
                </Text>
              </Stack>
              <Group gap="sm">
                {event.publicado && event.url && (
                  <Anchor href={event.url} target="_blank" rel="noopener">
                    {t('console.events.preview')}
                  </Anchor>
                )}
                {mayPublish && !event.publicado && !event.cancelado && <PreviewLinkButton eventId={event.id} name={event.nome} />}
                {mayReadSales && <EventCsvButtons eventId={event.id} url={event.url} onError={csvError} />}
                {mayPublish && (
                  <Button
                    component={Link}
                    href={`/organizador/eventos/${event.id}/editar`}
                    variant="default"
                    aria-label={t('console.events.editNamed', { name: event.nome })}
                  >
                    {t('console.events.edit')}
                  </Button>
                )}
                {mayPublish && !event.cancelado && (
                  <>
                    <Button variant="default" onClick={() => ask({ event, publish: !event.publicado })}>
                      {t(event.publicado ? 'console.events.unpublish' : 'console.events.publish')}
                    </Button>
                    <Button
                      color="red.9"
                      variant="outline"
                      onClick={() => {
                        setOutcome(null);
                        setCancelling(event);
                      }}
                    >
                      {t('console.cancelEvent.action')}
                    </Button>
                  </>
                )}
                {mayReadSales && event.cancelado && <ConsoleLink href={cancellationPath(event.id)}>{t('console.cancelEvent.progressLink')}</ConsoleLink>}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        title={change?.publish === false ? t('console.events.unpublishTitle') : t('console.events.publishTitle')}
        question={
          change ? t(change.publish ? 'console.events.confirmPublish' : 'console.events.confirmUnpublish', { name: change.event.nome }) : null
        }
        pending={publish.isPending}
        onConfirm={confirm}
        onCancel={() => setChange(null)}
      />
      <CancelEventDialog event={cancelling} onClose={() => setCancelling(null)} onOutcome={setOutcome} />
    </Stack>
  );
}
