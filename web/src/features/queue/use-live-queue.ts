import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queueQueryOptions, queueStreamUrl, rejoinQueue, type QueueState, type QueueStatus } from './api';

/** How often the page asks when it cannot keep a stream (docs/waiting-room.md). */
export const QUEUE_POLL_MS = 5_000;

/** States the server streams: the visitor is still waiting for a turn. */
export function isWaiting(state: QueueState | undefined): boolean {
  return state === 'antes_da_abertura' || state === 'aguardando';
}

function parseStatus(data: unknown): QueueStatus | null {
  try {
    const status = JSON.parse(String(data)) as QueueStatus;
    return typeof status?.estado === 'string' ? status : null;
  } catch {
    return null;
  }
}

/**
 * The visitor's place, kept live: an EventSource while waiting; polling every 5 s while the
 * stream is down (or the browser has none) and while admission is paused (sold out: the
 * stream ends, tickets may come back); and once more when a turn's pass runs out. A page
 * coming back (a phone waking, the network returning) asks at once and opens a fresh
 * stream, since the old one may have died silently.
 */
export function useLiveQueue(eventId: number, sessao: string | null) {
  const queryClient = useQueryClient();
  const options = queueQueryOptions(eventId, sessao);
  const [streamUp, setStreamUp] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const canStream = typeof globalThis.EventSource === 'function';
  const status = useQuery({
    ...options,
    refetchInterval: (query) => {
      const state = query.state.data?.estado;
      if (state === 'esgotado') return QUEUE_POLL_MS;
      // A turn left unused ends: asked again just after, the page then offers to rejoin.
      const passEnds = Date.parse(query.state.data?.passe_expira ?? '');
      if (state === 'admitido' && passEnds) return Math.min(Math.max(QUEUE_POLL_MS, passEnds - Date.now() + 1_000), 3_600_000);
      return isWaiting(state) && (!canStream || !streamUp) ? QUEUE_POLL_MS : false;
    },
    // A visitor waiting in another tab must still see their turn come.
    refetchIntervalInBackground: true,
  });
  const waiting = isWaiting(status.data?.estado);

  useEffect(() => {
    if (!waiting || !canStream) return;
    const source = new EventSource(queueStreamUrl(eventId, sessao));
    source.addEventListener('status', (event) => {
      const next = parseStatus((event as MessageEvent).data);
      if (!next) return;
      setStreamUp(true);
      queryClient.setQueryData(queueQueryOptions(eventId, sessao).queryKey, next);
    });
    // The browser retries a dropped stream by itself; meanwhile, and if it gives up, poll.
    source.onerror = () => setStreamUp(false);
    return () => source.close();
  }, [attempt, canStream, eventId, queryClient, sessao, waiting]);

  const refetch = useRef(status.refetch);
  useEffect(() => {
    refetch.current = status.refetch;
  }, [status.refetch]);
  useEffect(() => {
    const wake = () => {
      if (document.visibilityState === 'hidden') return;
      void refetch.current();
      setAttempt((n) => n + 1);
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
    };
  }, []);

  const rejoin = useMutation({
    mutationFn: () => rejoinQueue(eventId, sessao),
    onSuccess: (next) => queryClient.setQueryData(options.queryKey, next),
  });

  return { status, rejoin };
}
