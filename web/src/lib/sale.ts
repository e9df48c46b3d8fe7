/**
 * Whether an order's sale stands: it is paid, or it was paid and then took money that goes
 * back (needs_refund with paid_at: a second payment, or more than the total). Its tickets are
 * then good, as the server holds (checkout.Sold).
 */
export function saleStands(order: { status: string; paid_at?: string | null }): boolean {
  return order.status === 'paid' || (order.status === 'needs_refund' && Boolean(order.paid_at));
}
