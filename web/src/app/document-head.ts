import type { StoreConfig } from '../features/store-config/types';

/**
 * Favicon follows the store; the title only when the page has none yet: the
 * server sends each page's own title, and the pages keep it from there
 * (useDocumentTitle).
 */
export function applyStoreHead(config: StoreConfig, doc: Document = document): void {
  if (!doc.title) doc.title = config.name;
  const favicon = config.configs.template.favicon;
  if (!favicon) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = favicon;
}
