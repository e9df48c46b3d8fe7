/**
 * The global response handling table of spec section 8, as a pure function.
 * Rows are checked in the spec's order; the first that applies decides.
 *
 * One reading had to be chosen: the table lists "401" before "401 on
 * auth/loginsite". The loginsite row is the more specific one, so it wins:
 * a failed login shows 'Usuário ou senha incorretos, tente novamente.' and
 * neither logs out nor redirects.
 *
 * A network failure has no status (null) and counts as "any other status".
 * `url` is the request path relative to the API base (host names never match).
 */
export type GlobalErrorMessageKey =
  | 'errors.generic'
  | 'errors.unexpected'
  | 'errors.sessionExpired'
  | 'errors.wrongCredentials';

export interface GlobalErrorOutcome {
  snackbar: { messageKey: GlobalErrorMessageKey; color: 'error' } | null;
  redirectHome: boolean;
  logout: boolean;
}

const NOTHING: GlobalErrorOutcome = { snackbar: null, redirectHome: false, logout: false };

function outcome(
  messageKey: GlobalErrorMessageKey,
  { redirectHome = false, logout = false } = {},
): GlobalErrorOutcome {
  return { snackbar: { messageKey, color: 'error' }, redirectHome, logout };
}

function urlHas(url: string, parts: readonly string[]): boolean {
  return parts.some((part) => url.includes(part));
}

export function handleResponseError(url: string, status: number | null): GlobalErrorOutcome {
  if (urlHas(url, ['visits', 'faq', 'payment-options', 'organizers/page/details'])) {
    return outcome('errors.unexpected');
  }
  switch (status) {
    case 412:
      if (urlHas(url, ['event/campaign/', 'pdv/v3/products/sectors'])) return NOTHING;
      return outcome('errors.generic', { redirectHome: true });
    case 401:
      if (url.includes('auth/loginsite')) return outcome('errors.wrongCredentials');
      if (urlHas(url, ['orders/details', 'removal/confirm'])) return NOTHING;
      return outcome('errors.sessionExpired', { redirectHome: true, logout: true });
    case 404:
      if (urlHas(url, ['event/detail', 'events/payment-options', 'removal/confirm'])) return NOTHING;
      return outcome('errors.generic', { redirectHome: true });
    case 403:
      if (url.includes('event/detail')) return NOTHING;
      return outcome('errors.generic');
    default:
      if (url.includes('removal/confirm')) return NOTHING;
      return outcome('errors.generic', { redirectHome: true });
  }
}
