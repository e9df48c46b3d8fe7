import { useEffect, useSyncExternalStore } from 'react';

/**
 * "Header hidden on the ticket-token pages unless order details carry an
 * error" (spec section 2): the ticket page raises the flag while its call
 * answers 401, the error flag of order details (section 4), and the layout
 * brings the header back. An unknown token (404) is no such error.
 */
let orderError = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOrderErrorFlag(): boolean {
  return useSyncExternalStore(subscribe, () => orderError, () => false);
}

/** Raises the flag while `error` is true and the calling page is shown. */
export function useReportOrderError(error: boolean): void {
  useEffect(() => {
    const set = (value: boolean) => {
      if (orderError === value) return;
      orderError = value;
      listeners.forEach((listener) => listener());
    };
    set(error);
    return () => set(false);
  }, [error]);
}
