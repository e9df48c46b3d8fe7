import { saleStands } from '../../lib/sale';
import { isOpenStatus } from './api/orders';
import { syncPayment } from './api/payment';
import type { Order } from './api/contract';

/** What became of a card charge, as the order the server answered says. */
export type CardOutcome =
  | { kind: 'paid'; order: Order }
  /** The gateway refused the charge after first taking it (a failed 3-D Secure challenge). */
  | { kind: 'failed'; message: string }
  /** Still held, no answer from the bank yet. */
  | { kind: 'pending'; order: Order }
  /** Expired, cancelled or to be refunded meanwhile: the payment step shows it as such. */
  | { kind: 'ended'; order: Order };

export function cardOutcome(order: Order): CardOutcome {
  if (saleStands(order)) return { kind: 'paid', order };
  if (!isOpenStatus(order.status)) return { kind: 'ended', order };
  return order.payment_error ? { kind: 'failed', message: order.payment_error } : { kind: 'pending', order };
}

/**
 * The waits between syncs while the bank has not answered a challenged charge: about 15 s in
 * all, after which the buyer is told that the answer will come by e-mail (the gateway's webhook
 * settles the order whenever it arrives).
 */
export const SYNC_WAITS_MS = [1_000, 2_000, 4_000, 8_000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the server where the order's charge stands until it is settled or the waits run out.
 * After a 3-D Secure challenge the gateway's webhook may come later than the buyer, and the
 * order must not wait for it: the sync reads the charge from the gateway itself.
 */
export async function syncCardCharge(hash: string, waits: readonly number[] = SYNC_WAITS_MS): Promise<CardOutcome> {
  let outcome = cardOutcome(await syncPayment(hash));
  for (const ms of waits) {
    if (outcome.kind !== 'pending') break;
    await sleep(ms);
    outcome = cardOutcome(await syncPayment(hash));
  }
  return outcome;
}
