import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queueQueryOptions, queueStreamUrl, rejoinQueue, type QueueState, type QueueStatus } from './api';

/** How often the page asks when it cannot keep a stream (docs/waiting-room.md). */
export const QUEUE_POLL_MS = 5_000;

/** States of a visitor still waiting for a turn. */
export function isWaiting(state: QueueState | undefined): boolean {
  return state === 'antes_da_abertura' || state === 'aguardando';
}

/** States the server keeps streaming: waiting, or sold out (tickets may come back). */
function isFollowed(state: QueueState | undefined): boolean {
  return isWaiting(state) || state === 'esgotado';
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
 * The visitor's place, kept live: an EventSource while waiting or while admission is paused
 * (sold out: tickets may come back); polling every 5 s while the stream is down (or the
 * browser has none); and once more when a turn's pass runs out. A page coming back (a phone
 * waking, the network returning) asks at once and opens a fresh stream, since the old one
 * may have died silently.
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
      // A turn left unused ends: asked again just after, the page then offers to rejoin.
      const passEnds = Date.parse(query.state.data?.passe_expira ?? '');
      if (state === 'admitido' && passEnds) return Math.min(Math.max(QUEUE_POLL_MS, passEnds - Date.now() + 1_000), 3_600_000);
      return isFollowed(state) && (!canStream || !streamUp) ? QUEUE_POLL_MS : false;
    },
    // A visitor waiting in another tab must still see their turn come.
    refetchIntervalInBackground: true,
  });
  const followed = isFollowed(status.data?.estado);

  useEffect(() => {
    if (!followed || !canStream) return;
    const source = new EventSource(queueStreamUrl(eventId, sessao));
    source.addEventListener('status', (event) => {
      const next = parseStatus((event as MessageEvent).data);
      if (!next) return;
      setStreamUp(true);
      const { queryKey } = queueQueryOptions(eventId, sessao);
      queryClient.setQueryData(queryKey, next);
      // A stream cannot set cookies: the GET hands over the turn's pass.
      if (next.estado === 'admitido') void queryClient.invalidateQueries({ queryKey });
    });
    // The browser retries a dropped stream by itself; meanwhile, and if it gives up, poll.
    source.onerror = () => setStreamUp(false);
    return () => source.close();
  }, [attempt, canStream, eventId, followed, queryClient, sessao]);

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
