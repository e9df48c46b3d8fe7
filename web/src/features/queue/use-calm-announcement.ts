import { useEffect, useRef, useState } from 'react';

/** At most one announcement of the same kind this often: a fast line would otherwise talk every second. */
export const ANNOUNCE_EVERY_MS = 15_000;

/**
 * The text for a polite live region: a new `kind` (another state) is said at once; a new
 * text of the same kind (the position falling) waits until the last one is old enough.
 */
export function useCalmAnnouncement(text: string, kind: string): string {
  const [shown, setShown] = useState({ text, kind });
  const saidAt = useRef(0);
  useEffect(() => {
    if (shown.text === text) return;
    const wait = kind === shown.kind ? Math.max(0, saidAt.current + ANNOUNCE_EVERY_MS - Date.now()) : 0;
    const timer = setTimeout(() => {
      saidAt.current = Date.now();
      setShown({ text, kind });
    }, wait);
    return () => clearTimeout(timer);
  }, [kind, shown, text]);
  return shown.text;
}
