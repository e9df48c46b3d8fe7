/**
 * Where focus goes back when an account dialog closes. Mantine's modal gives
 * focus back to what had it when the modal mounted, which fails here: a
 * dialog opened from a menu item (user menu, drawer) outlives the item, and
 * one dialog replaces another (register → login), so the element focused at
 * mount is gone. The provider keeps the control that opened the first dialog
 * of a chain and calls this after the last one's closing animation.
 */
const FALLBACKS = ['[data-testid="user-menu"]', '[data-testid="menu-button"]', '#main-content'];

/** On the page and shown (checkVisibility: not display:none, e.g. the user menu on a phone). */
function focusable(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** The control that has focus now, if any (not the page itself). */
export function currentOpener(doc: Document = document): HTMLElement | null {
  const active = doc.activeElement;
  return active instanceof HTMLElement && active !== doc.body ? active : null;
}

/**
 * Focuses the opener when it is still on the page; else the control it lived
 * in (the user menu button on wide screens, the menu button on phones), else
 * the main content.
 */
export function returnFocus(opener: HTMLElement | null, doc: Document = document): void {
  if (focusable(opener)) {
    opener.focus();
    return;
  }
  for (const selector of FALLBACKS) {
    const candidate = doc.querySelector(selector);
    if (focusable(candidate)) {
      candidate.focus();
      return;
    }
  }
}
