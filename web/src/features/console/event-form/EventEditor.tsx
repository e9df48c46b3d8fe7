import { Alert, Button, Group, List, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ApiError } from '../../../lib/api/api-error';
import { useSaveEvent } from '../api/event-document';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { consoleErrorText } from '../errors';
import { DEFAULT_ZONE, editable, pathKey, setIn, type EventDoc } from './document';
import { EditorContext, type Editor } from './editor-context';
import { EventFields } from './EventFields';
import { FaqFields } from './FaqFields';
import { PosterField } from './PosterField';
import { unshownErrors } from './field-errors';
import { SessionsFields } from './SessionFields';
import { draftKey, useDraft, useUnsavedGuard } from './unsaved';

type Path = readonly (string | number)[];

interface EventEditorProps {
  /** The event's number; null for a new one (saving creates a draft). */
  id: number | null;
  /** The document as stored (a new event's starting one). */
  saved: EventDoc;
  /** Shown above the form: a notice, the preview. */
  header?: ReactNode;
}

/**
 * The event's form over its import document: every input edits one field path, the server's
 * refusals come back beside the same paths, and what the form does not show (coupons, the
 * organizer's own fields) goes back as it came. Unsaved changes survive a reload (the tab's
 * sessionStorage) and are asked about before leaving.
 */
export function EventEditor({ id, saved, header }: EventEditorProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [base, setBase] = useState(saved);
  const key = draftKey(id);
  const draft = useDraft(key, base);
  const save = useSaveEvent();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedNow, setSavedNow] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [refusedAt, setRefusedAt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useUnsavedGuard(draft.dirty, t('console.editor.leaveQuestion'));

  // After a refusal: the first input showing one, else the summary, comes into view.
  useEffect(() => {
    if (!refusedAt) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? summaryRef.current;
    target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  }, [refusedAt]);

  const update = (path: Path, value: unknown) => {
    setSavedNow(false);
    draft.setDoc((doc) => setIn(doc, path, value));
    const changed = pathKey(path);
    setErrors((now) => {
      const left = Object.entries(now).filter(([field]) => field !== changed && !field.startsWith(`${changed}.`));
      return left.length === Object.keys(now).length ? now : Object.fromEntries(left);
    });
  };
  const updateStored = (path: Path, value: unknown) => {
    setBase((stored) => setIn(stored, path, value));
    draft.setDoc((doc) => setIn(doc, path, value));
  };
  const editor: Editor = { doc: draft.doc, update, updateStored, errors, zone: draft.doc.timezone || DEFAULT_ZONE };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSavedNow(false);
    save.mutate(
      { id, doc: draft.doc },
      {
        onSuccess: (answer) => {
          setErrors({});
          if (id === null) {
            sessionStorage.removeItem(key);
            navigate(`/organizador/eventos/${answer.id}/editar?criado=1`);
            return;
          }
          const stored = editable(answer.doc);
          setBase(stored);
          draft.reset(stored);
          setSavedNow(true);
        },
        onError: (error) => {
          const fields = error instanceof ApiError && error.status === 422 ? (error.body?.fields ?? {}) : {};
          setErrors(fields);
          setFailure(Object.keys(fields).length ? t('console.editor.refused') : consoleErrorText(t, error));
          setRefusedAt(Date.now());
        },
      },
    );
  };

  const unshown = unshownErrors(draft.doc, errors);
  return (
    <EditorContext.Provider value={editor}>
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="event-editor-title">
        <Stack gap="md">
          <Title order={1} size="h2" id="event-editor-title">
            {id === null ? t('console.editor.newTitle') : t('console.editor.editTitle', { name: base.nome })}
          </Title>
          {header}
          {draft.restored && (
            <Alert color="yellow" variant="light" role="status">
              {t('console.editor.restored')}
            </Alert>
          )}
          {savedNow && (
            <Alert color="green" variant="light" role="status">
              {t('console.editor.saved')}
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert" ref={summaryRef} tabIndex={-1}>
              {failure}
              {unshown.length > 0 && (
                <List size="sm" mt="xs">
                  {unshown.map(([path, message]) => (
                    <List.Item key={path}>
                      <code>{path}</code>: {message}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <EventFields />
          <PosterField eventId={id} />
          <Title order={2} size="h3">
            {t('console.editor.sessions')}
          </Title>
          <SessionsFields />
          <Title order={2} size="h3">
            {t('console.editor.faq')}
          </Title>
          <FaqFields />
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {id === null ? t('console.editor.create') : t('console.editor.save')}
            </Button>
            {draft.dirty && (
              <Button variant="default" onClick={() => setDiscarding(true)}>
                {t('console.editor.discard')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        title={t('console.editor.discard')}
        question={discarding ? t('console.editor.discardQuestion') : null}
        pending={false}
        onConfirm={() => {
          draft.reset(base);
          setErrors({});
          setFailure(null);
          setDiscarding(false);
        }}
        onCancel={() => setDiscarding(false)}
      />
    </EditorContext.Provider>
  );
}
