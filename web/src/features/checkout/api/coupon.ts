import { useMutation } from '@tanstack/react-query';
import { checkoutRequest } from './requests';
import type { CouponPreviewBody, CouponQuote } from './contract';

/**
 * POST /checkout/coupon: what a code takes off these tickets, priced as an order
 * would be. It holds nothing, so it needs no Idempotency-Key; the order's own
 * answer stays the one that counts.
 */
export function previewCoupon(body: CouponPreviewBody): Promise<CouponQuote> {
  return checkoutRequest<CouponQuote>('/checkout/coupon', { method: 'POST', body });
}

export function useCouponPreview() {
  return useMutation({ mutationFn: previewCoupon });
}
