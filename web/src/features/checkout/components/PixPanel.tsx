import type { ReactNode } from 'react';
import { Button, Image, Loader, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import type { PixCharge } from '../api/contract';
import { CopyField } from './CopyField';
import { OrderCodeField } from './OrderCodeField';

interface PixPanelProps {
  pix: PixCharge | null;
  pending: boolean;
  timezone: string;
  onGenerate: () => void;
  /** The order's code, to look the order up after leaving to pay. */
  hash: string;
  /** The sandbox button, when the store is in sandbox mode. */
  sandbox?: ReactNode;
}

/** PIX: the QR image and the copy-and-paste code; the checkout polls the order until it is paid. */
export function PixPanel({ pix, pending, timezone, onGenerate, hash, sandbox }: PixPanelProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  if (!pix) {
    return (
      <Button size="md" fullWidth loading={pending} onClick={onGenerate} data-testid="pix-generate">
        {t('checkout.pay.pixGenerate')}
      </Button>
    );
  }
  return (
    <Stack gap="sm" data-testid="pix">
      <Text size="sm">{t('checkout.pay.pixScan')}</Text>
      <Image
        src={`data:image/png;base64,${pix.qr_png}`}
        alt={t('checkout.pay.pixQr')}
        w={220}
        h={220}
        mx="auto"
        fit="contain"
        style={{ imageRendering: 'pixelated' }}
      />
      <CopyField label={t('checkout.pay.pixCode')} value={pix.brcode} testId="pix-code" />
      <Text size="xs" c="gray.7">
        {t('checkout.pay.pixExpires', { time: formatTime(pix.expires_at, timezone, language) })}
      </Text>
      <Group gap="xs" wrap="nowrap" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('checkout.pay.waiting')}</Text>
      </Group>
      <OrderCodeField hash={hash} />
      {sandbox}
    </Stack>
  );
}
