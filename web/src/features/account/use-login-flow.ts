import { useCallback, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../components/layout/snackbar/snackbar-context';
import { isCompleteToken, tokenDigits } from '../../lib/validation';
import { errorStatus, serverMessage, TOO_MANY_REQUESTS } from './api/form-errors';
import { postLogin, resendLoginToken, resendRegistrationToken, validateRegistrationToken } from './api/login';
import type { Credentials, LoginResult } from './api/types';
import { INITIAL_LOGIN_STATE, loginReducer, stateAfterLogin, type FormMessage, type LoginState } from './login-machine';
import { useCompleteLogin } from './use-complete-login';

const WRONG_CREDENTIALS: FormMessage = { key: 'wrongCredentials' };
const TOKEN_INVALID: FormMessage = { key: 'tokenInvalid' };

/**
 * A 429 says to wait: telling the visitor the password is wrong would only
 * make them try again, so the server's text shows instead.
 */
function failure(error: unknown, fallback: FormMessage): FormMessage {
  const text = serverMessage(error);
  return errorStatus(error) === TOO_MANY_REQUESTS && text ? { text } : fallback;
}

export interface LoginFlow {
  state: LoginState;
  pending: boolean;
  submitCredentials: (credentials: Credentials) => Promise<void>;
  submitToken: (maskedToken: string) => Promise<void>;
  resend: () => Promise<void>;
  back: () => void;
}

/** Runs the calls of the login dialog; `onLoggedIn` closes it. */
export function useLoginFlow(onLoggedIn: () => void): LoginFlow {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const completeLogin = useCompleteLogin();
  const [state, dispatch] = useReducer(loginReducer, INITIAL_LOGIN_STATE);
  const [pending, setPending] = useState(false);

  const answered = useCallback(
    async (result: LoginResult, credentials: Credentials) => {
      const next = stateAfterLogin(result, credentials);
      dispatch({ type: 'answered', result, credentials });
      if (next.step !== 'loggedIn') return;
      // Details that fail to load drop the login again: start over.
      if (await completeLogin(next.result)) onLoggedIn();
      else dispatch({ type: 'back' });
    },
    [completeLogin, onLoggedIn],
  );

  const run = useCallback(async (work: () => Promise<void>) => {
    setPending(true);
    try {
      await work();
    } finally {
      setPending(false);
    }
  }, []);

  const submitCredentials = useCallback(
    (credentials: Credentials) =>
      run(async () => {
        try {
          await answered(await postLogin(credentials), credentials);
        } catch (error) {
          dispatch({ type: 'failed', message: failure(error, WRONG_CREDENTIALS) });
        }
      }),
    [answered, run],
  );

  const submitToken = useCallback(
    (maskedToken: string) =>
      run(async () => {
        const current = state;
        if (current.step !== 'token') return;
        if (!isCompleteToken(maskedToken)) {
          dispatch({ type: 'failed', message: TOKEN_INVALID });
          return;
        }
        const token = tokenDigits(maskedToken);
        try {
          if (current.mode === 'twoFactor') {
            await answered(await postLogin({ ...current.credentials, token }), current.credentials);
          } else {
            // A confirmed registration logs in again with the same credentials.
            await validateRegistrationToken({ token, customer: current.customerId });
            showSnackbar({ message: t('account.token.validated'), color: 'success' });
            await answered(await postLogin(current.credentials), current.credentials);
          }
        } catch (error) {
          dispatch({ type: 'failed', message: failure(error, TOKEN_INVALID) });
        }
      }),
    [answered, run, showSnackbar, state, t],
  );

  const resend = useCallback(async () => {
    const current = state;
    if (current.step !== 'token') return;
    try {
      if (current.mode === 'twoFactor') {
        await resendLoginToken(current.credentials.username);
        showSnackbar({ message: t('account.token.resentLogin'), color: 'success' });
      } else {
        await resendRegistrationToken(current.customerId);
        showSnackbar({ message: t('account.token.resentConfirm'), color: 'success' });
      }
    } catch {
      showSnackbar({ message: t('account.token.resendFailed'), color: 'error' });
    }
  }, [showSnackbar, state, t]);

  const back = useCallback(() => dispatch({ type: 'back' }), []);

  return { state, pending, submitCredentials, submitToken, resend, back };
}
