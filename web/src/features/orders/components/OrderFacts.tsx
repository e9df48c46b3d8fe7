import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEventDateLong } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { formatCentavos } from '../../../lib/money';
import { saleStands } from '../../../lib/sale';
import { orderSectors, orderZone } from '../order-rules';
import type { Order } from '../types';

/** Session, sectors, items, totals, payment: what an order says, for My tickets and the lookup page. */
export function OrderFacts({ order, detailed = false }: { order: Order; detailed?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const zone = orderZone(order);
  const method = order.payment_method;
  const paidOrMade = order.paid_at ?? order.created_at;

  return (
    <Stack gap={6}>
      <Text fw={600} data-testid="order-session">
        {formatEventDateLong(order.session.inicio, zone, language)}
      </Text>
      <Text size="sm">
        <Text span c="gray.7">
          {t('orders.sectors', { count: orderSectors(order).length })}:{' '}
        </Text>
        {orderSectors(order).join(', ')}
      </Text>
      {detailed && (
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
          <Table.Tbody>
            {order.items.map((item, index) => (
              <Table.Tr key={`${item.sector}-${item.type}-${index}`}>
                <Table.Td>
                  {item.quantity} × {item.sector} · {t(`orders.ticketType.${item.type}`)}
                </Table.Td>
                <Table.Td ta="right">{formatCentavos(item.unit_price * item.quantity)}</Table.Td>
              </Table.Tr>
            ))}
            {order.discount > 0 && (
              <Table.Tr>
                <Table.Td>{t('orders.discount')}</Table.Td>
                <Table.Td ta="right">− {formatCentavos(order.discount)}</Table.Td>
              </Table.Tr>
            )}
            {order.fee > 0 && (
              <Table.Tr>
                <Table.Td>{t('orders.fee')}</Table.Td>
                <Table.Td ta="right">{formatCentavos(order.fee)}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {method
            ? t('orders.paidWith', {
                method: t(`orders.method.${method}`),
                installments: order.installments && order.installments > 1 ? ` ${t('orders.installments', { count: order.installments })}` : '',
              })
            : t('orders.noPayment')}
          {' · '}
          {t(order.paid_at ? 'orders.paidOn' : 'orders.madeOn', { date: formatDateTime(paidOrMade, zone, language) })}
        </Text>
        <Text fw={700} data-testid="order-total">
          {t('orders.total')}: {formatCentavos(order.total)}
        </Text>
      </Group>
      {order.status === 'needs_refund' && Boolean(order.refund_amount) && (
        <Text size="sm" fw={600} data-testid="order-refund-owed">
          {t(saleStands(order) ? 'orders.refundOwed.sold' : 'orders.refundOwed.unsold', { amount: formatCentavos(order.refund_amount ?? 0) })}
        </Text>
      )}
      {order.refund && (
        <Text size="sm" fw={600} data-testid="order-refund">
          {t(`orders.refund.${refundKey(order.refund.status)}`, { amount: formatCentavos(order.refund.amount) })}
        </Text>
      )}
    </Stack>
  );
}

const REFUND_KEYS = ['requested', 'done', 'failed', 'pending_transfer'] as const;

function refundKey(status: string): (typeof REFUND_KEYS)[number] {
  return (REFUND_KEYS as readonly string[]).includes(status) ? (status as (typeof REFUND_KEYS)[number]) : 'requested';
}
