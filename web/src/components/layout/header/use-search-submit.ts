import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { isSearchTextValid, SEARCH_FAILURE_MS, searchPath } from '../../../lib/search';

/**
 * Submits a search when the text is long enough; otherwise flags a failure
 * for SEARCH_FAILURE_MS so the box can show it. Returns whether it searched.
 * `go` replaces the default navigation (the results page keeps its filters).
 */
export function useSearchSubmit(go?: (text: string) => void) {
  const [, navigate] = useLocation();
  // A new object per failed attempt restarts the timer on repeated failures.
  const [failure, setFailure] = useState<object | null>(null);

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), SEARCH_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  const submit = useCallback(
    (text: string): boolean => {
      if (!isSearchTextValid(text)) {
        setFailure({});
        return false;
      }
      setFailure(null);
      if (go) go(text.trim());
      else navigate(searchPath(text));
      return true;
    },
    [go, navigate],
  );

  return { failed: failure !== null, submit };
}
