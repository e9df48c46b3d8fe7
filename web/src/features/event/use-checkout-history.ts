import { useEffect, useRef } from 'react';
import { entryKey } from '../../app/history';

/** Marks the history entry of an open checkout; it keeps the event page's URL and key (ScrollRestoration). */
const MARK = 'checkout';

function onCheckoutEntry(): boolean {
  return Boolean((history.state as Record<string, unknown> | null)?.[MARK]);
}

/**
 * Back (a phone's back button above all) closes an open checkout the way its close button
 * does, instead of leaving the event page: opening adds an entry of its own, and a Back that
 * leaves it to the entry below puts it back and calls onBack (the checkout asks, then closes).
 * Closing goes back off the entry, so the next Back leaves the page; an entry of a checkout that
 * is no longer open (Forward, a reload, a return from another page) is left at once.
 */
export function useCheckoutHistory(open: boolean, onBack: () => void) {
  const onBackRef = useRef(onBack);
  // The entry under the checkout's: only a Back to it is the visitor's wish to close.
  const base = useRef<{ href: string; key: string | null } | null>(null);
  // A Back of ours under way (effects may run twice in development).
  const leaving = useRef(false);
  useEffect(() => {
    onBackRef.current = onBack;
  }, [onBack]);

  useEffect(() => {
    const mark = () => history.pushState({ ...(history.state as object | null), [MARK]: true }, '');
    const leave = () => {
      if (leaving.current || !onCheckoutEntry()) return;
      leaving.current = true;
      history.back();
    };
    if (open) {
      base.current = { href: window.location.href, key: entryKey() };
      if (!onCheckoutEntry()) mark();
    } else leave();

    const onPopState = () => {
      leaving.current = false;
      if (!open) return leave();
      const atBase = !onCheckoutEntry() && window.location.href === base.current?.href && entryKey() === base.current.key;
      if (!atBase) return; // a jump elsewhere (the history menu): the page goes, and the checkout with it
      mark();
      onBackRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open]);
}
