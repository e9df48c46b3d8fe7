import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { storeLoggedUser } from '../../lib/session';
import { LoginDestinationContext } from './account-dialogs-context';
import { loginToUser, refreshLoggedUser } from './api/client-details';
import type { LoginResult } from './api/types';

/** Query keys of the customer's orders and tickets: refreshed after a login. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

/**
 * A login with access_token (spec section 4, Login step 2): store it (expiry
 * one day ahead), load the user details, refresh the tickets, go to
 * /ingressos (or where LoginDestinationContext says). Resolves false when the details fail (the login is then
 * dropped again, spec section 4 "Session").
 */
export function useCompleteLogin(): (result: LoginResult & { access_token: string }) => Promise<boolean> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const destination = useContext(LoginDestinationContext);
  return useCallback(
    async (result) => {
      storeLoggedUser(loginToUser(result));
      if (!(await refreshLoggedUser())) return false;
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      if (destination) await navigate(destination);
      return true;
    },
    [destination, navigate, queryClient],
  );
}
