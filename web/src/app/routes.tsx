import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { NotFoundPage, RootErrorPage, RouteErrorPage } from '../components/layout/ErrorPage';
import { LoadingPage } from '../components/layout/LoadingPage';
import { RootLayout } from '../components/layout/RootLayout';
import { stripLanguagePrefix } from '../lib/language';
import { AboutPage } from '../routes/AboutPage';
import { AccountRemovalPage } from '../routes/AccountRemovalPage';
import { EventPage } from '../routes/EventPage';
import { HomePage } from '../routes/HomePage';
import { OrderLookupFormPage, OrderLookupPage } from '../routes/OrderLookupPage';
import { PortariaPage } from '../routes/PortariaPage';
import { SearchPage } from '../routes/SearchPage';
import { SlugPage } from '../routes/SlugPage';
import { TicketPage } from '../routes/TicketPage';
import { TicketsPage } from '../routes/TicketsPage';
import { chooseLanguage } from './i18n';
import { ROUTE_IDS } from './route-ids';

/** `/pt/...` and `/en/...` select the language and redirect to the unprefixed path. */
export function languagePrefixLoader({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const url = new URL(request.url);
  const stripped = stripLanguagePrefix(url.pathname, url.search, url.hash);
  if (!stripped) return null;
  chooseLanguage(stripped.language);
  return redirect(stripped.to);
}

/** `/search?q=` is another reading of the search route (DESIGN section 7). */
function searchRedirectLoader({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  return redirect(`/buscar/${new URL(request.url).search}`);
}

export const routes: RouteObject[] = [
  {
    // The checkout the event page shows in its frame: no storefront layout, and
    // its code loads only when it opens.
    id: ROUTE_IDS.checkout,
    path: 'checkout/:eventId',
    errorElement: <RootErrorPage />,
    HydrateFallback: LoadingPage,
    lazy: () => import('../routes/checkout/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
  },
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    HydrateFallback: LoadingPage,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { id: ROUTE_IDS.home, index: true, element: <HomePage /> },
          { id: ROUTE_IDS.search, path: 'buscar', element: <SearchPage /> },
          { path: 'search', loader: searchRedirectLoader, Component: LoadingPage },
          { id: ROUTE_IDS.tickets, path: 'ingressos', element: <TicketsPage /> },
          { id: ROUTE_IDS.ticketsToken, path: 'ingressos/:token', element: <TicketPage /> },
          { id: ROUTE_IDS.ticketToken, path: 'ticket/:token', element: <TicketPage /> },
          // Order lookup for visitors (spec section 6): the form, then one order by its hash.
          { id: ROUTE_IDS.orderLookup, path: 'pedido', element: <OrderLookupFormPage /> },
          { id: ROUTE_IDS.orderDetails, path: 'pedido/:hash', element: <OrderLookupPage /> },
          // The door staff's check-in page (issue 9).
          { id: ROUTE_IDS.portaria, path: 'portaria', element: <PortariaPage /> },
          // The link of the account-removal e-mail (internal/account RemovalPath).
          { id: ROUTE_IDS.accountRemoval, path: 'conta/exclusao/:token', element: <AccountRemovalPage /> },
          { id: ROUTE_IDS.event, path: 'evento/:id', element: <EventPage /> },
          { id: ROUTE_IDS.eventGamification, path: 'evento/:id/c/:gamificationId', element: <EventPage /> },
          { id: ROUTE_IDS.eventSlug, path: 'evento/:id/:slug', element: <EventPage /> },
          { id: ROUTE_IDS.about, path: 'sobre', element: <AboutPage /> },
          // Redirect-only routes; the element never shows but keeps the router from warning.
          { path: 'pt/*', loader: languagePrefixLoader, Component: LoadingPage },
          { path: 'en/*', loader: languagePrefixLoader, Component: LoadingPage },
          { id: ROUTE_IDS.slug, path: ':slug', element: <SlugPage /> },
          { id: ROUTE_IDS.notFound, path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
