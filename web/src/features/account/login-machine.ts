import type { Credentials, LoginResult } from './api/types';

/**
 * The login dialog's steps (spec section 4, "Login"), as a pure reducer so
 * the rules are tested apart from the screen:
 * - 200 with access_token → logged in;
 * - 200 with the 2fa flag → token entry, two-factor mode (the token goes
 *   back to the login call);
 * - 200 with neither → token entry for the registration confirmation, with
 *   the returned id;
 * - any non-200 → 'E-mail ou senha incorretos.' on the credentials step;
 * - a token that fails → 'Token inválido' on the token step.
 */
export type TokenMode = 'twoFactor' | 'confirm';

/** A message the dialog shows: a key of `account.messages`, or the server's own text. */
export type FormMessage = { key: 'wrongCredentials' | 'tokenInvalid' } | { text: string };

export type LoginState =
  /** `email`: what the visitor typed before a token step they left with "Voltar". */
  | { step: 'credentials'; error: FormMessage | null; email?: string }
  | { step: 'token'; mode: TokenMode; customerId: number; credentials: Credentials; error: FormMessage | null }
  | { step: 'loggedIn'; result: LoginResult & { access_token: string } };

export type LoginEvent =
  | { type: 'answered'; result: LoginResult; credentials: Credentials }
  | { type: 'failed'; message: FormMessage }
  | { type: 'back' };

export const INITIAL_LOGIN_STATE: LoginState = { step: 'credentials', error: null };

function hasAccessToken(result: LoginResult): result is LoginResult & { access_token: string } {
  return typeof result.access_token === 'string' && result.access_token !== '';
}

/** Where a 200 of the login call leads, whatever the step it came from. */
export function stateAfterLogin(result: LoginResult, credentials: Credentials): LoginState {
  if (hasAccessToken(result)) return { step: 'loggedIn', result };
  const mode: TokenMode = result['2fa'] ? 'twoFactor' : 'confirm';
  return { step: 'token', mode, customerId: result.id, credentials, error: null };
}

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'answered':
      return stateAfterLogin(event.result, event.credentials);
    case 'failed':
      // The message belongs to the step the visitor is on.
      if (state.step === 'loggedIn') return state;
      return { ...state, error: event.message };
    case 'back':
      // Back from a token step keeps the e-mail; the password is typed again.
      return state.step === 'token' ? { step: 'credentials', error: null, email: state.credentials.username } : INITIAL_LOGIN_STATE;
  }
}
