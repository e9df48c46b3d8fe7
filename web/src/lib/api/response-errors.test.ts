import { describe, expect, it } from 'vitest';
import pt from '../../locales/pt.json';
import { handleResponseError, type GlobalErrorOutcome } from './response-errors';

const NOTHING: GlobalErrorOutcome = { snackbar: null, redirectHome: false, logout: false };
const generic = (redirectHome: boolean): GlobalErrorOutcome => ({
  snackbar: { messageKey: 'errors.generic', color: 'error' },
  redirectHome,
  logout: false,
});

// One row per line of the spec section 8 table, then each row's exceptions.
const cases: { row: string; url: string; status: number | null; expected: GlobalErrorOutcome }[] = [
  // Row 1: visits, faq, payment-options, organizers/page/details → 'Erro Inesperado.' only.
  { row: 'visits', url: '/analytics/visits', status: 500, expected: { ...NOTHING, snackbar: { messageKey: 'errors.unexpected', color: 'error' } } },
  { row: 'faq (even on 401)', url: '/event/faq/12', status: 401, expected: { ...NOTHING, snackbar: { messageKey: 'errors.unexpected', color: 'error' } } },
  { row: 'payment-options (even on 412)', url: '/events/payment-options/3', status: 412, expected: { ...NOTHING, snackbar: { messageKey: 'errors.unexpected', color: 'error' } } },
  { row: 'organizers/page/details (even on 404)', url: '/v2/organizers/page/details/9', status: 404, expected: { ...NOTHING, snackbar: { messageKey: 'errors.unexpected', color: 'error' } } },
  // Row 2: 412 → go home + generic.
  { row: '412', url: '/v2/events/list', status: 412, expected: generic(true) },
  { row: '412 exception event/campaign/', url: '/event/campaign/7', status: 412, expected: NOTHING },
  { row: '412 exception pdv/v3/products/sectors', url: '/pdv/v3/products/sectors/7', status: 412, expected: NOTHING },
  // Row 3: 401 → logout + session expired + go home.
  {
    row: '401',
    url: '/orders/list',
    status: 401,
    expected: { snackbar: { messageKey: 'errors.sessionExpired', color: 'error' }, redirectHome: true, logout: true },
  },
  { row: '401 exception orders/details', url: '/orders/details/abc?cpf_cnpj=1', status: 401, expected: NOTHING },
  { row: '401 exception removal/confirm', url: '/clients/data/removal/confirm/tok', status: 401, expected: NOTHING },
  // Row 4: 401 on auth/loginsite → wrong credentials, no redirect (wins over row 3).
  {
    row: '401 on auth/loginsite',
    url: '/auth/loginsite',
    status: 401,
    expected: { snackbar: { messageKey: 'errors.wrongCredentials', color: 'error' }, redirectHome: false, logout: false },
  },
  // Row 5: 404 → go home + generic.
  { row: '404', url: '/slugs?slug=nada', status: 404, expected: generic(true) },
  { row: '404 exception event/detail', url: '/v2/event/detail/5', status: 404, expected: NOTHING },
  { row: '404 on events/payment-options: row 1 already applies', url: '/events/payment-options/5', status: 404, expected: { ...NOTHING, snackbar: { messageKey: 'errors.unexpected', color: 'error' } } },
  { row: '404 exception removal/confirm', url: '/clients/data/removal/confirm/tok', status: 404, expected: NOTHING },
  // Row 6: 403 → generic, no redirect.
  { row: '403', url: '/orders/list', status: 403, expected: generic(false) },
  { row: '403 exception event/detail', url: '/v2/event/detail/5', status: 403, expected: NOTHING },
  // Row 7: any other status → go home + generic.
  { row: 'any other status (500)', url: '/v2/events/categories/list', status: 500, expected: generic(true) },
  { row: 'any other status (400)', url: '/clients/register', status: 400, expected: generic(true) },
  { row: 'any other status (204 is not success)', url: '/clients/update', status: 204, expected: generic(true) },
  { row: 'network failure counts as any other status', url: '/v2/banks/list', status: null, expected: generic(true) },
  { row: 'any other status exception removal/confirm', url: '/clients/data/removal/confirm/tok', status: 500, expected: NOTHING },
];

describe('handleResponseError (spec section 8)', () => {
  it.each(cases)('$row: $status $url', ({ url, status, expected }) => {
    expect(handleResponseError(url, status)).toEqual(expected);
  });

  it('uses the exact Portuguese messages of the spec', () => {
    expect(pt.errors.generic).toBe('Algo deu errado! Tente novamente mais tarde.');
    expect(pt.errors.unexpected).toBe('Erro Inesperado.');
    expect(pt.errors.sessionExpired).toBe('Sua sessão expirou, faça login novamente.');
    expect(pt.errors.wrongCredentials).toBe('Usuário ou senha incorretos, tente novamente.');
  });
});
