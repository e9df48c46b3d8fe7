// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { useAccountDialogs } from '../features/account/account-dialogs-context';
import { MaskedTextInput } from '../features/account/components/MaskedTextInput';
import { CPF_MASK } from '../features/account/masks';
import { readOrderDocument, storeOrderDocument, useOrderDetails } from '../features/orders/api/order-details';
import { OrderFacts } from '../features/orders/components/OrderFacts';
import { OrderLookupForm } from '../features/orders/components/OrderLookupForm';
import { OrderStatusBadge } from '../features/orders/components/OrderStatusBadge';
import { OrderTickets } from '../features/orders/components/OrderTickets';
import { ticketsUsable } from '../features/orders/order-rules';
import type { Order } from '../features/orders/types';
import { ApiError } from '../lib/api/api-error';
import { formatCpf, isValidCpf, onlyDigits } from '../lib/validation';
import { useLoggedUser } from '../lib/use-logged-user';
import { usePageTitle } from '../features/store-config/use-page-title';

/** `/pedido`: a visitor types the order code and, optionally, the buyer's CPF. */
export function OrderLookupFormPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  usePageTitle(t('lookup.title'));
  return (
    <Container size={560} py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>{t('lookup.title')}</Title>
        <Text>{t('lookup.intro')}</Text>
        <OrderLookupForm
          onSubmit={({ hash, document }) => {
            const code = hash.trim().toLowerCase();
            storeOrderDocument(code, document);
            navigate(`/pedido/${code}`);
          }}
        />
      </Stack>
    </Container>
  );
}

/**
 * `/pedido/:hash`: one order for a visitor (spec section 4, "Order details").
 * The document is kept under `orderDocument-{hash}`; a 401 with a document
 * says 'Documento Inválido'.
 */
export function OrderLookupPage() {
  const { hash = '' } = useParams();
  const { t } = useTranslation();
  const [document, setDocument] = useState(() => readOrderDocument(hash));
  const [typed, setTyped] = useState(() => formatCpf(document));
  const [typedError, setTypedError] = useState<string | null>(null);
  const details = useOrderDetails(hash, document);
  usePageTitle(t('lookup.title'));

  const status = details.error instanceof ApiError ? details.error.status : null;
  const invalidDocument = status === 401 && document !== '';
  // Shown without a document, the order is the logged-in customer's own: nothing to ask (nor
  // while it loads for them, so the form does not flash).
  const loggedIn = useLoggedUser() !== null;
  const ownOrder = document === '' && (details.data !== undefined || (loggedIn && details.isPending));

  const submitDocument = (event: React.FormEvent) => {
    event.preventDefault();
    const digits = onlyDigits(typed);
    if (digits && !isValidCpf(digits)) {
      setTypedError(t('orders.validation.cpf'));
      return;
    }
    setTypedError(null);
    storeOrderDocument(hash, digits);
    setDocument(digits);
  };

  return (
    <Container size={720} py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>{t('lookup.orderTitle')}</Title>
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {t('lookup.code')}: {hash}
        </Text>
        {!ownOrder && (
          <form onSubmit={submitDocument} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <MaskedTextInput
                mask={CPF_MASK}
                value={typed}
                onChange={setTyped}
                label={t('lookup.document')}
                description={t('lookup.documentHint')}
                descriptionProps={{ c: 'gray.7' }}
                inputMode="numeric"
                style={{ flex: '1 1 220px' }}
                error={typedError ?? (invalidDocument ? t('lookup.invalidDocument') : undefined)}
                errorProps={{ role: 'alert' }}
              />
              <Button type="submit" loading={details.isFetching}>
                {t('lookup.submit')}
              </Button>
            </Group>
          </form>
        )}
        {details.isPending && (
          <Group role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('common.loading')}</Text>
          </Group>
        )}
        {status === 401 && !document && <Alert color="blue">{t('lookup.needDocument')}</Alert>}
        {status === 404 && <Alert color="red">{t('lookup.notFound')}</Alert>}
        {details.isError && status !== 401 && status !== 404 && <Alert color="red">{t('errors.generic')}</Alert>}
        {details.data && (
          <Card withBorder radius="md" padding="md" data-testid="order-details">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={2} size="h3">
                  {details.data.event.nome}
                </Title>
                <OrderStatusBadge order={details.data} />
              </Group>
              <OrderFacts order={details.data} detailed />
              {ticketsUsable(details.data) && <OrderTickets tickets={details.data.tickets ?? []} />}
            </Stack>
          </Card>
        )}
        {details.data && <CancelWithAccount order={details.data} />}
      </Stack>
    </Container>
  );
}

/**
 * A paid order that may still be cancelled is cancelled from My tickets: a guest buyer gets
 * there by logging in or creating an account with the order's e-mail, which makes the order
 * theirs (the server's checkout.claimGuestOrders).
 */
function CancelWithAccount({ order }: { order: Order }) {
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  const user = useLoggedUser();
  if (user || !order.actions?.cancel?.allowed || !order.buyer?.email) return null;
  return (
    <Alert color="blue" data-testid="cancel-with-account">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('lookup.cancelWithAccount', { email: order.buyer.email })}</Text>
        <Group gap="sm">
          <Button size="xs" onClick={() => dialogs.open({ kind: 'login' })}>
            {t('account.actions.login')}
          </Button>
          <Button size="xs" variant="default" onClick={() => dialogs.open({ kind: 'register' })}>
            {t('account.actions.register')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
