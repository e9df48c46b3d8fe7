export const LANGUAGES = ['pt', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'pt';
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag for <html lang> and Intl. */
export function htmlLang(language: Language): string {
  return language === 'pt' ? 'pt-BR' : 'en';
}

/**
 * Paths carry no language prefix (docs/spec-readings.md). `/pt/...` and `/en/...`
 * select that language and redirect to the same path without the prefix.
 * Returns null when the path has no language prefix.
 */
export function stripLanguagePrefix(
  pathname: string,
  search = '',
  hash = '',
): { language: Language; to: string } | null {
  const match = /^\/(pt|en)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const language = match[1] as Language;
  const rest = match[2] ?? '/';
  return { language, to: `${rest}${search}${hash}` };
}
