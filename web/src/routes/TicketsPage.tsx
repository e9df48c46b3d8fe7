// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import { Alert, Anchor, Button, Container, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconSearch, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAccountDialogs } from '../features/account/account-dialogs-context';
import { useOrders } from '../features/orders/api/list-orders';
import { OrderCard } from '../features/orders/components/OrderCard';
import { groupOrders } from '../features/orders/order-rules';
import type { Order } from '../features/orders/types';
import { useLoggedUser } from '../lib/use-logged-user';
import { usePageTitle } from '../features/store-config/use-page-title';

/** `/ingressos`: My tickets (spec section 2), where a login lands (spec section 4). */
export function TicketsPage() {
  const { t } = useTranslation();
  const user = useLoggedUser();
  usePageTitle(t('orders.pageTitle'));
  return (
    <Container size={900} py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>{t('orders.pageTitle')}</Title>
        {user ? <MyOrders token={user.access_token} /> : <LoggedOut />}
        <Text size="sm">
          <Anchor component={Link} to="/pedido">
            {t('lookup.linkFromTickets')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

function LoggedOut() {
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text>{t('orders.loginPrompt')}</Text>
        <Button onClick={() => dialogs.open({ kind: 'login' })}>{t('orders.login')}</Button>
      </Stack>
    </Paper>
  );
}

function MyOrders({ token }: { token: string }) {
  const { t } = useTranslation();
  const orders = useOrders(token);
  const [tab, setTab] = useState<string | null>('upcoming');

  if (orders.isPending) {
    return (
      <Stack align="center" py="xl" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text>{t('common.loading')}</Text>
      </Stack>
    );
  }
  if (orders.isError) {
    return (
      <Alert color="red" title={t('orders.loadFailed')}>
        <Button variant="light" color="red" onClick={() => void orders.refetch()}>
          {t('orders.retry')}
        </Button>
      </Alert>
    );
  }

  const { upcoming, past } = groupOrders(orders.data);
  if (!upcoming.length && !past.length) return <EmptyState />;

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="upcoming">{t('orders.upcoming', { n: upcoming.length })}</Tabs.Tab>
        <Tabs.Tab value="past">{t('orders.past', { n: past.length })}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="upcoming" pt="md">
        <OrderList orders={upcoming} empty={t('orders.noUpcoming')} />
      </Tabs.Panel>
      <Tabs.Panel value="past" pt="md">
        <OrderList orders={past} empty={t('orders.noPast')} past />
      </Tabs.Panel>
    </Tabs>
  );
}

function OrderList({ orders, empty, past = false }: { orders: Order[]; empty: string; past?: boolean }) {
  if (!orders.length) return <Text c="gray.7">{empty}</Text>;
  return (
    <Stack gap="md">
      {orders.map((order) => (
        <OrderCard key={order.hash} order={order} past={past} />
      ))}
    </Stack>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" data-testid="orders-empty">
      <Stack align="center" gap="sm" ta="center">
        <IconTicket size={40} aria-hidden />
        <Text fw={600}>{t('orders.empty')}</Text>
        <Text size="sm">{t('orders.emptyHint')}</Text>
        <Button component={Link} to="/" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('orders.browse')}
        </Button>
      </Stack>
    </Paper>
  );
}
