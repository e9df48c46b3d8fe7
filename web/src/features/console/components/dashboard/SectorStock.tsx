import { BarChart } from '@mantine/charts';
import { Box, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCentavos, formatCount, formatDateTime } from '../../format';
import type { SalesSession } from '../../types';
import { FiguresTable } from './DataTable';

/**
 * A session's sectors: sold, held and available stacked against each one's capacity (the
 * storefront's own stock), then every sector and lote with its money in a table, which is
 * also what screen readers get for the chart.
 */
export function SectorStock({ session, timeZone }: { session: SalesSession; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const count = (value: number | null) => (value === null ? '—' : formatCount(value, language));
  const sectors = session.sectors ?? [];
  const title = t('console.dashboard.sectors.title', { when: formatDateTime(session.inicio, language, timeZone) });
  const head = [
    t('console.dashboard.sectors.sector'),
    t('console.dashboard.sectors.capacity'),
    t('console.dashboard.sectors.sold'),
    t('console.dashboard.sectors.held'),
    t('console.dashboard.sectors.available'),
    t('console.dashboard.gross'),
    t('console.dashboard.net'),
  ];
  const stockCells = (line: { capacity: number | null; sold: number; held: number; available: number | null }) => [
    count(line.capacity),
    count(line.sold),
    count(line.held),
    count(line.available),
  ];
  return (
    <Stack gap="xs" component="section" aria-label={title} data-testid="dashboard-session-stock">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Box aria-hidden="true">
        <BarChart
          h={Math.max(140, 44 * sectors.length + 70)}
          data={sectors.map((sector) => ({ sector: sector.nome, sold: sector.sold, held: sector.held, available: Math.max(0, sector.available ?? 0) }))}
          dataKey="sector"
          type="stacked"
          orientation="vertical"
          withLegend
          yAxisProps={{ width: 90 }}
          valueFormatter={(value) => formatCount(value, language)}
          barChartProps={{ accessibilityLayer: false }}
          series={[
            { name: 'sold', label: t('console.dashboard.sectors.sold'), color: 'blue.6' },
            { name: 'held', label: t('console.dashboard.sectors.held'), color: 'yellow.6' },
            { name: 'available', label: t('console.dashboard.sectors.available'), color: 'gray.4' },
          ]}
        />
      </Box>
      <FiguresTable
        caption={t('console.dashboard.sectors.lotes')}
        head={head}
        rows={sectors.flatMap((sector) => [
          { key: `s${sector.id}`, strong: true, cells: [sector.nome, ...stockCells(sector), formatCentavos(sector.gross), formatCentavos(sector.net)] },
          ...(sector.lotes ?? []).map((lote) => ({
            key: `s${sector.id}-${lote.ordem}`,
            cells: [`${sector.nome} · ${lote.nome}`, ...stockCells(lote), formatCentavos(lote.gross), formatCentavos(lote.net)],
          })),
        ])}
      />
    </Stack>
  );
}
