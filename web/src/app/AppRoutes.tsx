import { Suspense } from 'react';
import { matchRoute, Route, useLocation, useRouter, useSearch } from 'wouter';
import { RootErrorPage, RouteErrorPage } from '../components/layout/ErrorPage';
import { ErrorBoundary } from '../components/layout/ErrorBoundary';
import { LoadingPage, RouteLoading } from '../components/layout/LoadingPage';
import { RootLayout } from '../components/layout/RootLayout';
import { RouteIdContext } from './route-id';
import { checkoutRoute, consoleRoute, storefrontRoutes, type AppRoute } from './routes';

/** The first route matching the address (react-router ranked them; this list is in that order). */
function useMatchedRoute(routes: AppRoute[], location: string): AppRoute {
  const { parser } = useRouter();
  const route = routes.find(({ path }) => matchRoute(parser, path, location)[0]);
  if (!route) throw new Error(`no route matches ${location}`); // the last route matches every address
  return route;
}

/**
 * Picks the page for the address. Lazy pages show a loading state while their code loads; a
 * page that fails to render shows the error page, until the next navigation.
 */
export function AppRoutes() {
  const [location] = useLocation();
  const resetKey = `${location}?${useSearch()}`;
  const route = useMatchedRoute([checkoutRoute, consoleRoute, ...storefrontRoutes], location);
  // <Route> gives the page its params (useParams).
  const page = <Route path={route.path} component={route.Component} />;

  // The checkout and the console have layouts of their own.
  if (route === checkoutRoute || route === consoleRoute) {
    return (
      <RouteIdContext value={route.id}>
        <ErrorBoundary fallback={RootErrorPage} resetKey={resetKey}>
          <Suspense fallback={<LoadingPage />}>{page}</Suspense>
        </ErrorBoundary>
      </RouteIdContext>
    );
  }
  return (
    <RouteIdContext value={route.id}>
      <ErrorBoundary fallback={RootErrorPage} resetKey={resetKey}>
        <RootLayout>
          {/* Inside the layout: header and footer stay around a failed or loading page. */}
          <ErrorBoundary fallback={RouteErrorPage} resetKey={resetKey}>
            <Suspense fallback={<RouteLoading />}>{page}</Suspense>
          </ErrorBoundary>
        </RootLayout>
      </ErrorBoundary>
    </RouteIdContext>
  );
}
