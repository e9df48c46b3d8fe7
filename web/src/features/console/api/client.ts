import i18next from 'i18next';
import { ApiError, isSuccessStatus, type ApiErrorBody } from '../../../lib/api/api-error';
import { apiUrl } from '../../../lib/api/client';
import { DEFAULT_LANGUAGE, htmlLang, isLanguage } from '../../../lib/language';
import { clearConsoleSession, readConsoleSession } from '../session';

export interface ConsoleRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as the body itself, with its own type (a poster), instead of a JSON body. */
  file?: Blob;
  query?: Record<string, number | string | undefined>;
  signal?: AbortSignal;
  /** Reads the successful answer's headers (a creation's Location). */
  onHeaders?: (headers: Headers) => void;
}

/**
 * One call of the back office (`/api/organizer/...`). Its own fetch rather than the
 * storefront's client: that one adds the customer's Bearer and applies the storefront's
 * response table, and neither belongs here. The console's token goes only on these calls.
 * A 401 with a token means the session ended (12 hours idle, logout, access removed): the
 * login is cleared, and the console sends the user to the login page, which says so.
 */
export async function consoleRequest<T>(path: string, options: ConsoleRequestOptions = {}): Promise<T> {
  const token = readConsoleSession()?.token;
  const language = isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': htmlLang(language) };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.file) headers['Content-Type'] = options.file.type;
  if (token) headers.Authorization = `Bearer ${token}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.size ? `?${params}` : '';
  const name = `/organizer${path}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(`${name}${query}`), {
      method: options.method ?? 'GET',
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(name, null, null);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    data = undefined;
  }
  if (!isSuccessStatus(response.status)) {
    if (response.status === 401 && token) clearConsoleSession('sessionEnded');
    throw new ApiError(name, response.status, data && typeof data === 'object' ? (data as ApiErrorBody) : null);
  }
  options.onHeaders?.(response.headers);
  return data as T;
}
