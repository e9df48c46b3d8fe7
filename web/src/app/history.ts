import { navigate as browserNavigate, usePathname } from 'wouter/use-browser-location';
import { inFrame } from '../lib/in-frame';

interface EntryState {
  key?: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The key of the history entry shown; null for entries the app did not create (a #fragment link). */
export function entryKey(): string | null {
  return (history.state as EntryState | null)?.key ?? null;
}

/**
 * Every entry the app creates carries a key, so the scroll position can be kept per entry
 * (ScrollRestoration) the way it is kept per page load.
 */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  // Going where we already are replaces the entry (react-router's links did), so Back leaves the page.
  // In a frame (the checkout) entries would join the storefront's history and Back would step
  // through the frame instead of closing the checkout (use-checkout-history): it replaces too.
  const same = new URL(to, window.location.href).href === window.location.href;
  browserNavigate(to, { replace: replace || same || inFrame(), state: { key: newKey() } satisfies EntryState });
}

/** wouter's browser location with keyed entries: the app's <Router hook>. */
export function useKeyedBrowserLocation(options?: { ssrPath?: string }): [string, typeof navigate] {
  return [usePathname(options), navigate];
}

/** The first entry gets its key too; a reload keeps the one it had. */
export function keyFirstEntry(): void {
  if (entryKey() === null) history.replaceState({ ...(history.state as object | null), key: newKey() }, '');
}
