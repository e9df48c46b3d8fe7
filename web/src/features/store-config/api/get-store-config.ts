import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import { readInlineJSON } from '../../../lib/inline-data';
import type { StoreConfig } from '../types';

export const STORE_CONFIG_ELEMENT_ID = 'store-config';

/** The configuration the Go server inlines into index.html, when present and readable. */
export function readInlineStoreConfig(doc: Document = document): StoreConfig | undefined {
  return (readInlineJSON(STORE_CONFIG_ELEMENT_ID, doc) ?? undefined) as StoreConfig | undefined;
}

/** The config call's URL: host omitted on localhost (→ the default store). */
export function storeConfigUrl(hostname: string): string {
  return hostname === 'localhost' ? '/api/config' : `/api/config?${new URLSearchParams({ host: hostname })}`;
}

export function getStoreConfig(): Promise<StoreConfig> {
  const inline = readInlineStoreConfig();
  if (inline) return Promise.resolve(inline);
  return request<StoreConfig>(storeConfigUrl(window.location.hostname), 'config');
}

export const storeConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['store-config'],
    queryFn: getStoreConfig,
    // Inline config means no round trip and no loading flash.
    initialData: readInlineStoreConfig,
    staleTime: Infinity,
  });

/** The store configuration; the app shell renders children only once it is loaded. */
export function useStoreConfig(): StoreConfig {
  return useSuspenseQuery(storeConfigQueryOptions()).data;
}
