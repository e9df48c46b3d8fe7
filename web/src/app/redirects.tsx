import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { RouteLoading } from '../components/layout/LoadingPage';
import { stripLanguagePrefix } from '../lib/language';
import { chooseLanguage } from './i18n';
import { useRawSearch } from './search-params';

/**
 * Where `/pt/...` and `/en/...` lead: the same path without the prefix, once the language's
 * texts have loaded, so that page shows in it from its first render. Null without a prefix.
 */
export async function languagePrefixTarget(pathname: string, search = '', hash = ''): Promise<string | null> {
  const stripped = stripLanguagePrefix(pathname, search, hash);
  if (!stripped) return null;
  await chooseLanguage(stripped.language);
  return stripped.to;
}

export function LanguagePrefixRedirect() {
  const [pathname, navigate] = useLocation();
  const search = useRawSearch();
  useEffect(() => {
    let current = true;
    void languagePrefixTarget(pathname, search, window.location.hash).then((to) => {
      // Replaced, so the back button does not land on the redirect again.
      if (current && to) navigate(to, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate, pathname, search]);
  return <RouteLoading />;
}

/** `/search?q=` is another reading of the search route (docs/spec-readings.md). */
export function SearchRedirect() {
  const [, navigate] = useLocation();
  const search = useRawSearch();
  useEffect(() => navigate(`/buscar/${search}`, { replace: true }), [navigate, search]);
  return <RouteLoading />;
}
