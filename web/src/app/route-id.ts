import { createContext, useContext } from 'react';

/** The id (ROUTE_IDS) of the route the address matched; undefined for routes without one (redirects). */
export const RouteIdContext = createContext<string | undefined>(undefined);

export function useRouteId(): string | undefined {
  return useContext(RouteIdContext);
}
