import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkIn } from './api/checkin';
import { enqueueScan, readQueue, removeFromQueue, tokenFromScan, type QueuedScan } from './door-storage';
import type { ScanResult } from './types';

export interface SentFromQueue {
  token: string;
  result: ScanResult;
}

/**
 * The door's state: the last result, the scans waiting for the network, and
 * what the queue sent once back online. A scan that cannot reach the server
 * (offline, or the request failed) waits in the queue; the queue is sent when
 * the browser says it is online again, and on every next successful scan.
 */
export function useDoor(key: string) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<ScanResult | null>(null);
  const [pending, setPending] = useState(false);
  const [queue, setQueue] = useState<QueuedScan[]>(() => readQueue());
  const [sent, setSent] = useState<SentFromQueue[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const flushing = useRef(false);

  const refreshStats = useCallback(() => queryClient.invalidateQueries({ queryKey: ['checkin-stats'] }), [queryClient]);

  const flush = useCallback(async () => {
    if (flushing.current || !key) return;
    flushing.current = true;
    try {
      for (const scan of readQueue()) {
        let outcome: ScanResult;
        try {
          outcome = await checkIn(key, scan.token);
        } catch {
          return; // still offline: keep the rest
        }
        setQueue(removeFromQueue(scan.token));
        setSent((list) => [{ token: scan.token, result: outcome }, ...list].slice(0, 20));
      }
      void refreshStats();
    } finally {
      flushing.current = false;
    }
  }, [key, refreshStats]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    if (navigator.onLine) void flush();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [flush]);

  const scan = useCallback(
    async (text: string) => {
      const token = tokenFromScan(text);
      if (!token || !key) return;
      const queueIt = () => {
        setQueue(enqueueScan(token));
        setResult({ kind: 'queued', token });
      };
      if (!navigator.onLine) {
        queueIt();
        return;
      }
      setPending(true);
      try {
        const outcome = await checkIn(key, token);
        setResult(outcome);
        void refreshStats();
        if (readQueue().length) void flush();
      } catch {
        queueIt();
      } finally {
        setPending(false);
      }
    },
    [key, flush, refreshStats],
  );

  return { result, pending, queue, sent, online, scan, flush, clearResult: () => setResult(null) };
}
