import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_KINDS, downloadEventCsv, type ExportKind } from '../api/exports';
import { consoleErrorText } from '../errors';

/** The name a file is saved under when the server names none: the event's address, else its id. */
export function eventSlug(id: number, url = ''): string {
  return url.split('/').filter(Boolean).at(-1) || `evento-${id}`;
}

interface EventCsvButtonsProps {
  eventId: number;
  /** The event's storefront address, if known: the fallback file name. */
  url?: string;
  /** Called with null as a download starts and with the error's text when one fails. */
  onError: (text: string | null) => void;
}

/**
 * The event's three spreadsheets (docs/back-office.md, "Spreadsheets"), each fetched with the
 * console's token; the button is busy meanwhile and the others wait for it.
 */
export function EventCsvButtons({ eventId, url, onError }: EventCsvButtonsProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<ExportKind | null>(null);
  const download = (kind: ExportKind) => {
    onError(null);
    setDownloading(kind);
    downloadEventCsv(eventId, kind, eventSlug(eventId, url))
      .catch((error: unknown) => onError(consoleErrorText(t, error)))
      .finally(() => setDownloading(null));
  };
  return EXPORT_KINDS.map((kind) => (
    <Button
      key={kind}
      variant="subtle"
      loading={downloading === kind}
      disabled={downloading !== null && downloading !== kind}
      onClick={() => download(kind)}
    >
      {t(`console.events.csv.${kind}`)}
    </Button>
  ));
}
