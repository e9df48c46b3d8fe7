import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/layout/snackbar/snackbar-context';
import { setGlobalErrorHandler } from '../../../lib/api/client';
import { handleResponseError } from '../../../lib/api/response-errors';
import { clearLoggedUser } from '../../../lib/session';

/**
 * Spec section 8 inside the checkout frame: the same messages and logout,
 * but never "go to /" (that would load the storefront inside the frame);
 * the checkout shows its own next step instead.
 */
export function CheckoutErrorHandler() {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  useEffect(() => {
    setGlobalErrorHandler((error) => {
      const outcome = handleResponseError(error.path, error.status);
      if (outcome.logout) clearLoggedUser();
      if (outcome.snackbar) showSnackbar({ message: t(outcome.snackbar.messageKey), color: outcome.snackbar.color });
    });
    return () => setGlobalErrorHandler(null);
  }, [showSnackbar, t]);
  return null;
}
