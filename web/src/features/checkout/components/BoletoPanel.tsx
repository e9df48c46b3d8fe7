import type { ReactNode } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import type { BoletoCharge } from '../api/types';
import { CopyField } from './CopyField';

interface BoletoPanelProps {
  boleto: BoletoCharge | null;
  pending: boolean;
  timezone: string;
  onGenerate: () => void;
  sandbox?: ReactNode;
}

/** Boleto: the digitable line with a copy button and the due date. */
export function BoletoPanel({ boleto, pending, timezone, onGenerate, sandbox }: BoletoPanelProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  if (!boleto) {
    return (
      <Button size="md" fullWidth loading={pending} onClick={onGenerate} data-testid="boleto-generate">
        {t('checkout.pay.boletoGenerate')}
      </Button>
    );
  }
  return (
    <Stack gap="sm" data-testid="boleto">
      <CopyField label={t('checkout.pay.boletoLine')} value={boleto.digitable_line} testId="boleto-line" />
      <Text fw={600} data-testid="boleto-due">
        {t('checkout.pay.boletoDue', { date: formatDate(boleto.due_date, timezone, language) })}
      </Text>
      <Text size="sm">{t('checkout.pay.boletoHint')}</Text>
      <Group gap="xs" wrap="nowrap" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('checkout.pay.waiting')}</Text>
      </Group>
      {sandbox}
    </Stack>
  );
}
