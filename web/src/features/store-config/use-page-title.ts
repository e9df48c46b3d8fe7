import { useDocumentTitle } from '../../lib/use-document-title';
import { useStoreConfig } from './api/get-store-config';

/** The page's title followed by the store's name, as every storefront page is titled; null keeps the current one. */
export function usePageTitle(title: string | null): void {
  const storeName = useStoreConfig().name;
  useDocumentTitle(title && `${title} | ${storeName}`);
}
