import { Alert, Loader, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useEventDocument } from '../../features/console/api/event-document';
import { ConsoleLink } from '../../features/console/components/ConsoleLink';
import { consoleErrorText } from '../../features/console/errors';
import { editable, newEvent } from '../../features/console/event-form/document';
import { EventEditor } from '../../features/console/event-form/EventEditor';
import { useConsoleTitle } from '../../features/console/use-console-title';

/**
 * `/organizador/eventos/novo` and `/organizador/eventos/:id/editar` (owners and managers): the
 * event's form. A new event is saved as a draft and the editor moves to its page, saying so.
 */
export function EventEditorPage({ id }: { id: number | null }) {
  const { t } = useTranslation();
  useConsoleTitle(id === null ? t('console.editor.newTitle') : t('console.editor.title'));
  const back = (
    <ConsoleLink href="/organizador/eventos" size="sm">
      {t('console.editor.back')}
    </ConsoleLink>
  );
  return (
    <Stack gap="sm">
      {back}
      {id === null ? <NewEvent /> : <StoredEvent id={id} />}
    </Stack>
  );
}

function NewEvent() {
  const [start] = useState(newEvent);
  return <EventEditor id={null} saved={start} />;
}

function StoredEvent({ id }: { id: number }) {
  const { t } = useTranslation();
  const doc = useEventDocument(id);
  const stored = useMemo(() => (doc.data ? editable(doc.data) : null), [doc.data]);
  if (doc.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {consoleErrorText(t, doc.error)}
      </Alert>
    );
  }
  if (!stored) return <Loader size="sm" aria-label={t('console.editor.loading')} />;
  return <EventEditor id={id} saved={stored} header={<CreatedNotice />} />;
}

/** Said once after the creation moved here (`?criado`). */
function CreatedNotice() {
  const { t } = useTranslation();
  const created = new URLSearchParams(useSearch()).has('criado');
  if (!created) return null;
  return (
    <Alert color="green" variant="light" role="status">
      {t('console.editor.created')}
    </Alert>
  );
}
