import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../lib/money';

export interface SummaryLine {
  label: string;
  amount: number;
}

interface PriceSummaryProps {
  lines: SummaryLine[];
  subtotal: number;
  fee: number;
  discount?: number;
  coupon?: string | null;
  /** Left out where the total is shown beside the button that goes on (step 1's bar). */
  total?: number;
  /** Before the reservation the server has not priced the order yet. */
  estimate?: boolean;
}

/**
 * Tickets, the discount, then the service fee on its own line (Decreto 7.962/2013: every
 * extra shown apart before payment), charged on the discounted amount, and the total: the
 * order of the order e-mails.
 */
export function PriceSummary({ lines, subtotal, fee, discount = 0, coupon, total, estimate }: PriceSummaryProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="price-summary" aria-label={t('checkout.summary.title')} component="section">
      <Stack gap={6}>
        {lines.map((line, i) => (
          <Group key={i} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{line.label}</Text>
            <Text size="sm">{formatCentavos(line.amount)}</Text>
          </Group>
        ))}
        <Divider my={4} />
        <Group justify="space-between">
          <Text size="sm">{t('checkout.summary.subtotal')}</Text>
          <Text size="sm" data-testid="summary-subtotal">
            {formatCentavos(subtotal)}
          </Text>
        </Group>
        {discount > 0 && (
          <Group justify="space-between">
            <Text size="sm" c="green.9">
              {coupon ? t('checkout.summary.discount', { code: coupon }) : t('checkout.summary.discountPlain')}
            </Text>
            <Text size="sm" c="green.9" data-testid="summary-discount">
              − {formatCentavos(discount)}
            </Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text size="sm">{t('checkout.summary.fee')}</Text>
          <Text size="sm" data-testid="summary-fee">
            {formatCentavos(fee)}
          </Text>
        </Group>
        {total !== undefined && (
          <Group justify="space-between">
            <Text fw={700}>{t('checkout.summary.total')}</Text>
            <Text fw={700} data-testid="summary-total">
              {formatCentavos(total)}
            </Text>
          </Group>
        )}
        <Text size="xs" c="gray.7">
          {t('checkout.summary.feeNote')}
          {estimate ? ` ${t('checkout.summary.estimate')}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
