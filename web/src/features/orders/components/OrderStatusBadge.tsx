import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saleStands } from '../../../lib/sale';
import type { Order, OrderStatus } from '../types';

/** Dark shades (or autoContrast's dark text on yellow): readable at badge size (WCAG AA), filled. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  reserved: 'gray.7',
  awaiting_payment: 'yellow.5',
  paid: 'green.9',
  expired: 'gray.7',
  cancelled: 'red.9',
  needs_refund: 'orange.9',
  refunded: 'blue.9',
};

/**
 * An order paid twice or above its total is a sale that stands, with money to give back: it
 * reads "Pago", and the order says what goes back, instead of alarming the buyer with a
 * refund status for tickets that stay valid.
 */
export function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'paid_at' | 'refund'> }) {
  const { t } = useTranslation();
  const status = badgeStatus(order);
  return (
    <Badge color={ORDER_STATUS_COLORS[status] ?? 'gray.7'} variant="filled" autoContrast size="lg" style={{ flexShrink: 0 }} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}

/**
 * A cancelled order reads "Estornado" once its money is back; until then (a boleto's refund
 * waiting for the transfer, a gateway still returning it) it reads "Estorno em andamento".
 */
function badgeStatus(order: Pick<Order, 'status' | 'paid_at' | 'refund'>): OrderStatus {
  if (saleStands(order)) return 'paid';
  if (order.status === 'refunded' && order.refund && order.refund.status !== 'done') return 'needs_refund';
  return order.status;
}
