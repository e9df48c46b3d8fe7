import type { StoreConfig } from '../features/store-config/types';

/** Title and favicon follow the store. */
export function applyStoreHead(config: StoreConfig, doc: Document = document): void {
  doc.title = config.name;
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
