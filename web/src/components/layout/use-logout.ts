import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { postLogout } from '../../features/account/api/logout';
import { clearLoggedUser } from '../../lib/session';

/**
 * Logout (spec section 4, "Session"): the server revokes the token (any
 * failure ignored), storage is cleared and the visitor goes to /. The call
 * reads the token as it starts, so clearing right after it is safe.
 */
export function useLogout(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    void postLogout();
    clearLoggedUser();
    navigate('/');
  }, [navigate]);
}
