/** The element the server inlines a page's data into (`<script id="page-data">`, seo.Page.Data). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The JSON of a data block the Go server inlines into index.html (`<script id={id}
 * type="application/json">`), or undefined when there is none or it is not JSON.
 */
export function readInlineJSON(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text?.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The page's inlined data (seo.Page.Data). */
export function readPageData(doc: Document = document): unknown {
  return readInlineJSON(PAGE_DATA_ELEMENT_ID, doc);
}

/**
 * When the page was loaded, on Date's clock: the inlined data is as old as the page, and
 * TanStack Query ages it by Date.now(). (performance.timeOrigin is on another clock: where the
 * two differ, a moved system clock or a test's moved Date, the inlined results looked hours old
 * and were fetched again.)
 */
export const pageLoadedAt = () => Math.round(Date.now() - performance.now());
