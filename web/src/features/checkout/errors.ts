import { ApiError } from '../../lib/api/api-error';

/**
 * What went wrong with a purchase call, so the checkout can say what
 * happened and what to do next. The kind comes from the answer's `reason`
 * (docs/api-contract.md); the server's message says which stock, limit,
 * quota or coupon, and is shown as it is, next to our advice.
 */
export type CheckoutProblem =
  | { kind: 'soldOut'; message: string | null }
  /** fields, when the limit is a CPF's, points at its ticket holders (`items.0.attendees.1.cpf`). */
  | { kind: 'limit'; message: string | null; fields: Record<string, string> }
  | { kind: 'coupon'; message: string | null }
  | { kind: 'invalid'; message: string | null; fields: Record<string, string> }
  | { kind: 'notSelling'; message: string | null }
  | { kind: 'declined'; message: string | null }
  /** The order was paid meanwhile (another tab, a retried PIX): show the tickets. */
  | { kind: 'alreadyPaid'; message: string | null }
  /** A payment of this order is under way elsewhere: wait for its answer. */
  | { kind: 'busy'; message: string | null }
  /** The payment gateway did not answer: the hold stands; pay again or choose another method. */
  | { kind: 'gatewayDown'; message: string | null }
  | { kind: 'expired'; message: string | null }
  | { kind: 'sessionExpired'; message: string | null }
  | { kind: 'tooMany'; message: string | null }
  | { kind: 'network'; message: string | null }
  | { kind: 'unexpected'; message: string | null };

type Kind = CheckoutProblem['kind'];

/** The checkout's reading of each reason it treats apart; others fall back on the status. */
const kindOfReason: Record<string, Kind> = {
  sold_out: 'soldOut',
  not_enough_left: 'soldOut',
  order_limit: 'limit',
  cpf_limit: 'limit',
  half_quota: 'limit',
  half_per_cpf: 'limit',
  campaign_taken: 'limit',
  address_limit: 'tooMany',
  coupon_invalid: 'coupon',
  coupon_not_now: 'coupon',
  coupon_sector: 'coupon',
  coupon_used_up: 'coupon',
  no_half: 'invalid',
  validation: 'invalid',
  event_cancelled: 'notSelling',
  event_over: 'notSelling',
  sales_not_started: 'notSelling',
  sales_closed: 'notSelling',
  sector_closed: 'notSelling',
  not_sold_online: 'notSelling',
  not_on_sale: 'notSelling',
  payment_declined: 'declined',
  already_paid: 'alreadyPaid',
  payment_in_progress: 'busy',
  charge_open: 'busy',
  request_in_flight: 'busy',
  gateway_unavailable: 'gatewayDown',
  hold_expired: 'expired',
  not_reserved: 'expired',
  not_payable: 'expired',
  not_found: 'expired',
  unauthorized: 'sessionExpired',
  rate_limited: 'tooMany',
};

const kindOfStatus: Record<number, Kind> = {
  400: 'invalid',
  401: 'sessionExpired',
  402: 'declined',
  404: 'expired',
  409: 'limit',
  410: 'expired',
  412: 'notSelling',
  422: 'invalid',
  429: 'tooMany',
};

function firstMessage(error: ApiError): string | null {
  const body = error.body;
  const first = body?.errors?.find((text) => typeof text === 'string' && text.trim());
  return body?.message?.trim() || first || null;
}

export function classifyProblem(error: unknown): CheckoutProblem {
  if (!(error instanceof ApiError)) return { kind: 'unexpected', message: null };
  if (error.status === null) return { kind: 'network', message: null };
  const message = firstMessage(error);
  const fields = error.body?.fields ?? {};
  const reason = error.body?.reason;
  const kind = (reason && kindOfReason[reason]) || kindOfStatus[error.status] || 'unexpected';
  switch (kind) {
    case 'coupon':
      return { kind, message: fields.coupon ?? message };
    case 'limit':
    case 'invalid':
      return { kind, message, fields };
    case 'unexpected':
    case 'network':
      return { kind, message: null };
    default:
      return { kind, message };
  }
}
