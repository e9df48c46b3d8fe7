/**
 * The purchase API of issue 8 (docs/api-contract.md). Money is integer
 * centavos; fee_bp is basis points (1000 = 10%).
 */

export interface SectorBatch {
  nome: string;
  ends_at?: string | null;
}

export interface SaleSector {
  id: number;
  nome: string;
  price: number;
  half_price: number | null;
  batch: SectorBatch | null;
  /** Units on sale right now (capacity minus sold and held). */
  available: number;
  max_per_order: number;
}

export interface SaleSession {
  id: number;
  inicio: string;
  nome?: string | null;
  sectors: SaleSector[];
}

/** The event as the sectors answer names it: an id, or an object with at least the id. */
export type SaleEventRef = number | { id: number; nome?: string; timezone?: string };

export interface SectorsAnswer {
  event: SaleEventRef;
  sessions: SaleSession[];
  fee_bp: number;
  max_per_order: number;
  max_per_cpf: number;
  hold_minutes: number;
  /** The store's payments run on the sandbox provider: the checkout says no payment is charged. */
  sandbox?: boolean;
  /** The sandbox's pay-by-hand route exists (dev mode on loopback): the checkout offers a simulated payment. */
  sandbox_pay?: boolean;
}

export type TicketType = 'full' | 'half';

/** Half-price entitlements (Lei 12.933/2013, Decreto 8.537/2015). */
export const HALF_PROOFS = ['estudante', 'professor', 'pcd', 'id_jovem', 'idoso'] as const;
export type HalfProof = (typeof HALF_PROOFS)[number];

export interface Attendee {
  name: string;
  /** 11 digits. */
  cpf: string;
  half_proof?: HalfProof;
}

export interface OrderItemInput {
  sector_id: number;
  type: TicketType;
  quantity: number;
  attendees: Attendee[];
}

export interface Buyer {
  name: string;
  email: string;
  /** 11 digits. */
  cpf: string;
  /** As typed in the mask (##) # ####-####. */
  phone: string;
}

export interface CreateOrderBody {
  session_id: number;
  items: OrderItemInput[];
  coupon?: string;
  referral?: string;
  buyer?: Buyer;
  /** The password of a protected event. */
  senha?: string;
}

/** An order's item without its attendees: enough to price a coupon. */
export type QuoteItem = Omit<OrderItemInput, 'attendees'>;

export interface CouponPreviewBody {
  session_id: number;
  coupon: string;
  items: QuoteItem[];
  senha?: string;
}

/** What a coupon takes off the tickets now, in centavos, as the order would price them. */
export interface CouponQuote {
  /** The code as the server reads it (trimmed, upper case). */
  coupon: string;
  subtotal: number;
  discount: number;
  fee: number;
  total: number;
}

export const ORDER_STATUSES = ['reserved', 'awaiting_payment', 'paid', 'expired', 'cancelled', 'needs_refund'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderItem {
  sector_id: number;
  sector?: string;
  type: TicketType;
  quantity: number;
  unit_price: number;
  total?: number;
  attendees?: Attendee[];
}

export interface Ticket {
  token: string;
  holder: string;
  sector: string;
  type?: TicketType;
  [key: string]: unknown;
}

export interface PixCharge {
  brcode: string;
  /** Base64 PNG. */
  qr_png: string;
  expires_at: string;
}

export interface BoletoCharge {
  digitable_line: string;
  barcode: string;
  due_date: string;
}

export interface Order {
  hash: string;
  status: OrderStatus | string;
  expires_at: string;
  items: OrderItem[];
  subtotal: number;
  fee: number;
  discount: number;
  total: number;
  coupon?: string | null;
  event?: { id: number; nome?: string } | null;
  session?: { id: number; inicio?: string } | null;
  buyer?: Partial<Buyer>;
  pix?: PixCharge | null;
  boleto?: BoletoCharge | null;
  tickets?: Ticket[];
  sandbox?: boolean;
  /** Set once paid: how, in how many installments, and the amount charged (with any interest). */
  payment_method?: PaymentMethod | null;
  /** What the order may be paid with now; no boleto when one would clear after the session starts. */
  payment_methods?: PaymentMethod[];
  installments?: number | null;
  charged?: number | null;
  paid_at?: string | null;
  /** needs_refund: the centavos of the payment the order could not take. */
  refund_amount?: number | null;
}

export type PaymentMethod = 'pix' | 'card' | 'boleto' | 'free';

/** How the buyer paid, as the checkout learned it (the card's plan, the charge that was paid). */
export interface PaymentMade {
  method: PaymentMethod;
  /** Card only. */
  installments?: number;
  /** What was charged, interest included. */
  amount: number;
}

export type PaymentBody =
  | { method: 'pix' }
  | { method: 'boleto' }
  | { method: 'card'; installments: number; card_token: string };

export interface PaymentAnswer {
  status: OrderStatus | string;
  pix?: PixCharge;
  boleto?: BoletoCharge;
  [key: string]: unknown;
}

export interface InstallmentPlan {
  installments: number;
  per_installment: number;
  total: number;
  monthly_interest_bp: number;
}

export interface CardData {
  number: string;
  holder: string;
  exp_month: number;
  exp_year: number;
  cvv: string;
}

/** What `carrinho_abandonado` restores: the session and the quantities. */
export interface AbandonedCart {
  session_id: number;
  referral?: string | null;
  items: { sector_id: number; type: TicketType; quantity: number }[];
  coupon?: string | null;
}
