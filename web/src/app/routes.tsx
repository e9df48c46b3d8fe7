import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { NotFoundPage, RootErrorPage, RouteErrorPage } from '../components/layout/ErrorPage';
import { LoadingPage, RouteLoading } from '../components/layout/LoadingPage';
import { RootLayout } from '../components/layout/RootLayout';
import { stripLanguagePrefix } from '../lib/language';
import { EventPage } from '../routes/EventPage';
import { HomePage } from '../routes/HomePage';
import { SearchPage } from '../routes/SearchPage';
import { SlugPage } from '../routes/SlugPage';
import { chooseLanguage } from './i18n';
import { ROUTE_IDS } from './route-ids';

/**
 * `/pt/...` and `/en/...` select the language and redirect to the unprefixed path, once the
 * language's texts have loaded, so that page shows in it from its first render.
 */
export async function languagePrefixLoader({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const url = new URL(request.url);
  const stripped = stripLanguagePrefix(url.pathname, url.search, url.hash);
  if (!stripped) return null;
  await chooseLanguage(stripped.language);
  return redirect(stripped.to);
}

// Pages other than the first ones (home, search, event) load with their route.
const ticketsPage = () => import('../routes/TicketsPage').then((m) => ({ Component: m.TicketsPage }));
const ticketPage = () => import('../routes/TicketPage').then((m) => ({ Component: m.TicketPage }));
const orderLookupPages = () => import('../routes/OrderLookupPage');

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
        // A lazy page opened first loads inside the header and footer.
        HydrateFallback: RouteLoading,
        children: [
          { id: ROUTE_IDS.home, index: true, element: <HomePage /> },
          { id: ROUTE_IDS.search, path: 'buscar', element: <SearchPage /> },
          { path: 'search', loader: searchRedirectLoader, Component: LoadingPage },
          { id: ROUTE_IDS.tickets, path: 'ingressos', lazy: ticketsPage },
          { id: ROUTE_IDS.ticketsToken, path: 'ingressos/:token', lazy: ticketPage },
          { id: ROUTE_IDS.ticketToken, path: 'ticket/:token', lazy: ticketPage },
          // Order lookup for visitors (spec section 6): the form, then one order by its hash.
          {
            id: ROUTE_IDS.orderLookup,
            path: 'pedido',
            lazy: () => orderLookupPages().then((m) => ({ Component: m.OrderLookupFormPage })),
          },
          {
            id: ROUTE_IDS.orderDetails,
            path: 'pedido/:hash',
            lazy: () => orderLookupPages().then((m) => ({ Component: m.OrderLookupPage })),
          },
          // The door staff's check-in page (issue 9).
          {
            id: ROUTE_IDS.portaria,
            path: 'portaria',
            lazy: () => import('../routes/PortariaPage').then((m) => ({ Component: m.PortariaPage })),
          },
          // The link of the account-removal e-mail (internal/account RemovalPath).
          {
            id: ROUTE_IDS.accountRemoval,
            path: 'conta/exclusao/:token',
            lazy: () => import('../routes/AccountRemovalPage').then((m) => ({ Component: m.AccountRemovalPage })),
          },
          { id: ROUTE_IDS.event, path: 'evento/:id', element: <EventPage /> },
          { id: ROUTE_IDS.eventGamification, path: 'evento/:id/c/:gamificationId', element: <EventPage /> },
          { id: ROUTE_IDS.eventSlug, path: 'evento/:id/:slug', element: <EventPage /> },
          {
            id: ROUTE_IDS.about,
            path: 'sobre',
            lazy: () => import('../routes/AboutPage').then((m) => ({ Component: m.AboutPage })),
          },
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
