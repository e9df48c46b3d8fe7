import i18next from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../language';
import { readLoggedUser } from '../session';
import { getTerminalId } from '../terminal';
import { getVisitorId } from '../visitor-id';
import { ApiError, isSuccessStatus, type ApiErrorBody } from './api-error';
import { buildHeaders } from './headers';

export interface ApiSettings {
  /** configs apiUrl, e.g. https://loja.example/api */
  baseUrl: string;
  pdv: string | null;
  pos: string | null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Extra headers of this call, e.g. the checkout's Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * Statuses the caller shows itself, so they skip the global response table.
   * The slug lookup needs it: spec section 7 says its 404 "returns 404" (the
   * 404 page), while the table's 404 row would send the visitor home.
   */
  handledStatuses?: readonly number[];
  /**
   * The caller ignores every failure, network included, so nothing reaches
   * the global table. Logout uses it (the visitor leaves either way, and an
   * already revoked token must not say 'Sua sessão expirou'), and the waiting
   * room (a busy moment must not send someone waiting in line home).
   */
  ignoreFailures?: boolean;
  /**
   * Replaces the customer's Bearer: the door-staff page (/portaria) calls the
   * check-in API with the organizer's key instead.
   */
  authorization?: string;
}

const DEFAULT_SETTINGS: ApiSettings = { baseUrl: '/api', pdv: null, pos: null };
let settingsSource: () => ApiSettings = () => DEFAULT_SETTINGS;
let globalErrorHandler: ((error: ApiError) => void) | null = null;

/**
 * Where the client reads its settings from at each call; the app points it at
 * the store configuration once, so calls made before or after the
 * configuration loads always use the current values.
 */
export function configureApiClient(source: () => ApiSettings): void {
  settingsSource = source;
}

/** The layout registers the glue that applies spec section 8 (snackbar, logout, redirect). */
export function setGlobalErrorHandler(handler: ((error: ApiError) => void) | null): void {
  globalErrorHandler = handler;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // An empty value is left out as an absent one: the API refuses `?categoria=` (a typed
    // parameter without its value), and reads an empty text as no text anyway.
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One HTTP call with the product's headers; throws ApiError unless 200/201.
 * `url` is absolute or origin-relative; `path` names the call for matching.
 */
export async function request<T>(url: string, path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  const settings = settingsSource();
  const headers = buildHeaders(path, {
    terminal: getTerminalId(),
    visitor: getVisitorId(),
    locale: isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE,
    accessToken: readLoggedUser()?.access_token ?? null,
    pdv: settings.pdv,
    pos: settings.pos,
    hasBody,
  });
  if (options.authorization !== undefined) headers.Authorization = options.authorization;
  let response: Response;
  try {
    response = await fetch(withQuery(url, options.query), {
      method: options.method ?? 'GET',
      headers: options.headers ? { ...headers, ...options.headers } : headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(path, null, null);
  }
  const data = await readJson(response);
  if (!isSuccessStatus(response.status)) {
    const body = data && typeof data === 'object' ? (data as ApiErrorBody) : null;
    throw new ApiError(path, response.status, body);
  }
  return data as T;
}

/** The absolute address of an API path, for links and images (QR, PDF, calendar). */
export function apiUrl(path: string): string {
  return `${settingsSource().baseUrl.replace(/\/+$/, '')}${path}`;
}

/** A call of spec section 7, relative to the store's API base, with global error handling. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    const baseUrl = settingsSource().baseUrl.replace(/\/+$/, '');
    return await request<T>(`${baseUrl}${path}`, path, options);
  } catch (error) {
    const handledByCaller =
      options.ignoreFailures || (error instanceof ApiError && error.status !== null && options.handledStatuses?.includes(error.status));
    if (error instanceof ApiError && !handledByCaller) {
      globalErrorHandler?.(error);
    }
    throw error;
  }
}
