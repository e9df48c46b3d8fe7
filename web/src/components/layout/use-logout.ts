import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearLoggedUser } from '../../lib/session';

/** Logout clears the stored login and goes to / (spec section 4, "Session"). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearLoggedUser();
    void navigate('/');
  }, [navigate]);
}
