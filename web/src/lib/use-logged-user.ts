import { useSyncExternalStore } from 'react';
import { loggedUserSnapshot, subscribeLoggedUser, type LoggedUser } from './session';

/** The current login, re-rendering on login/logout (also from other tabs). */
export function useLoggedUser(): LoggedUser | null {
  return useSyncExternalStore(subscribeLoggedUser, loggedUserSnapshot, () => null);
}
