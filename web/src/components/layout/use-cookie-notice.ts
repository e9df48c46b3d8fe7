import { useCallback, useState } from 'react';
import type { StoreTemplate } from '../../features/store-config/types';
import { acceptCookies, isCookieConsentValid } from '../../lib/cookie-consent';

/** Shown when the store enables it and the visitor has not accepted in the last 7 days. */
export function useCookieNotice(cookies: StoreTemplate['cookies']) {
  const enabled = Boolean(cookies?.show_cookies_dialog);
  const [accepted, setAccepted] = useState(() => isCookieConsentValid());
  const accept = useCallback(() => {
    acceptCookies();
    setAccepted(true);
  }, []);
  return { visible: enabled && !accepted, html: cookies?.text ?? '', accept };
}
