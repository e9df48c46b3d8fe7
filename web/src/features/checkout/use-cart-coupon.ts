import { useCallback, useEffect, useRef } from 'react';
import { useCouponPreview } from './api/coupon';
import { cartKey, quoteItems, type CartLine } from './cart';
import { classifyProblem } from './errors';

interface CartCouponOptions {
  sessionId: number | null;
  lines: CartLine[];
  senha?: string;
  /** A code that came with the link (?c=) or the saved cart, checked once `atHolders` is true. */
  linkCode: string;
  atHolders: boolean;
}

/**
 * The coupon preview of the cart being bought (POST /checkout/coupon). A preview answers for the
 * session and quantities it was asked with: once they change it says nothing any more (a new code
 * resets it). A code from the link is checked on reaching the holders step, so its discount shows
 * before reserving, as a typed one does after "Aplicar".
 */
export function useCartCoupon({ sessionId, lines, senha, linkCode, atHolders }: CartCouponOptions) {
  const couponPreview = useCouponPreview();
  const asked = couponPreview.variables;
  const previewed = asked !== undefined && cartKey(asked.session_id, asked.items) === cartKey(sessionId, quoteItems(lines));
  const { mutate: askPreview } = couponPreview;
  const preview = useCallback(
    (code: string) =>
      askPreview({ session_id: sessionId!, coupon: code, items: quoteItems(lines), ...(senha ? { senha } : {}) }),
    [askPreview, sessionId, lines, senha],
  );

  const pendingLinkCode = useRef(linkCode);
  useEffect(() => {
    if (!atHolders || !pendingLinkCode.current) return;
    preview(pendingLinkCode.current);
    pendingLinkCode.current = '';
  }, [atHolders, preview]);

  return {
    quote: previewed ? (couponPreview.data ?? null) : null,
    refusal: previewed && couponPreview.error ? classifyProblem(couponPreview.error) : null,
    preview,
    previewing: couponPreview.isPending,
    reset: couponPreview.reset,
  };
}
