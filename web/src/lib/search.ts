/** The general search needs text longer than 2 characters (spec sections 5, 9). */
export const SEARCH_MIN_LENGTH_EXCLUSIVE = 2;
/** How long the search box shows its failure state. */
export const SEARCH_FAILURE_MS = 1500;

export function isSearchTextValid(text: string): boolean {
  return text.trim().length > SEARCH_MIN_LENGTH_EXCLUSIVE;
}

export function searchPath(text: string): string {
  return `/buscar/?${new URLSearchParams({ q: text.trim() }).toString()}`;
}
