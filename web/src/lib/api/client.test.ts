import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeLoggedUser } from '../session';
import { STORAGE_KEYS } from '../storage-keys';
import { isValidTerminalId } from '../terminal';
import { ApiError } from './api-error';
import { apiRequest, configureApiClient, setGlobalErrorHandler } from './client';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown = {}) {
  // A 204 answer has no body by definition.
  const text = status === 204 ? null : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(new Response(text, { status }));
}

function sentHeaders(): Record<string, string> {
  return fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
}

describe('apiRequest', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    configureApiClient(() => ({ baseUrl: 'https://loja.example/api/', pdv: 'PDV-9', pos: 'POS-9' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setGlobalErrorHandler(null);
  });

  it('calls the store API base with TERMINAL, DFP and locale headers', async () => {
    answer(200, [{ codigo: 1 }]);
    await expect(apiRequest('/v2/banks/list')).resolves.toEqual([{ codigo: 1 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://loja.example/api/v2/banks/list');
    const headers = sentHeaders();
    expect(headers.TERMINAL).toBe(localStorage.getItem(STORAGE_KEYS.terminal));
    expect(isValidTerminalId(headers.TERMINAL ?? null)).toBe(true);
    expect(headers.DFP).toBe(localStorage.getItem(STORAGE_KEYS.visitor));
    expect(headers.locale).toBe(i18next.language);
    expect(headers.Authorization).toBeUndefined();
    expect(headers.PDV).toBeUndefined();
  });

  it('leaves out empty and undefined query values: the API refuses ?categoria= and its kin', async () => {
    answer(200);
    await apiRequest('/v2/events/list', { method: 'POST', query: { q: '', categoria: 3, periodo: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://loja.example/api/v2/events/list?categoria=3');
  });

  it('sends the bearer token of a valid stored login', async () => {
    storeLoggedUser({ access_token: 'abc' });
    answer(200);
    await apiRequest('/orders/list');
    expect(sentHeaders().Authorization).toBe('Bearer abc');
  });

  it('drops an expired login instead of sending it', async () => {
    localStorage.setItem(STORAGE_KEYS.loggedUser, JSON.stringify({ access_token: 'old', expires_in: Date.now() - 1 }));
    answer(200);
    await apiRequest('/orders/list');
    expect(sentHeaders().Authorization).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.loggedUser)).toBeNull();
  });

  it.each(['/v2/events/list?cidade=X', '/pdv/v3/products/sectors/5'])('sends PDV and POS on %s', async (path) => {
    answer(200);
    await apiRequest(path, { method: 'POST', body: {} });
    expect(sentHeaders()).toMatchObject({ PDV: 'PDV-9', POS: 'POS-9', 'Content-Type': 'application/json' });
  });

  it('accepts 201 as success', async () => {
    answer(201, { ok: true });
    await expect(apiRequest('/clients/register', { method: 'POST', body: {} })).resolves.toEqual({ ok: true });
  });

  it.each([202, 204, 400, 403, 500])('treats %i as a failure and hands it to the global handler', async (status) => {
    const handler = vi.fn();
    setGlobalErrorHandler(handler);
    answer(status, { message: 'falhou' });
    const error = await apiRequest('/orders/list').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, path: '/orders/list' });
    expect(handler).toHaveBeenCalledWith(error);
  });

  it('leaves the statuses a caller handles itself out of the global handling', async () => {
    const handler = vi.fn();
    setGlobalErrorHandler(handler);
    answer(404, { message: 'nada' });
    await expect(apiRequest('/slugs?slug=x', { handledStatuses: [404] })).rejects.toMatchObject({ status: 404 });
    expect(handler).not.toHaveBeenCalled();
    answer(500);
    await expect(apiRequest('/slugs?slug=x', { handledStatuses: [404] })).rejects.toMatchObject({ status: 500 });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('keeps every failure of a call that ignores failures out of the global handling', async () => {
    const handler = vi.fn();
    setGlobalErrorHandler(handler);
    answer(401);
    await expect(apiRequest('/auth/logout', { method: 'POST', ignoreFailures: true })).rejects.toMatchObject({ status: 401 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/auth/logout', { method: 'POST', ignoreFailures: true })).rejects.toMatchObject({ status: null });
    expect(handler).not.toHaveBeenCalled();
  });

  it('reports a network failure with status null', async () => {
    const handler = vi.fn();
    setGlobalErrorHandler(handler);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/v2/banks/list')).rejects.toMatchObject({ status: null });
    expect(handler).toHaveBeenCalledOnce();
  });
});
