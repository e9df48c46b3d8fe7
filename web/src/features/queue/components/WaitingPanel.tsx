import { Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueStatus } from '../api';

/** An honest wait: rounded, and said plainly when the line cannot tell it yet. */
export function waitText(t: TFunction, seconds: number | null): string {
  if (seconds === null) return t('queue.wait.unknown');
  if (seconds < 60) return t('queue.wait.lessThanMinute');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('queue.wait.minutes', { count: minutes });
  const byFive = Math.round(seconds / 300) * 5;
  return t('queue.wait.hours', { hours: Math.floor(byFive / 60), minutes: String(byFive % 60).padStart(2, '0') });
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** The numbers of a visitor in line: place, people ahead, the wait, the pace, and how far they came. */
export function WaitingPanel({ status }: { status: QueueStatus }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language === 'en' ? 'en-US' : 'pt-BR');
  // The place this page first saw: the bar fills as the line moves from there.
  const [first, setFirst] = useState(status.posicao);
  if (status.posicao > first) setFirst(status.posicao);
  const progress = first > 0 ? Math.round(((first - status.posicao) / first) * 100) : 0;
  const drawn = status.posicao > 0;
  return (
    <Stack gap="md">
      {drawn && (
        <SimpleGrid cols={2} spacing="sm">
          <Stat label={t('queue.position')} value={number(status.posicao)} testId="queue-position" />
          <Stat label={t('queue.ahead')} value={number(status.a_frente)} testId="queue-ahead" />
        </SimpleGrid>
      )}
      {drawn && <Progress value={progress} size="lg" radius="xl" aria-label={t('queue.progress')} />}
      <Stack gap={4}>
        <Text>
          <Text span fw={600}>
            {t('queue.waitLabel')}:
          </Text>{' '}
          <span data-testid="queue-wait">{waitText(t, status.espera_segundos)}</span>
        </Text>
        {status.por_minuto > 0 && (
          <Text c="dimmed" data-testid="queue-rate">
            {t('queue.rate', { count: status.por_minuto })}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
