import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { mayBuy, queuePath, queueQueryOptions } from '../queue/api';

/**
 * An event with a waiting room (`fila` in its detail): the page first asks where the visitor
 * stands and, unless the line lets them buy, sends them to it. True while that is being told.
 * A failed answer shows the page: the checkout refuses a queued sale without a pass anyway.
 */
export function useQueueGate(eventId: number, queued: boolean): boolean {
  const [, navigate] = useLocation();
  const status = useQuery({ ...queueQueryOptions(eventId, null), enabled: queued });
  const toLine = queued && status.data !== undefined && !mayBuy(status.data);
  useEffect(() => {
    if (toLine) navigate(queuePath(eventId), { replace: true });
  }, [eventId, navigate, toLine]);
  return queued && (status.isPending || toLine);
}
