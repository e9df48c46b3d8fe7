import { describe, expect, it } from 'vitest';
import { INITIAL_LOGIN_STATE, loginReducer, stateAfterLogin, type LoginState } from './login-machine';

const credentials = { username: 'ana@example.com', password: 'segredo1' };

describe('login state machine (spec section 4, Login)', () => {
  it('200 with access_token → logged in', () => {
    const state = loginReducer(INITIAL_LOGIN_STATE, {
      type: 'answered',
      result: { id: 7, access_token: 'tok', name: 'Ana' },
      credentials,
    });
    expect(state).toEqual({ step: 'loggedIn', result: { id: 7, access_token: 'tok', name: 'Ana' } });
  });

  it('200 with the 2fa flag → token entry in two-factor mode', () => {
    expect(stateAfterLogin({ id: 7, '2fa': true }, credentials)).toEqual({
      step: 'token',
      mode: 'twoFactor',
      customerId: 7,
      credentials,
      error: null,
    });
  });

  it('200 with only the id → token entry for the registration confirmation, with that id', () => {
    expect(stateAfterLogin({ id: 42 }, credentials)).toMatchObject({ step: 'token', mode: 'confirm', customerId: 42 });
  });

  it('an empty access_token is no login', () => {
    expect(stateAfterLogin({ id: 42, access_token: '' }, credentials)).toMatchObject({ step: 'token', mode: 'confirm' });
  });

  it('a failure shows on the step the visitor is on', () => {
    const onCredentials = loginReducer(INITIAL_LOGIN_STATE, { type: 'failed', message: { key: 'wrongCredentials' } });
    expect(onCredentials).toEqual({ step: 'credentials', error: { key: 'wrongCredentials' } });

    const token = stateAfterLogin({ id: 7, '2fa': true }, credentials);
    const invalid = loginReducer(token, { type: 'failed', message: { key: 'tokenInvalid' } });
    expect(invalid).toMatchObject({ step: 'token', mode: 'twoFactor', error: { key: 'tokenInvalid' } });
  });

  it('a new answer clears the previous error; back returns to the credentials with the e-mail kept', () => {
    const failed: LoginState = { step: 'credentials', error: { key: 'wrongCredentials' } };
    expect(loginReducer(failed, { type: 'answered', result: { id: 1, '2fa': true }, credentials })).toMatchObject({ error: null });
    const token = stateAfterLogin({ id: 7 }, credentials);
    expect(loginReducer(token, { type: 'back' })).toEqual({ step: 'credentials', error: null, email: credentials.username });
  });
});
