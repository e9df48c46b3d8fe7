import { useLayoutEffect, useSyncExternalStore } from 'react';
import { entryKey, keyFirstEntry } from '../../app/history';

const STORAGE_KEY = 'catraca-scroll-positions';
const EVENTS = ['popstate', 'pushState', 'replaceState'] as const;
/** A page that comes back from history may still be loading its chunk: try for about a second. */
const RESTORE_FRAMES = 60;

let positions: Record<string, number> = {};
/** The entry on screen, whose position a navigation saves before leaving it. */
let shownKey: string | null = null;
let lastNavigation: 'pop' | 'push' = 'pop';

function onNavigation(event: Event) {
  if (shownKey) positions[shownKey] = window.scrollY;
  lastNavigation = event.type === 'popstate' ? 'pop' : 'push';
}

function subscribe(callback: () => void) {
  EVENTS.forEach((type) => window.addEventListener(type, callback));
  return () => EVENTS.forEach((type) => window.removeEventListener(type, callback));
}

function savePositions() {
  if (shownKey) positions[shownKey] = window.scrollY;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: positions last until the page unloads.
  }
}

function loadPositions() {
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
}

/** Scrolls to y, again on the next frames while the page is still too short, until the visitor scrolls. */
function restore(y: number): () => void {
  let frames = RESTORE_FRAMES;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  const step = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || --frames <= 0) stop();
    else frame = requestAnimationFrame(step);
  };
  ['wheel', 'touchstart', 'keydown'].forEach((type) => window.addEventListener(type, stop, { passive: true }));
  step();
  return stop;
}

function hashTarget(): HTMLElement | null {
  try {
    return window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
  } catch {
    return null; // a malformed escape in the fragment
  }
}

/**
 * A new navigation starts at the top (or at its #fragment); back and forward return to where
 * the visitor was, also after a reload, since positions are kept per history entry.
 */
export function ScrollRestoration() {
  const key = useSyncExternalStore(subscribe, entryKey, () => null);

  useLayoutEffect(() => {
    // Mounted on a page load (a reload included): its entry's position comes back.
    loadPositions();
    lastNavigation = 'pop';
    keyFirstEntry();
    const manual = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    EVENTS.forEach((type) => window.addEventListener(type, onNavigation));
    window.addEventListener('pagehide', savePositions);
    return () => {
      EVENTS.forEach((type) => window.removeEventListener(type, onNavigation));
      window.removeEventListener('pagehide', savePositions);
      history.scrollRestoration = manual;
    };
  }, []);

  useLayoutEffect(() => {
    shownKey = key;
    const saved = key ? positions[key] : undefined;
    if (lastNavigation === 'pop' && saved !== undefined) return restore(saved);
    const target = hashTarget();
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key]);

  return null;
}
