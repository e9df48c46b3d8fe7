// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { NotFoundPage, ErrorPage } from '../components/layout/ErrorPage';
import { useOrders } from '../features/orders/api/list-orders';
import { useStoreConfig } from '../features/store-config/api/get-store-config';
import { usePageTitle } from '../features/store-config/use-page-title';
import { useTicket } from '../features/tickets/api/get-ticket';
import { TicketView } from '../features/tickets/components/TicketView';
import { ApiError } from '../lib/api/api-error';
import { useReportOrderError } from '../lib/order-error';
import { useLoggedUser } from '../lib/use-logged-user';

/** `/ingressos/:token` and `/ticket/:token`: a ticket opened by its token, no header or footer. */
export function TicketPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const config = useStoreConfig();
  const user = useLoggedUser();
  const ticket = useTicket(token, user?.access_token ?? null);
  const orders = useOrders(user?.access_token ?? null);
  // Spec section 2: the header stays hidden here, an unknown token included; only a 401 (the
  // error flag of order details, section 4) brings it back.
  useReportOrderError(ticket.error instanceof ApiError && ticket.error.status === 401);
  usePageTitle(ticket.data ? `${ticket.data.event.nome} · ${ticket.data.holder.name}` : t('tickets.pageTitle'));

  if (ticket.isPending) {
    return (
      <Stack align="center" py={64} role="status">
        <Loader aria-hidden />
        <Text>{t('common.loading')}</Text>
      </Stack>
    );
  }
  if (ticket.isError) {
    const status = ticket.error instanceof ApiError ? ticket.error.status : null;
    return status === 404 ? <NotFoundPage /> : <ErrorPage status={status} />;
  }

  // The ticket does not say whose it is: the caller owns it when its order is among theirs.
  const owner = Boolean(orders.data?.some((order) => order.hash === ticket.data.order_hash));
  return (
    <>
      <Group justify="space-between" px="md" pt="md" maw={560} mx="auto" data-no-print>
        <Link to="/" aria-label={config.name}>
          <img src={config.configs.template.logo} alt="" style={{ maxHeight: 40, maxWidth: 160 }} />
        </Link>
        {user && (
          <Anchor component={Link} to="/ingressos" size="sm">
            {t('nav.myTickets')}
          </Anchor>
        )}
      </Group>
      <TicketView ticket={ticket.data} owner={owner} />
    </>
  );
}
