import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { setGlobalErrorHandler } from '../../../lib/api/client';
import { storeLoggedUser } from '../../../lib/session';
import { installFakeApi, jsonResponse } from '../../../test/fake-api';
import { IdempotencyKeys, newIdempotencyKey, outcomeUnknown } from './idempotency';
import { createOrder, getOrder, isOpenStatus, latePollInterval, releaseOrder } from './orders';
import { createCardToken, getInstallments, payOrder, simulatePayment } from './payment';
import { getSectors } from './sectors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const body = { session_id: 1, items: [{ sector_id: 2, type: 'full' as const, quantity: 1, attendees: [{ name: 'Ana Souza', cpf: '52998224725' }] }] };

describe('purchase API calls', () => {
  const global = vi.fn();
  beforeEach(() => setGlobalErrorHandler(global));
  afterEach(() => {
    setGlobalErrorHandler(null);
    global.mockReset();
  });

  it('asks the sectors with PDV/POS headers and the event password', async () => {
    const seen: Record<string, string>[] = [];
    const api = installFakeApi({
      'GET /pdv/v3/products/sectors/:id': (_url, _body, headers) => {
        seen.push(headers);
        return { event: 5, sessions: [], fee_bp: 1000, max_per_order: 6, max_per_cpf: 6, hold_minutes: 10 };
      },
    });
    await getSectors(5, 'segredo');
    expect(api.calls).toEqual(['GET /pdv/v3/products/sectors/5?senha=segredo']);
    expect(seen[0]).toHaveProperty('TERMINAL');
  });

  it('every write carries an Idempotency-Key; the Bearer goes along when logged in', async () => {
    storeLoggedUser({ access_token: 'tok-9' });
    const headers: Record<string, string>[] = [];
    const record = (_url: URL, _body: unknown, h: Record<string, string>) => {
      headers.push(h);
      return { hash: 'h1', status: 'reserved' };
    };
    installFakeApi({
      'POST /checkout/orders': record,
      'DELETE /checkout/orders/:hash': record,
      'POST /checkout/orders/:hash/payment': record,
      'POST /checkout/orders/:hash/sandbox/pay': record,
      'POST /payments/sandbox/card-token': record,
    });
    await createOrder(body, 'k1');
    await releaseOrder('h1', 'k2');
    await payOrder('h1', { method: 'pix' }, 'k3');
    await simulatePayment('h1', 'k4');
    await createCardToken({ number: '4111111111111111', holder: 'ANA', exp_month: 12, exp_year: 2030, cvv: '123' }, 'k5');
    expect(headers.map((h) => h['Idempotency-Key'])).toEqual(['k1', 'k2', 'k3', 'k4', 'k5']);
    expect(headers.every((h) => h.Authorization === 'Bearer tok-9')).toBe(true);
  });

  it('reads an order with the buyer CPF for a guest, and the installment plans', async () => {
    const api = installFakeApi({
      'GET /checkout/orders/:hash': () => ({ hash: 'h1', status: 'paid' }),
      'GET /checkout/orders/:hash/installments': () => [{ installments: 1, per_installment: 100, total: 100, monthly_interest_bp: 0 }],
    });
    await getOrder('h1', '52998224725');
    await getInstallments('h1');
    expect(api.calls).toEqual(['GET /checkout/orders/h1?cpf_cnpj=52998224725', 'GET /checkout/orders/h1/installments']);
  });

  it.each([400, 401, 402, 404, 409, 412, 422, 429])('a %i is the checkout’s to explain, not the global table’s', async (status) => {
    installFakeApi({ 'POST /checkout/orders': () => jsonResponse(status, { message: 'motivo' }) });
    const error = await createOrder(body, 'k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, body: { message: 'motivo' } });
    expect(global).not.toHaveBeenCalled();
  });

  it('a server error still reaches the global handler', async () => {
    installFakeApi({ 'POST /checkout/orders': () => jsonResponse(500, {}) });
    await expect(createOrder(body, 'k')).rejects.toMatchObject({ status: 500 });
    expect(global).toHaveBeenCalledOnce();
  });

  it('knows which statuses can still change by themselves', () => {
    expect(['reserved', 'awaiting_payment', 'paid', 'expired'].map(isOpenStatus)).toEqual([true, true, false, false]);
  });
});

describe('idempotency keys', () => {
  it('are v4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('the same action retried after an unknown outcome reuses its key; a definite answer ends it', async () => {
    const keys = new IdempotencyKeys();
    const used: string[] = [];
    const fail = (status: number | null) => async (key: string) => {
      used.push(key);
      throw new ApiError('/checkout/orders', status, null);
    };
    await expect(keys.run('order', body, fail(null))).rejects.toBeInstanceOf(ApiError);
    await expect(keys.run('order', body, fail(503))).rejects.toBeInstanceOf(ApiError);
    expect(used[1]).toBe(used[0]);
    // Another body is another action.
    await expect(keys.run('order', { ...body, coupon: 'X' }, fail(null))).rejects.toBeInstanceOf(ApiError);
    expect(used[2]).not.toBe(used[1]);
    // A definite refusal: the next try is new.
    await expect(keys.run('order', { ...body, coupon: 'X' }, fail(409))).rejects.toBeInstanceOf(ApiError);
    await keys.run('order', { ...body, coupon: 'X' }, async (key) => used.push(key));
    expect(used[4]).not.toBe(used[3]);
    expect(used.every((key) => UUID.test(key))).toBe(true);
  });

  it('treats network failures and 5xx as unknown outcomes only', () => {
    expect(outcomeUnknown(new ApiError('/x', null, null))).toBe(true);
    expect(outcomeUnknown(new ApiError('/x', 502, null))).toBe(true);
    expect(outcomeUnknown(new ApiError('/x', 402, null))).toBe(false);
    expect(outcomeUnknown(new TypeError('x'))).toBe(true);
  });
});

describe('watching for a late payment', () => {
  it('polls an ended hold until the payment settles it or the watch runs out', () => {
    expect(latePollInterval('expired', 2_000, 1_000, 3_000)).toBe(3_000);
    expect(latePollInterval('awaiting_payment', 2_000, 1_000, 3_000)).toBe(3_000);
    expect(latePollInterval(undefined, 2_000, 1_000, 3_000)).toBe(3_000);
    expect(latePollInterval('needs_refund', 2_000, 1_000, 3_000)).toBe(false);
    expect(latePollInterval('paid', 2_000, 1_000, 3_000)).toBe(false);
    expect(latePollInterval('expired', 2_000, 2_000, 3_000)).toBe(false);
  });
});
