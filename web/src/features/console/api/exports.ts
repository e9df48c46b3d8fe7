import i18next from 'i18next';
import { ApiError, type ApiErrorBody } from '../../../lib/api/api-error';
import { apiUrl } from '../../../lib/api/client';
import { DEFAULT_LANGUAGE, htmlLang, isLanguage } from '../../../lib/language';
import { clearConsoleSession, readConsoleSession } from '../session';

/** The three spreadsheets of an event (docs/back-office.md, "Spreadsheets"). */
export type ExportKind = 'attendees' | 'orders' | 'campaign';

export const EXPORT_KINDS: readonly ExportKind[] = ['attendees', 'orders', 'campaign'];

/** The Portuguese word a file is named after when the server names none. */
const FILE_WORD: Record<ExportKind, string> = { attendees: 'participantes', orders: 'pedidos', campaign: 'campanha' };

/** The file name of a Content-Disposition header (`filename*=UTF-8''...` or `filename="..."`), if any. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * GET /organizer/events/{id}/{kind}.csv, saved under the server's file name or the event's
 * address and the spreadsheet's word.
 */
export function downloadEventCsv(id: number, kind: ExportKind, slug: string): Promise<void> {
  return downloadConsoleCsv(`/events/${id}/${kind}.csv`, `${slug}-${FILE_WORD[kind]}.csv`);
}

/**
 * GET /organizer{path} with the console's Bearer, then hands the file to the browser as a
 * download, under the server's file name (else fallbackName). Not through consoleRequest: the
 * answer is a CSV, not JSON. A 401 with a token ends the session, as on every console call.
 */
export async function downloadConsoleCsv(path: string, fallbackName: string): Promise<void> {
  const token = readConsoleSession()?.token;
  const language = isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
  const headers: Record<string, string> = { Accept: 'text/csv', 'Accept-Language': htmlLang(language) };
  if (token) headers.Authorization = `Bearer ${token}`;
  const name = `/organizer${path}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(name), { method: 'GET', headers });
  } catch {
    throw new ApiError(name, null, null);
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearConsoleSession('sessionEnded');
    let body: unknown;
    try {
      body = JSON.parse(await response.text()) as unknown;
    } catch {
      body = null;
    }
    throw new ApiError(name, response.status, body && typeof body === 'object' ? (body as ApiErrorBody) : null);
  }
  const blob = await response.blob();
  const fileName = dispositionFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
