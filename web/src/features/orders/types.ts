/** Order statuses of the purchase API (docs/api-contract.md, "Buying tickets"). */
export type OrderStatus = 'reserved' | 'awaiting_payment' | 'paid' | 'expired' | 'cancelled' | 'needs_refund' | 'refunded';

export type PaymentMethod = 'pix' | 'boleto' | 'card' | 'free';

export interface OrderAttendee {
  name: string;
  /** Masked: ***.456.789-** */
  cpf: string;
  half_proof?: string | null;
}

export interface OrderItem {
  sector_id?: number;
  sector: string;
  type: 'full' | 'half';
  quantity: number;
  /** Centavos per ticket. */
  unit_price: number;
  batch?: string | null;
  attendees?: OrderAttendee[];
}

export interface OrderTicket {
  token: string;
  holder: string;
  sector: string;
  type?: 'full' | 'half';
  url?: string;
  valid?: boolean;
  status?: 'valid' | 'used' | 'cancelled' | 'transferred' | 'disputed';
}

export interface CancelAction {
  allowed: boolean;
  /** Why, as a code: cdc (right of withdrawal), policy, event_cancelled, window_closed, ... */
  reason?: string | null;
  /** RFC 3339: the last moment the buyer may cancel. */
  deadline?: string | null;
  /** The rule in words, in the store's language. */
  message?: string | null;
}

export interface OrderActions {
  cancel?: CancelAction;
  /** RFC 3339: tickets may be transferred until then. */
  transfer_until?: string | null;
}

export interface OrderEventRef {
  id: number;
  nome: string;
  imagem?: string | null;
  timezone?: string | null;
  /** The organizer to message (id for POST /v2/organizers/customer/message/send). */
  organizer?: { id: number; nome: string } | null;
  organizador?: { id: number; nome: string } | null;
}

export interface OrderSessionRef {
  id?: number;
  /** RFC 3339 with the event zone's offset. */
  inicio: string;
  timezone?: string | null;
}

export interface Order {
  hash: string;
  status: OrderStatus;
  created_at: string;
  paid_at?: string | null;
  event: OrderEventRef;
  session: OrderSessionRef;
  items: OrderItem[];
  subtotal: number;
  discount: number;
  fee: number;
  total: number;
  payment_method?: PaymentMethod | null;
  installments?: number | null;
  tickets?: OrderTicket[];
  actions?: OrderActions;
  /** Who to message about the order. */
  organizer?: { id: number; nome: string } | null;
  buyer?: { name: string; email: string } | null;
  refund?: { status: string; basis: string; amount: number; method: string; done_at?: string | null } | null;
  /** needs_refund: the centavos of a payment the order could not take, on their way back. */
  refund_amount?: number | null;
}

/** GET /orders/list answers an object keyed by hash (spec section 7: "an object turned into a list"). */
export type OrdersByHash = Record<string, Order>;

/** GET /v2/orders/refund/reasons */
export interface RefundReason {
  id: number | string;
  nome: string;
}

/** GET /v2/banks/list (spec section 3: displayed 'code - name'). */
export interface Bank {
  codigo: string | number;
  nome: string;
}

export interface BankAccount {
  bank: string;
  agency: string;
  account: string;
  holder_cpf: string;
}

export interface PreRefundInput {
  hash: string;
  reason: number | string;
  bank_account?: BankAccount;
}
