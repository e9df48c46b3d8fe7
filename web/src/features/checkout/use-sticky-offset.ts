import { useLayoutEffect, useState, type RefObject } from 'react';

/** The sticky element laid out before `element`: an earlier sibling of it or of one of its ancestors. */
function stickyBefore(element: HTMLElement): HTMLElement | null {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (sibling instanceof HTMLElement && getComputedStyle(sibling).position === 'sticky') return sibling;
    }
  }
  return null;
}

/**
 * How far from the top a sticky element must stop to sit just below the sticky bar before it
 * (the checkout's title bar), followed as that bar's height changes (font size, wrapping).
 * Measured before paint, so the element never flashes under the bar.
 */
export function useStickyOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const above = ref.current && stickyBefore(ref.current);
    if (!above) return;
    const measure = () => setOffset(above.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(above);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
