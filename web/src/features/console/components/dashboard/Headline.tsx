import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCentavos, formatCount, formatPercent } from '../../format';
import type { EventSales } from '../../types';

/** The figures a producer reads first: tickets against capacity, money, orders, refunds, visits. */
export function Headline({ sales }: { sales: EventSales }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const sectors = (sales.sessions ?? []).flatMap((session) => session.sectors ?? []);
  const sold = sectors.reduce((sum, sector) => sum + sector.sold, 0);
  const capacity = sectors.reduce((sum, sector) => sum + (sector.capacity ?? 0), 0);
  const figures: { key: string; label: string; value: string; detail?: string }[] = [
    {
      key: 'tickets',
      label: t('console.dashboard.tickets'),
      value: formatCount(sold, language),
      detail: t('console.dashboard.ofCapacity', {
        capacity: formatCount(capacity, language),
        percent: formatPercent(capacity > 0 ? sold / capacity : 0, language),
      }),
    },
    { key: 'gross', label: t('console.dashboard.gross'), value: formatCentavos(sales.totals.gross) },
    { key: 'net', label: t('console.dashboard.net'), value: formatCentavos(sales.totals.net) },
    { key: 'fees', label: t('console.dashboard.fees'), value: formatCentavos(sales.totals.fees) },
    { key: 'orders', label: t('console.dashboard.orders'), value: formatCount(sales.totals.orders, language) },
    {
      key: 'refunded',
      label: t('console.dashboard.refunded'),
      value: formatCentavos(sales.refunded.amount),
      detail: t('console.dashboard.refundedOrders', { count: sales.refunded.orders }),
    },
    {
      key: 'conversion',
      label: t('console.dashboard.conversion'),
      value: sales.conversion === null ? '—' : formatPercent(sales.conversion, language),
      detail: t('console.dashboard.visits', { count: sales.visits, formatted: formatCount(sales.visits, language) }),
    },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="sm" data-testid={`dashboard-${figure.key}`}>
          <Text component="dt" size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" fw={700} size="lg" m={0}>
            {figure.value}
          </Text>
          {figure.detail && (
            <Text component="dd" size="xs" m={0}>
              {figure.detail}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
