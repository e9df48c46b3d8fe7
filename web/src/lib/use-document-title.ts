import { useEffect } from 'react';

/** Sets document.title while the page shows; the previous title comes back when it leaves. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
