/** True when this page runs inside another page's frame (the checkout in the storefront's). */
export function inFrame(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}
