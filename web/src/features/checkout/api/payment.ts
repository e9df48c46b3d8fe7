import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutRequest, checkoutWrite } from './requests';
import type { CardData, CardToken, InstallmentPlan, Order, PaymentBody } from './contract';

/** POST /checkout/orders/{hash}/payment: PIX, boleto, or card (402 with the decline reason); answers the order. */
export function payOrder(hash: string, body: PaymentBody, key: string): Promise<Order> {
  return checkoutWrite<Order>(`/checkout/orders/${encodeURIComponent(hash)}/payment`, key, {
    method: 'POST',
    body,
  });
}

/**
 * POST /checkout/orders/{hash}/payment/sync: the server asks the gateway where the order's charge
 * stands (after a 3-D Secure challenge) and answers the order. It changes nothing the gateway did
 * not report, so it needs no Idempotency-Key: asking twice is harmless.
 */
export function syncPayment(hash: string): Promise<Order> {
  return checkoutRequest<Order>(`/checkout/orders/${encodeURIComponent(hash)}/payment/sync`, { method: 'POST' });
}

/** POST /payments/sandbox/card-token: card data → token, as a gateway's browser script would. */
export function createCardToken(card: CardData, key: string): Promise<CardToken> {
  return checkoutWrite<CardToken>('/payments/sandbox/card-token', key, { method: 'POST', body: card });
}

/** POST /checkout/orders/{hash}/sandbox/pay: the sandbox pays a PIX or boleto by itself. */
export function simulatePayment(hash: string, key: string): Promise<unknown> {
  return checkoutWrite(`/checkout/orders/${encodeURIComponent(hash)}/sandbox/pay`, key, { method: 'POST' });
}

/** GET /checkout/orders/{hash}/installments. */
export function getInstallments(hash: string, signal?: AbortSignal): Promise<InstallmentPlan[]> {
  return checkoutRequest<InstallmentPlan[]>(`/checkout/orders/${encodeURIComponent(hash)}/installments`, { signal });
}

export const installmentsQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: ['checkout', 'installments', hash],
    queryFn: ({ signal }) => getInstallments(hash, signal),
    staleTime: Infinity,
    retry: false,
  });

export function useInstallments(hash: string) {
  return useQuery(installmentsQueryOptions(hash));
}
