import { createContext, useContext } from 'react';
import type { Credentials } from './api/types';

/** The account dialogs one can open from the header, the drawer, the user menu or another dialog. */
export type AccountDialogRequest =
  /** With credentials the dialog logs in at once (after registering or a password reset). */
  | { kind: 'login'; credentials?: Credentials }
  | { kind: 'register' }
  | { kind: 'forgot' }
  | { kind: 'editData' };

export interface AccountDialogs {
  /** Opens a dialog, replacing the one open (login → create account, and so on). */
  open: (request: AccountDialogRequest) => void;
  close: () => void;
}

export const AccountDialogsContext = createContext<AccountDialogs | null>(null);

export function useAccountDialogs(): AccountDialogs {
  const dialogs = useContext(AccountDialogsContext);
  if (!dialogs) throw new Error('useAccountDialogs must be used inside AccountDialogsProvider');
  return dialogs;
}

/**
 * Where a completed login goes (spec section 4, Login step 2: /ingressos).
 * The checkout provides null: a login inside it continues the purchase.
 */
export const LoginDestinationContext = createContext<string | null>('/ingressos');
