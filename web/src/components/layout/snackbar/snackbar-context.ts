import { createContext, useContext } from 'react';

/** The snackbar disappears after this long (spec section 9). */
export const SNACKBAR_TIMEOUT_MS = 6000;

export type SnackbarColor = 'error' | 'success';

export interface SnackbarContent {
  /** Defaults to 'Erro' (translated). */
  message?: string;
  /** Defaults to error. */
  color?: SnackbarColor;
}

export type ShowSnackbar = (content?: SnackbarContent) => void;

export const SnackbarContext = createContext<ShowSnackbar | null>(null);

export function useSnackbar(): ShowSnackbar {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return show;
}
