import { Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatClock, formatCount, formatDateTime, formatPercent } from '../../format';
import type { SalesSession } from '../../types';

interface DoorProgressProps {
  sessions: SalesSession[];
  timeZone: string;
  /** When the figures were read (the answer's generated_at). */
  updatedAt: string;
  /** A session is on: the figures refresh every few seconds. */
  live: boolean;
}

/** Per session, the tickets checked in of those sold, as the door counts them. */
export function DoorProgress({ sessions, timeZone, updatedAt, live }: DoorProgressProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Stack gap="xs" component="section" aria-labelledby="dashboard-door">
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Title order={2} size="h4" id="dashboard-door">
            {t('console.dashboard.door.title')}
          </Title>
          {live && (
            <Badge color="red.9" variant="filled" autoContrast>
              {t('console.dashboard.door.live')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" data-testid="dashboard-updated">
          {t('console.dashboard.updatedAt', { time: formatClock(updatedAt, timeZone) })}
        </Text>
      </Group>
      {sessions.map((session) => {
        const when = formatDateTime(session.inicio, language, timeZone);
        const ratio = session.sold > 0 ? session.checked_in / session.sold : 0;
        const summary = t('console.dashboard.door.progress', {
          in: formatCount(session.checked_in, language),
          sold: formatCount(session.sold, language),
          percent: formatPercent(ratio, language),
        });
        return (
          <Stack key={session.id} gap={4} data-testid="dashboard-door-session">
            <Text size="sm">
              <Text span fw={700}>
                {when}
              </Text>
              {' · '}
              {summary}
            </Text>
            {/* A bar of its own: Mantine's Progress would move a helper into the storefront's first chunk. */}
            <Box
              role="progressbar"
              aria-label={`${when}: ${summary}`}
              aria-valuemin={0}
              aria-valuemax={session.sold}
              aria-valuenow={session.checked_in}
              h={14}
              bg="gray.2"
              style={{ borderRadius: 7, overflow: 'hidden' }}
            >
              <Box h="100%" bg="blue.7" w={`${Math.min(100, ratio * 100)}%`} />
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
