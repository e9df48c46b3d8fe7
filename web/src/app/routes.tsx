import { lazy, type ComponentType } from 'react';
import { NotFoundPage } from '../components/layout/ErrorPage';
import { EventPage } from '../routes/EventPage';
import { HomePage } from '../routes/HomePage';
import { SearchPage } from '../routes/SearchPage';
import { SlugPage } from '../routes/SlugPage';
import { LanguagePrefixRedirect, SearchRedirect } from './redirects';
import { ROUTE_IDS } from './route-ids';

export interface AppRoute {
  /** What the layout and the account dialogs key on (ROUTE_IDS); redirects have none. */
  id?: string;
  /**
   * wouter pattern: case-insensitive, an optional trailing slash, like react-router's; or a
   * RegExp (named groups are the params) where a parameter shares its segment with a word.
   */
  path: string | RegExp;
  Component: ComponentType;
}

// Pages other than the first ones (home, search, event) load with their route.
const TicketsPage = lazy(() => import('../routes/TicketsPage').then((m) => ({ default: m.TicketsPage })));
const TicketPage = lazy(() => import('../routes/TicketPage').then((m) => ({ default: m.TicketPage })));
const OrderLookupFormPage = lazy(() =>
  import('../routes/OrderLookupPage').then((m) => ({ default: m.OrderLookupFormPage })),
);
const OrderLookupPage = lazy(() => import('../routes/OrderLookupPage').then((m) => ({ default: m.OrderLookupPage })));
const PortariaPage = lazy(() => import('../routes/PortariaPage').then((m) => ({ default: m.PortariaPage })));
const AccountRemovalPage = lazy(() =>
  import('../routes/AccountRemovalPage').then((m) => ({ default: m.AccountRemovalPage })),
);
const AboutPage = lazy(() => import('../routes/AboutPage').then((m) => ({ default: m.AboutPage })));
const QueuePage = lazy(() => import('../routes/QueuePage').then((m) => ({ default: m.QueuePage })));
const ProductPage = lazy(() => import('../routes/ProductPage').then((m) => ({ default: m.ProductPage })));

/**
 * The checkout the event page shows in its frame: no storefront layout, and its code loads
 * only when it opens.
 */
export const checkoutRoute: AppRoute = {
  id: ROUTE_IDS.checkout,
  path: '/checkout/:eventId',
  Component: lazy(() => import('../routes/checkout/CheckoutPage')),
};

/**
 * The organizers' back office (`/organizador/...`): its own layout, and its code, texts and
 * styles load only when it opens, so storefront pages carry none of it.
 */
export const consoleRoute: AppRoute = {
  path: '/organizador/*?',
  Component: lazy(() => import('../routes/console/ConsoleApp')),
};

/** The pages inside the header and footer; the first that matches the address shows. */
export const storefrontRoutes: AppRoute[] = [
  { id: ROUTE_IDS.home, path: '/', Component: HomePage },
  { id: ROUTE_IDS.search, path: '/buscar', Component: SearchPage },
  { path: '/search', Component: SearchRedirect },
  { id: ROUTE_IDS.tickets, path: '/ingressos', Component: TicketsPage },
  { id: ROUTE_IDS.ticketsToken, path: '/ingressos/:token', Component: TicketPage },
  { id: ROUTE_IDS.ticketToken, path: '/ticket/:token', Component: TicketPage },
  // Order lookup for visitors (spec section 6): the form, then one order by its hash.
  { id: ROUTE_IDS.orderLookup, path: '/pedido', Component: OrderLookupFormPage },
  { id: ROUTE_IDS.orderDetails, path: '/pedido/:hash', Component: OrderLookupPage },
  // The door staff's check-in page: an organizer key checks tickets in (POST /api/checkin).
  { id: ROUTE_IDS.portaria, path: '/portaria', Component: PortariaPage },
  // The link of the account-removal e-mail (internal/account RemovalPath).
  { id: ROUTE_IDS.accountRemoval, path: '/conta/exclusao/:token', Component: AccountRemovalPage },
  { id: ROUTE_IDS.event, path: '/evento/:id', Component: EventPage },
  { id: ROUTE_IDS.eventGamification, path: '/evento/:id/c/:gamificationId', Component: EventPage },
  { id: ROUTE_IDS.eventSlug, path: '/evento/:id/:slug', Component: EventPage },
  // The waiting room before a queued event's checkout (docs/waiting-room.md).
  { id: ROUTE_IDS.queue, path: '/fila/:eventId', Component: QueuePage },
  { id: ROUTE_IDS.about, path: '/sobre', Component: AboutPage },
  // Product pages (spec section 2, "pages whose names contain produto"): /produto-{slug}.
  { id: ROUTE_IDS.produto, path: /^\/produto-(?<slug>[^/]+?)\/?$/i, Component: ProductPage },
  // `*?`: the bare `/pt` and `/en` too.
  { path: '/pt/*?', Component: LanguagePrefixRedirect },
  { path: '/en/*?', Component: LanguagePrefixRedirect },
  { id: ROUTE_IDS.slug, path: '/:slug', Component: SlugPage },
  { id: ROUTE_IDS.notFound, path: '*', Component: NotFoundPage },
];
