import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../types';

const COLORS: Record<OrderStatus, string> = {
  reserved: 'gray',
  awaiting_payment: 'yellow',
  paid: 'green',
  expired: 'gray',
  cancelled: 'red',
  needs_refund: 'orange',
  refunded: 'blue',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" size="lg" data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
