import { Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import type { CheckinOk, ScanResult } from '../types';

/** The door is where the event is: the phone's own zone is the event's. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Sao_Paulo';

const holderName = (holder: CheckinOk['holder'] | null | undefined) =>
  !holder ? '' : typeof holder === 'string' ? holder : holder.name;

/** The result of a scan in large type and colour, read out by screen readers. */
export function ScanResultPanel({ result }: { result: ScanResult | null }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  if (!result) {
    return (
      <Paper p="lg" radius="md" withBorder aria-live="assertive" data-testid="scan-result" data-kind="none">
        <Text size="lg" c="gray.7" ta="center">
          {t('portaria.waiting')}
        </Text>
      </Paper>
    );
  }
  const ok = result.kind === 'ok';
  const queued = result.kind === 'queued';
  const bg = ok ? 'green.9' : queued ? 'yellow.5' : 'red.9';
  const color = queued ? 'dark' : 'white';
  const Icon = ok ? IconCircleCheck : queued ? IconClockPause : IconCircleX;

  return (
    <Paper p="lg" radius="md" bg={bg} c={color} aria-live="assertive" role="status" data-testid="scan-result" data-kind={result.kind}>
      <Stack gap={4} align="center" ta="center">
        <Icon size={56} aria-hidden />
        {result.kind === 'ok' && (
          <>
            <Text fz={34} fw={800} lh={1.1}>
              {t('portaria.ok')}
            </Text>
            <Text fz={24} fw={700}>
              {holderName(result.data.holder)}
            </Text>
            <Text fz={20}>
              {result.data.sector}
              {result.data.type === 'half' ? ` · ${t('orders.ticketType.half')}` : ''}
            </Text>
          </>
        )}
        {result.kind === 'refused' && (
          <>
            <Text fz={34} fw={800} lh={1.1}>
              {t('portaria.refused')}
            </Text>
            <Text fz={22} fw={700}>
              {result.data.message || t('portaria.refusedGeneric')}
            </Text>
            {result.data.checked_in_at && (
              <Text fz={20}>
                {t('portaria.firstEntry', {
                  date: formatDateTime(result.data.checked_in_at, localZone(), language),
                })}
              </Text>
            )}
            {holderName(result.data.holder) && <Text fz={18}>{holderName(result.data.holder)}</Text>}
          </>
        )}
        {result.kind === 'badKey' && (
          <Text fz={26} fw={800}>
            {t('portaria.badKey')}
          </Text>
        )}
        {result.kind === 'error' && (
          <Text fz={26} fw={800}>
            {result.message || t('portaria.error')}
          </Text>
        )}
        {queued && (
          <>
            <Text fz={28} fw={800} lh={1.1}>
              {t('portaria.queuedTitle')}
            </Text>
            <Text fz={18}>{t('portaria.queuedHint')}</Text>
          </>
        )}
        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all', opacity: 0.85 }}>
          {result.token}
        </Text>
      </Stack>
    </Paper>
  );
}
