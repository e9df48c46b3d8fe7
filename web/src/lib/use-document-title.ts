import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Sets document.title while the page shows; null keeps the current one (the
 * server's title while the page's data loads). It runs again on every path
 * change, after the layout put the store's name back (useStoreTitleOnNavigation).
 */
export function useDocumentTitle(title: string | null): void {
  const [pathname] = useLocation();
  useEffect(() => {
    if (title) document.title = title;
  }, [title, pathname]);
}

/**
 * The layout's part: a new path starts from the store's name, so a page that
 * sets no title never shows the previous page's. Layout effects run before the
 * pages' effects, so their titles win; the first load keeps the server's title.
 */
export function useStoreTitleOnNavigation(storeName: string): void {
  const [pathname] = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.title = storeName;
  }, [pathname, storeName]);
}
