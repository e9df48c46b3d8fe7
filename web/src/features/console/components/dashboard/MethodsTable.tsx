import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCentavos, formatCount, formatPercent } from '../../format';
import type { MethodSales } from '../../types';
import { FiguresTable } from './DataTable';

/** The sold orders per payment method, most gross first, with each one's share of the gross. */
export function MethodsTable({ methods, gross }: { methods: MethodSales[]; gross: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const title = t('console.dashboard.methods.title');
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <FiguresTable
        caption={title}
        head={[
          t('console.dashboard.methods.method'),
          t('console.dashboard.orders'),
          t('console.dashboard.gross'),
          t('console.dashboard.fees'),
          t('console.dashboard.net'),
          t('console.dashboard.methods.share'),
        ]}
        rows={methods.map((method) => ({
          key: method.method,
          cells: [
            t(`console.order.method.${method.method}`),
            formatCount(method.orders, language),
            formatCentavos(method.gross),
            formatCentavos(method.fees),
            formatCentavos(method.net),
            gross > 0 ? formatPercent(method.gross / gross, language) : '—',
          ],
        }))}
      />
    </Stack>
  );
}
