import { Alert, Anchor, Box, FileInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../categories/api/get-categories';
import { EventCard } from '../../events/components/EventCard';
import { useEventPreview } from '../api/event-document';
import { useEvents } from '../api/events';
import { PreviewLinkButton } from '../components/PreviewLinkButton';
import { POSTER_MAX_BYTES, POSTER_TYPES, useUploadPoster } from '../api/poster';
import { consoleErrorText } from '../errors';
import { cardFromForm } from './card-preview';
import { useEditor } from './editor-context';

const ACCEPTED = POSTER_TYPES.split(',');

/**
 * The poster, sent from the organizer's computer once the event exists (a new one: after its
 * first save), checked here for type and size before the upload; then the storefront's card as
 * the form stands, and the event's page (a draft's through a preview link).
 */
export function PosterField({ eventId }: { eventId: number | null }) {
  const { t } = useTranslation();
  if (eventId === null) {
    return (
      <Stack gap={4}>
        <Text fw={500} size="sm">
          {t('console.editor.poster')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('console.editor.posterAfterSave')}
        </Text>
      </Stack>
    );
  }
  return <PosterUpload eventId={eventId} />;
}

function PosterUpload({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const { doc, updateStored, errors } = useEditor();
  const upload = useUploadPoster(eventId);
  const preview = useEventPreview(eventId);
  const categories = useCategories(true);
  // A draft's page answers 404 on the storefront until it is published, except through a preview link.
  const published = useEvents().data?.find((event) => event.id === eventId)?.publicado ?? false;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const choose = (file: File | null) => {
    setRefusal(null);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setRefusal(t('console.editor.posterType'));
    if (file.size > POSTER_MAX_BYTES) return setRefusal(t('console.editor.posterSize'));
    upload.mutate(file, {
      onSuccess: (answer) => {
        // The server set the event's imagem already: the form's stored document follows.
        updateStored(['imagem'], answer.imagem);
        setShown(answer.url);
      },
      onError: (error) => setRefusal(consoleErrorText(t, error)),
    });
  };
  const poster = shown ?? preview.data?.imagem ?? doc.imagem ?? '';
  const card = cardFromForm(doc, preview.data, poster, categories.data ?? []);
  return (
    <Stack gap="sm">
      <FileInput
        id="event-imagem"
        label={t('console.editor.poster')}
        description={t('console.editor.posterHint')}
        placeholder={upload.isPending ? t('console.editor.uploading') : t('console.editor.chooseFile')}
        accept={POSTER_TYPES}
        value={null}
        onChange={choose}
        disabled={upload.isPending}
        error={refusal ?? errors.imagem}
        clearable={false}
        maw={420}
        // The placeholder is the button's only text: Mantine's placeholder gray is below 4.5:1.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
      {upload.isPending && (
        <Text size="sm" role="status">
          {t('console.editor.uploading')}
        </Text>
      )}
      {upload.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {t('console.editor.posterSaved')}
        </Alert>
      )}
      <Text size="sm" fw={700}>
        {t('console.editor.cardPreview')}
      </Text>
      <Box maw={360} data-testid="card-preview" inert>
        <EventCard event={card} headingLevel={3} />
      </Box>
      {published && preview.data?.url ? (
        <Anchor href={preview.data.url} target="_blank" rel="noopener" size="sm">
          {t('console.editor.preview')}
        </Anchor>
      ) : (
        <PreviewLinkButton eventId={eventId} name={doc.nome ?? ''} />
      )}
    </Stack>
  );
}
