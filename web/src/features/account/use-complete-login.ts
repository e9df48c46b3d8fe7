import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { useLocation } from 'wouter';
import { useRouteId } from '../../app/route-id';
import { ROUTE_IDS } from '../../app/route-ids';
import { storeLoggedUser } from '../../lib/session';
import { LoginDestinationContext } from './account-dialogs-context';
import { loginToUser, refreshLoggedUser } from './api/client-details';
import type { LoginResult } from './api/types';

/** Query keys of the customer's orders and tickets: refreshed after a login. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/** The event page in all its routes, and its waiting room: a login started there stays there. */
const EVENT_ROUTES: readonly string[] = [ROUTE_IDS.event, ROUTE_IDS.eventSlug, ROUTE_IDS.eventGamification, ROUTE_IDS.slug, ROUTE_IDS.queue];

/**
 * Whether a login that started on this page goes on to /ingressos (spec
 * section 4, Login step 2). A login started on an event page or in the
 * checkout returns there instead: the visitor was about to buy
 * (docs/spec-readings.md). Everywhere else (home, search, My tickets...) it goes to
 * /ingressos as the spec says.
 */
export function loginGoesToTickets(routeId: string | undefined, pathname: string): boolean {
  if (routeId && EVENT_ROUTES.includes(routeId)) return false;
  return !/^\/checkout(\/|$)/.test(pathname);
}

/**
 * A login with access_token (spec section 4, Login step 2): store it (expiry
 * one day ahead), load the user details, refresh the tickets, go to
 * /ingressos unless the login started on an event page or the checkout.
 * Resolves false when the details fail (the login is then dropped again, spec
 * section 4 "Session").
 */
export function useCompleteLogin(): (result: LoginResult & { access_token: string }) => Promise<boolean> {
  const queryClient = useQueryClient();
  // The checkout's own login provides null (the same rule as loginGoesToTickets, for its dialog).
  const destination = useContext(LoginDestinationContext);
  const routeId = useRouteId();
  const [pathname, navigate] = useLocation();
  return useCallback(
    async (result) => {
      storeLoggedUser(loginToUser(result));
      if (!(await refreshLoggedUser())) return false;
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      if (destination && loginGoesToTickets(routeId, pathname)) navigate(destination);
      return true;
    },
    [destination, navigate, pathname, queryClient, routeId],
  );
}
