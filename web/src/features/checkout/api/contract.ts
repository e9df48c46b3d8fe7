import type { components } from '../../../lib/api/schema';

/**
 * The purchase API's shapes (docs/api-contract.md), named for the checkout, from the
 * types generated from the server's OpenAPI document (make api-types). Money is integer
 * centavos; fee_bp is basis points (1000 = 10%).
 */
type Schemas = components['schemas'];

/** GET /pdv/v3/products/sectors/{event}: the sessions and sectors on sale now. */
export type SectorsAnswer = Schemas['CheckoutCatalogue'];
export type SaleSession = Schemas['CheckoutSaleSession'];
export type SaleSector = Schemas['CheckoutSaleSector'];

export type CreateOrderBody = Schemas['HttpapiCreateOrderRequest'];
export type OrderItemInput = Schemas['CheckoutItemInput'];
export type TicketType = OrderItemInput['type'];
export type HalfProof = NonNullable<Schemas['CheckoutAttendeeInput']['half_proof']>;

/** POST /checkout/coupon: what a coupon takes off these tickets, priced as the order would be. */
export type QuoteItem = Schemas['CheckoutQuoteItem'];
export type CouponPreviewBody = Schemas['CheckoutCouponRequest'];
export type CouponQuote = Schemas['CheckoutCouponQuote'];

/** The order as the checkout's calls answer it (create, get, pay). */
export type Order = Schemas['CheckoutOrder'];
export type OrderStatus = Order['status'];
export type PixCharge = Schemas['CheckoutPIX'];
export type BoletoCharge = Schemas['CheckoutBoleto'];
/** How a paid order was paid. */
type PaymentMethod = NonNullable<Order['payment_method']>;

export type PaymentBody = Schemas['HttpapiPayRequest'];
export type InstallmentPlan = Schemas['CheckoutInstallment'];
export type CardData = Schemas['HttpapiCardTokenRequest'];
export type CardToken = Schemas['HttpapiCardToken'];
/** GET /checkout/cart/{hash}: what an abandoned order asked for. */
export type AbandonedCart = Schemas['CheckoutCart'];

/** Half-price entitlements (Lei 12.933/2013, Decreto 8.537/2015), in the order the form lists them. */
export const HALF_PROOFS = ['estudante', 'professor', 'pcd', 'id_jovem', 'idoso'] as const satisfies readonly HalfProof[];

/** How the buyer paid, as the checkout learned it (the card's plan, the charge that was paid). */
export interface PaymentMade {
  method: PaymentMethod;
  /** Card only. */
  installments?: number;
  /** What was charged, interest included. */
  amount: number;
}
