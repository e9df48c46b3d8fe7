/** The element the server inlines a page's data into (`<script id="page-data">`, seo.Page.Data). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The page's inlined data, or undefined when there is none or it is not JSON. */
export function readPageData(doc: Document = document): unknown {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text?.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** When the page was loaded: the inlined data is as old as the page. */
export const pageLoadedAt = () => Math.round(performance.timeOrigin || Date.now());
