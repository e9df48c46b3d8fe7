import { useEffect, useState } from 'react';
import { setLeaveGuard } from '../leave-guard';
import type { EventDoc } from './document';

/**
 * While dirty: the browser asks before the tab closes or reloads, and the console's links ask
 * with `question` before leaving the screen.
 */
export function useUnsavedGuard(dirty: boolean, question: string) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    setLeaveGuard(() => window.confirm(question));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      setLeaveGuard(null);
    };
  }, [dirty, question]);
}

/** Where an event's unsaved form is kept for the tab ("new" for one not saved yet). */
export function draftKey(id: number | null): string {
  return `console:event-draft:${id ?? 'new'}`;
}

function readDraft(key: string): EventDoc | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as EventDoc) : null;
  } catch {
    return null;
  }
}

/**
 * The form's document, starting from the tab's kept draft when there is one (a reload does not
 * lose the typing), kept there while it differs from `saved`. `restored` tells the page to offer
 * discarding it.
 */
export function useDraft(key: string, saved: EventDoc) {
  const [state, setState] = useState(() => {
    const kept = readDraft(key);
    return { doc: kept ?? saved, restored: kept !== null };
  });
  const dirty = JSON.stringify(state.doc) !== JSON.stringify(saved);
  useEffect(() => {
    try {
      if (dirty) sessionStorage.setItem(key, JSON.stringify(state.doc));
      else sessionStorage.removeItem(key);
    } catch {
      // A full or blocked storage only loses the reload's safety net.
    }
  }, [key, dirty, state.doc]);
  return {
    doc: state.doc,
    dirty,
    restored: state.restored && dirty,
    setDoc: (update: (doc: EventDoc) => EventDoc) => setState((now) => ({ ...now, doc: update(now.doc) })),
    reset: (doc: EventDoc) => setState({ doc, restored: false }),
  };
}
