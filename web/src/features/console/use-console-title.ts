import { useEffect } from 'react';
import { useStoreConfig } from '../store-config/api/get-store-config';

/**
 * The page's title and the store's name. The storefront's own hook is not used: it lives in
 * the storefront's first chunk, and importing from there splits that chunk for the console.
 */
export function useConsoleTitle(title: string): void {
  const storeName = useStoreConfig().name;
  useEffect(() => {
    document.title = `${title} | ${storeName}`;
  }, [title, storeName]);
}
