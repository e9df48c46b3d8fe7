import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../lib/api/client';

/** A line's states (docs/waiting-room.md, GET /api/queue/{event}). */
export type QueueState = 'antes_da_abertura' | 'aguardando' | 'admitido' | 'esgotado' | 'expirado' | 'livre';

/** Where the visitor stands in a line; written by hand until the server's routes reach `make api-types`. */
export interface QueueStatus {
  fila: boolean;
  linha: string;
  estado: QueueState;
  posicao: number;
  a_frente: number;
  na_fila: number;
  por_minuto: number;
  configurado_por_minuto: number;
  espera_segundos: number | null;
  abertura: string | null;
  passe_expira: string | null;
  /** When the line last moved: what the numbers are as of. */
  atualizado: string | null;
  evento: number;
  /** 0 for the event's line. */
  sessao: number;
}

/** The line's page: `/fila/{event}`, with `?sessao=` for a session's own line. */
export function queuePath(eventId: number, sessao?: number | string | null): string {
  return `/fila/${eventId}${sessao ? `?sessao=${sessao}` : ''}`;
}

const query = (sessao: string | null) => ({ sessao: sessao ?? undefined });

/**
 * GET /queue/{event}: joins the line on the first call. Failures are the caller's to show:
 * the global table would send a visitor waiting through a busy minute (503) home, losing the page.
 */
export function getQueueStatus(eventId: number, sessao: string | null, signal?: AbortSignal): Promise<QueueStatus> {
  return apiRequest<QueueStatus>(`/queue/${eventId}`, { query: query(sessao), signal, ignoreFailures: true });
}

/** The visitor's place in a line; the event page's check and the line's page share it. */
export const queueQueryOptions = (eventId: number, sessao: string | null) =>
  queryOptions({
    queryKey: ['queue', eventId, sessao ?? ''],
    queryFn: ({ signal }) => getQueueStatus(eventId, sessao, signal),
    staleTime: 0,
  });

/** Whether the visitor may go on to buy: the line is not queued, or it is their turn. */
export function mayBuy(status: QueueStatus): boolean {
  return !status.fila || status.estado === 'livre' || status.estado === 'admitido';
}

/** POST /queue/{event}/rejoin: after `expirado`, a new place at the end of the line. */
export function rejoinQueue(eventId: number, sessao: string | null): Promise<QueueStatus> {
  return apiRequest<QueueStatus>(`/queue/${eventId}/rejoin`, { method: 'POST', query: query(sessao), ignoreFailures: true });
}

/** The line's Server-Sent Events (`event: status`, the same JSON). */
export function queueStreamUrl(eventId: number, sessao: string | null): string {
  return apiUrl(`/queue/${eventId}/stream${sessao ? `?sessao=${encodeURIComponent(sessao)}` : ''}`);
}
