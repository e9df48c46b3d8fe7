import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import type { BoletoCharge } from '../api/contract';
import { CopyField } from './CopyField';
import { OrderCodeField } from './OrderCodeField';

/**
 * A bank boleto's 47 digits as printed: "00190.00009 00004.143343 52440.294529 6 16420000005500".
 * Anything else (a utility bill's 48 digits, text already formatted) is shown as it came.
 */
export function formatDigitableLine(line: string): string {
  const d = line.replace(/\D/g, '');
  if (d.length !== 47) return line;
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
}

interface BoletoPanelProps {
  boleto: BoletoCharge | null;
  /** False when a boleto issued now would clear only after the session starts. */
  available: boolean;
  pending: boolean;
  timezone: string;
  onGenerate: () => void;
  /** The order's code, to look the order up after leaving to pay. */
  hash: string;
  sandbox?: ReactNode;
}

/** Boleto: the digitable line with a copy button, the due date, and the printable boleto when the gateway hosts one. */
export function BoletoPanel({ boleto, available, pending, timezone, onGenerate, hash, sandbox }: BoletoPanelProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  if (!boleto && !available) {
    return (
      <Alert color="blue" variant="light" data-testid="boleto-unavailable">
        {t('checkout.pay.boletoUnavailable')}
      </Alert>
    );
  }
  if (!boleto) {
    return (
      <Button size="md" fullWidth loading={pending} onClick={onGenerate} data-testid="boleto-generate">
        {t('checkout.pay.boletoGenerate')}
      </Button>
    );
  }
  return (
    <Stack gap="sm" data-testid="boleto">
      <CopyField label={t('checkout.pay.boletoLine')} value={formatDigitableLine(boleto.digitable_line)} testId="boleto-line" />
      <Text fw={600} data-testid="boleto-due">
        {t('checkout.pay.boletoDue', { date: formatDate(boleto.due_date, timezone, language) })}
      </Text>
      {boleto.pdf_url && (
        // The gateway's page, in a tab of its own: the checkout (in its frame) stays as it is.
        <Button
          component="a"
          href={boleto.pdf_url}
          target="_blank"
          rel="noopener"
          variant="light"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          w="fit-content"
          data-testid="boleto-pdf"
        >
          {t('checkout.pay.boletoPdf')}
        </Button>
      )}
      <Text size="sm">{t('checkout.pay.boletoHint')}</Text>
      <Group gap="xs" wrap="nowrap" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('checkout.pay.waiting')}</Text>
      </Group>
      <OrderCodeField hash={hash} />
      {sandbox}
    </Stack>
  );
}
