// Mantine styles beyond the entry's, in styles.css order: the console's chunk brings its own.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Table.css';
import '../../features/console/i18n';
import { Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { GoTo } from '../../features/console/components/GoTo';
import { SignedInLayout } from '../../features/console/components/SignedInLayout';
import { EVENT_EDITORS, SALES_ROLES } from '../../features/console/roles';
import { AuditPage } from './AuditPage';
import { ConsoleHomePage } from './ConsoleHomePage';
import { CouponsPage } from './CouponsPage';
import { DoorKeysPage } from './DoorKeysPage';
import { EventEditorPage } from './EventEditorPage';
import { EventCancellationPage } from './EventCancellationPage';
import { EventsPage } from './EventsPage';
import { InvitationPage } from './InvitationPage';
import { LoginPage } from './LoginPage';
import { MessagesPage } from './MessagesPage';
import { OrderPage } from './OrderPage';
import { OrdersPage } from './OrdersPage';
import { PayoutsPage } from './PayoutsPage';
import { RefundsPage } from './RefundsPage';
import { SettingsPage } from './SettingsPage';
import { TeamPage } from './TeamPage';

type Params = Record<string, string | undefined>;

// The dashboard's charts (recharts) weigh more than the rest of the console: a chunk of their own.
const EventDashboardPage = lazy(() => import('./EventDashboardPage'));

function Loading() {
  const { t } = useTranslation();
  return <Loader size="sm" aria-label={t('common.loading')} />;
}

/*
 * Matched here with the router's own parser, as AppRoutes matches the app's routes: wouter's
 * Switch and Redirect would join the storefront's first chunks once the console used them.
 */
const PAGES: { path: string; render: (params: Params) => ReactNode }[] = [
  { path: '/organizador/convite/:token', render: ({ token }) => <InvitationPage token={token ?? ''} /> },
  { path: '/organizador/entrar', render: () => <LoginPage /> },
  {
    path: '/organizador/eventos',
    render: () => (
      <SignedInLayout section="events">
        <EventsPage />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/eventos/novo',
    render: () => (
      <SignedInLayout section="events" roles={EVENT_EDITORS}>
        <EventEditorPage key="new" id={null} />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/eventos/:id/editar',
    render: ({ id }) => (
      <SignedInLayout section="events" roles={EVENT_EDITORS}>
        <EventEditorPage key={id} id={Number(id) || 0} />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/eventos/:id/cancelamento',
    render: ({ id }) => (
      <SignedInLayout section="events">
        <EventCancellationPage key={id} id={Number(id)} />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/reembolsos',
    render: () => (
      <SignedInLayout section="refunds">
        <RefundsPage />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/repasses',
    render: () => (
      <SignedInLayout section="payouts">
        <PayoutsPage />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/eventos/:id',
    render: ({ id }) => (
      <SignedInLayout section="events" roles={SALES_ROLES}>
        <Suspense fallback={<Loading />}>
          <EventDashboardPage key={id} id={Number(id)} />
        </Suspense>
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/pedidos',
    render: () => (
      <SignedInLayout section="orders">
        <OrdersPage />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/pedidos/:hash',
    render: ({ hash }) => (
      <SignedInLayout section="orders">
        <OrderPage key={hash} hash={hash ?? ''} />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/cupons',
    render: () => (
      <SignedInLayout section="coupons">
        <CouponsPage />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/mensagens',
    render: () => (
      <SignedInLayout section="messages">
        <MessagesPage />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/portaria',
    render: () => (
      <SignedInLayout section="doorKeys">
        <DoorKeysPage />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/equipe',
    render: () => (
      <SignedInLayout section="team">
        <TeamPage />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/auditoria',
    render: () => (
      <SignedInLayout section="audit">
        <AuditPage />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador/configuracoes',
    render: () => (
      <SignedInLayout section="settings">
        <SettingsPage />
      </SignedInLayout>
    ),
  },
  {
    path: '/organizador',
    render: () => (
      <SignedInLayout>
        <ConsoleHomePage />
      </SignedInLayout>
    ),
  },
];

/**
 * `/organizador/...`: the organizers' back office. Loaded only when opened (its code, texts
 * and styles are chunks of their own), outside the storefront's layout. An unknown console
 * address goes to the console's home.
 */
export default function ConsoleApp() {
  const [location] = useLocation();
  const { parser } = useRouter();
  for (const page of PAGES) {
    const [matched, params] = matchRoute(parser, page.path, location);
    if (matched) return page.render(params ?? {});
  }
  return <GoTo to="/organizador" />;
}
