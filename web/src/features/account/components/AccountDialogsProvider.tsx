import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRouteId } from '../../../app/route-id';
import { ROUTE_IDS } from '../../../app/route-ids';
import { AccountDialogsContext, type AccountDialogRequest, type AccountDialogs } from '../account-dialogs-context';
import { useRefreshLoggedUserOnLoad } from '../api/client-details';
import { currentOpener, returnFocus } from '../focus-return';

// The dialogs carry the form libraries and masks: loaded when one first opens.
const AccountDialogHost = lazy(() => import('./AccountDialogHost').then((m) => ({ default: m.AccountDialogHost })));

interface Shown {
  request: AccountDialogRequest;
  /** A new key per opening, so each dialog starts from its first step. */
  key: number;
  /** Stays mounted while closing, so the modal can animate out and give focus back. */
  opened: boolean;
}

/**
 * Holds the account dialog that is open, for the whole layout, and refreshes
 * the logged-in customer once on load (spec section 2).
 */
export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  // The removal link ends every session of the account: a refresh racing it
  // would answer 401 and send the visitor home before the page says the account is gone.
  const onRemovalPage = useRouteId() === ROUTE_IDS.accountRemoval;
  useRefreshLoggedUserOnLoad(!onRemovalPage);

  // The control that opened the first dialog of a chain (login → register → ...) gets focus back at the end.
  const opener = useRef<HTMLElement | null>(null);
  const open = useRef(false);

  const dialogs = useMemo<AccountDialogs>(
    () => ({
      open: (request) => {
        if (!open.current) opener.current = currentOpener();
        open.current = true;
        setShown((current) => ({ request, key: (current?.key ?? 0) + 1, opened: true }));
      },
      close: () => {
        open.current = false;
        setShown((current) => (current ? { ...current, opened: false } : null));
      },
    }),
    [],
  );
  const onExited = useCallback(() => {
    if (open.current) return; // another dialog opened meanwhile
    returnFocus(opener.current);
    opener.current = null;
  }, []);

  return (
    <AccountDialogsContext.Provider value={dialogs}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <AccountDialogHost
            key={shown.key}
            request={shown.request}
            opened={shown.opened}
            onClose={dialogs.close}
            onExited={onExited}
          />
        </Suspense>
      )}
    </AccountDialogsContext.Provider>
  );
}
