import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { setGlobalErrorHandler } from '../../lib/api/client';
import { handleResponseError } from '../../lib/api/response-errors';
import { clearLoggedUser } from '../../lib/session';
import { useSnackbar } from './snackbar/snackbar-context';

/** Applies the global response table (spec section 8) to every failed API call. */
export function GlobalErrorHandler() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const showSnackbar = useSnackbar();

  useEffect(() => {
    setGlobalErrorHandler((error) => {
      const outcome = handleResponseError(error.path, error.status);
      if (outcome.logout) clearLoggedUser();
      if (outcome.snackbar) showSnackbar({ message: t(outcome.snackbar.messageKey), color: outcome.snackbar.color });
      if (outcome.redirectHome) navigate('/');
    });
    return () => setGlobalErrorHandler(null);
  }, [navigate, showSnackbar, t]);

  return null;
}
