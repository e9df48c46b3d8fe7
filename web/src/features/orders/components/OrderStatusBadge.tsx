import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../types';

// Dark shades (or autoContrast's dark text on yellow): readable at badge size (WCAG AA).
const COLORS: Record<OrderStatus, string> = {
  reserved: 'gray.7',
  awaiting_payment: 'yellow.5',
  paid: 'green.9',
  expired: 'gray.7',
  cancelled: 'red.9',
  needs_refund: 'orange.9',
  refunded: 'blue.9',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray.7'} variant="filled" autoContrast size="lg" style={{ flexShrink: 0 }} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
