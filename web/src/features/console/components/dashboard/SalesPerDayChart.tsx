import { CompositeChart } from '@mantine/charts';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCentavos, formatCount, formatDayMonth } from '../../format';
import type { DaySales } from '../../types';
import { ChartFigures } from './DataTable';

/** Tickets (bars, left axis) and gross in reais (line, right axis) per day of sale. */
export function SalesPerDayChart({ days }: { days: DaySales[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const data = days.map((day) => ({ day: formatDayMonth(day.date, language), tickets: day.tickets, gross: day.gross / 100 }));
  return (
    <Stack gap="xs" component="section" aria-labelledby="dashboard-days">
      <Title order={2} size="h4" id="dashboard-days">
        {t('console.dashboard.days.title')}
      </Title>
      {days.length === 0 ? (
        <Text c="dimmed">{t('console.dashboard.days.empty')}</Text>
      ) : (
        <>
          <Box aria-hidden="true">
            <CompositeChart
              h={260}
              data={data}
              dataKey="day"
              withLegend
              withRightYAxis
              maxBarWidth={40}
              valueFormatter={(value) => formatCount(value, language)}
              composedChartProps={{ accessibilityLayer: false }}
              series={[
                { name: 'tickets', label: t('console.dashboard.days.tickets'), type: 'bar', color: 'blue.6' },
                { name: 'gross', label: t('console.dashboard.days.grossReais'), type: 'line', color: 'teal.8', yAxisId: 'right' },
              ]}
            />
          </Box>
          <ChartFigures
            caption={t('console.dashboard.days.title')}
            head={[t('console.dashboard.days.day'), t('console.dashboard.days.tickets'), t('console.dashboard.orders'), t('console.dashboard.gross')]}
            rows={days.map((day) => ({
              key: day.date,
              cells: [formatDayMonth(day.date, language), formatCount(day.tickets, language), formatCount(day.orders, language), formatCentavos(day.gross)],
            }))}
          />
        </>
      )}
    </Stack>
  );
}
