import { Alert, Badge, Button, Group, Input, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useEvents } from '../../features/console/api/events';
import { ORDER_STATUSES, useOrders } from '../../features/console/api/orders';
import { ConsoleLink } from '../../features/console/components/ConsoleLink';
import { consoleErrorText } from '../../features/console/errors';
import { formatCentavos, formatDateTime } from '../../features/console/format';
import { ORDER_STATUS_COLORS } from '../../features/orders/components/OrderStatusBadge';
import type { OrderStatus } from '../../features/console/types';
import { useConsoleTitle } from '../../features/console/use-console-title';

/** The first characters of an order's hash, enough to tell orders apart on screen. */
export function shortHash(hash: string): string {
  return hash.length > 10 ? `${hash.slice(0, 10)}…` : hash;
}

/**
 * `/organizador/pedidos` (owners, managers, finance): the organizer's orders, newest first,
 * found by buyer, CPF, order hash or ticket code and filtered by status, a page at a time;
 * `?evento={id}` (the event dashboard's link) keeps to one event's orders.
 */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  useConsoleTitle(t('console.orders.title'));
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const eventParam = Number(new URLSearchParams(useSearch()).get('evento'));
  const event = Number.isInteger(eventParam) && eventParam > 0 ? eventParam : undefined;
  const eventName = useEvents().data?.find((candidate) => candidate.id === event)?.nome;
  const orders = useOrders(q, status, event);
  const list = orders.data?.pages.flatMap((page) => page.orders ?? []) ?? [];
  const statusId = useId();

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.orders.title')}
      </Title>
      {event && (
        <Group gap="xs">
          <Text>{t('console.orders.ofEvent', { name: eventName ?? `#${event}` })}</Text>
          <ConsoleLink href="/organizador/pedidos">{t('console.orders.allEvents')}</ConsoleLink>
        </Group>
      )}
      <form
        role="search"
        onSubmit={(submit) => {
          submit.preventDefault();
          setQ(typed.trim());
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('console.orders.search')}
            description={t('console.orders.searchHint')}
            value={typed}
            onChange={(change) => setTyped(change.currentTarget.value)}
            miw={280}
          />
          {/* Mantine's Input as a select, as RoleSelect does: NativeSelect would split the storefront's first chunks. */}
          <Input.Wrapper label={t('console.orders.status')} id={statusId}>
            <Input
              component="select"
              id={statusId}
              value={status ?? ''}
              onChange={(change: React.ChangeEvent<HTMLSelectElement>) =>
                setStatus(change.currentTarget.value ? (change.currentTarget.value as OrderStatus) : undefined)
              }
              rightSection={<span aria-hidden="true">▾</span>}
              rightSectionPointerEvents="none"
            >
              <option value="">{t('console.orders.allStatuses')}</option>
              {ORDER_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`console.orders.statuses.${option}`)}
                </option>
              ))}
            </Input>
          </Input.Wrapper>
          <Button type="submit">{t('console.orders.find')}</Button>
        </Group>
      </form>
      {orders.error && (
        <Alert color="red" variant="light" role="alert">
          {consoleErrorText(t, orders.error)}
        </Alert>
      )}
      {orders.isSuccess && list.length === 0 && <Text>{t('console.orders.empty')}</Text>}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((order) => (
          <Paper key={order.hash} withBorder p="sm" component="li" data-testid="console-order">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2}>
                <Group gap="xs">
                  <ConsoleLink href={`/organizador/pedidos/${encodeURIComponent(order.hash)}`} fw={700} ff="monospace">
                    {shortHash(order.hash)}
                  </ConsoleLink>
                  <Badge color={ORDER_STATUS_COLORS[order.status]} variant="filled" autoContrast>
                    {t(`console.orders.statuses.${order.status}`)}
                  </Badge>
                </Group>
                <Text size="sm">
                  {order.buyer.name} ({order.buyer.email}) · {order.event.nome}
                </Text>
                <Text size="sm">
                  <time dateTime={order.created_at}>{formatDateTime(order.created_at, i18n.language)}</time>
                </Text>
              </Stack>
              <Text fw={700}>{formatCentavos(order.total)}</Text>
            </Group>
          </Paper>
        ))}
      </Stack>
      {orders.hasNextPage && (
        <Button variant="default" onClick={() => void orders.fetchNextPage()} loading={orders.isFetchingNextPage} maw={240}>
          {t('console.orders.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
