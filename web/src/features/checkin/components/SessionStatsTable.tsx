import { Alert, Loader, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { formatEventDate, zoneFor } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { useCheckinStats } from '../api/checkin';

/** Per session: sold, checked in, remaining. */
export function SessionStatsTable({ doorKey }: { doorKey: string }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const stats = useCheckinStats(doorKey);
  return (
    <section aria-labelledby="door-stats">
      <Title order={2} size="h3" id="door-stats" mb="xs">
        {t('portaria.stats')}
      </Title>
      {stats.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {stats.isError && (
        <Alert color="red">
          {stats.error instanceof ApiError && stats.error.status === 401 ? t('portaria.badKey') : t('portaria.statsFailed')}
        </Alert>
      )}
      {stats.data && stats.data.length === 0 && <Text c="gray.7">{t('portaria.noSessions')}</Text>}
      {stats.data && stats.data.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table striped fz="md" data-testid="door-stats">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('portaria.session')}</Table.Th>
                <Table.Th ta="right">{t('portaria.sold')}</Table.Th>
                <Table.Th ta="right">{t('portaria.checkedIn')}</Table.Th>
                <Table.Th ta="right">{t('portaria.remaining')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.data.map((row) => (
                <Table.Tr key={row.session_id} data-session={row.session_id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {typeof row.event === 'string' ? row.event : row.event.nome}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {formatEventDate(row.inicio, zoneFor(row.inicio, row.timezone), language)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{row.sold}</Table.Td>
                  <Table.Td ta="right">{row.checked_in}</Table.Td>
                  <Table.Td ta="right">{row.remaining}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
