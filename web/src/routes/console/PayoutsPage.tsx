import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPayoutsCsv, usePayouts } from '../../features/console/api/payouts';
import type { Outcome } from '../../features/console/components/CancelOrderAction';
import { ConsoleLink } from '../../features/console/components/ConsoleLink';
import { consoleErrorText } from '../../features/console/errors';
import { currentMonth, formatCentavos, formatDateTime, formatDay } from '../../features/console/format';
import { useConsoleTitle } from '../../features/console/use-console-title';
import { shortHash } from './OrdersPage';

/** Orders shown at first and added by each "Mostrar mais": a year's report may hold thousands. */
export const PAYOUT_ROWS_STEP = 100;

const FIGURES = ['gross', 'fees', 'refunds', 'disputes', 'net'] as const;

/** A table that scrolls sideways on a phone; focusable so a keyboard scrolls it too. */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}

/**
 * `/organizador/repasses` (owners, finance): the payouts report of a period (the current month
 * at first; days in São Paulo): totals, each day, each order, and the same as a CSV fetched with
 * the console's token.
 */
export function PayoutsPage() {
  const { t, i18n } = useTranslation();
  useConsoleTitle(t('console.payouts.title'));
  const [typed, setTyped] = useState(currentMonth);
  const [period, setPeriod] = useState(typed);
  const [shown, setShown] = useState(PAYOUT_ROWS_STEP);
  const [downloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const report = usePayouts(period.from, period.to);
  const data = report.data;
  const money = formatCentavos;

  const download = () => {
    setOutcome(null);
    setDownloading(true);
    downloadPayoutsCsv(period.from, period.to)
      .catch((error: unknown) => setOutcome({ ok: false, text: consoleErrorText(t, error) }))
      .finally(() => setDownloading(false));
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.payouts.title')}
      </Title>
      <form
        onSubmit={(submit) => {
          submit.preventDefault();
          setOutcome(null);
          setShown(PAYOUT_ROWS_STEP);
          setPeriod(typed);
        }}
      >
        <Group align="flex-end" gap="sm">
          {(['from', 'to'] as const).map((end) => (
            <TextInput
              key={end}
              type="date"
              label={t(`console.payouts.${end}`)}
              required
              value={typed[end]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setTyped((current) => ({ ...current, [end]: value }));
              }}
            />
          ))}
          <Button type="submit">{t('console.payouts.show')}</Button>
          <Button variant="default" loading={downloading} onClick={download}>
            {t('console.payouts.csv')}
          </Button>
        </Group>
      </form>
      {outcome && (
        <Alert color="red" variant="light" role="alert">
          {outcome.text}
        </Alert>
      )}
      {report.error && (
        <Alert color="red" variant="light" role="alert">
          {consoleErrorText(t, report.error)}
        </Alert>
      )}
      {data && (
        <>
          <section aria-labelledby="payouts-totals">
            <Title order={2} size="h4" id="payouts-totals" mb="xs">
              {t('console.payouts.totals', { from: formatDay(data.period.from, i18n.language), to: formatDay(data.period.to, i18n.language) })}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              <Paper withBorder p="xs">
                <Text size="sm">{t('console.payouts.orders')}</Text>
                <Text fw={700} data-testid="payouts-total-orders">
                  {data.totals.orders}
                </Text>
              </Paper>
              {FIGURES.map((figure) => (
                <Paper key={figure} withBorder p="xs">
                  <Text size="sm">{t(`console.payouts.figures.${figure}`)}</Text>
                  <Text fw={700} data-testid={`payouts-total-${figure}`}>
                    {money(data.totals[figure])}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </section>
          <section aria-labelledby="payouts-days">
            <Title order={2} size="h4" id="payouts-days" mb="xs">
              {t('console.payouts.days')}
            </Title>
            {data.days.length === 0 ? (
              <Text size="sm">{t('console.payouts.empty')}</Text>
            ) : (
              <Scroller label={t('console.payouts.days')}>
                <Table striped data-testid="payouts-days">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('console.payouts.day')}</Table.Th>
                      <Table.Th>{t('console.payouts.orders')}</Table.Th>
                      {FIGURES.map((figure) => (
                        <Table.Th key={figure}>{t(`console.payouts.figures.${figure}`)}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.days.map((day) => (
                      <Table.Tr key={day.date}>
                        <Table.Td>{formatDay(day.date, i18n.language)}</Table.Td>
                        <Table.Td>{day.orders}</Table.Td>
                        {FIGURES.map((figure) => (
                          <Table.Td key={figure}>{money(day[figure])}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Scroller>
            )}
          </section>
          {data.orders.length > 0 && (
            <section aria-labelledby="payouts-orders">
              <Title order={2} size="h4" id="payouts-orders" mb="xs">
                {t('console.payouts.perOrder', { count: data.orders.length })}
              </Title>
              <Scroller label={t('console.payouts.perOrder', { count: data.orders.length })}>
                <Table striped data-testid="payouts-orders">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('console.payouts.paidAt')}</Table.Th>
                      <Table.Th>{t('console.payouts.order')}</Table.Th>
                      <Table.Th>{t('console.payouts.event')}</Table.Th>
                      <Table.Th>{t('console.payouts.method')}</Table.Th>
                      <Table.Th>{t('console.payouts.figures.gross')}</Table.Th>
                      <Table.Th>{t('console.payouts.figures.fees')}</Table.Th>
                      <Table.Th>{t('console.payouts.figures.refunds')}</Table.Th>
                      <Table.Th>{t('console.payouts.figures.disputes')}</Table.Th>
                      <Table.Th>{t('console.payouts.figures.net')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.orders.slice(0, shown).map((row) => (
                      <Table.Tr key={row.hash}>
                        <Table.Td>{formatDateTime(row.paid_at, i18n.language, data.period.timezone)}</Table.Td>
                        <Table.Td>
                          <ConsoleLink href={`/organizador/pedidos/${encodeURIComponent(row.hash)}`} ff="monospace">
                            {shortHash(row.hash)}
                          </ConsoleLink>
                        </Table.Td>
                        <Table.Td>{row.event.nome}</Table.Td>
                        <Table.Td>{t(`console.order.method.${row.method}`)}</Table.Td>
                        <Table.Td>{money(row.gross)}</Table.Td>
                        <Table.Td>{money(row.fee)}</Table.Td>
                        <Table.Td>{money(row.refunded)}</Table.Td>
                        <Table.Td>{money(row.disputed)}</Table.Td>
                        <Table.Td>{money(row.net)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Scroller>
              {data.orders.length > shown && (
                <Button variant="default" mt="sm" maw={240} onClick={() => setShown((n) => n + PAYOUT_ROWS_STEP)}>
                  {t('console.payouts.more', { count: data.orders.length - shown })}
                </Button>
              )}
            </section>
          )}
        </>
      )}
    </Stack>
  );
}
