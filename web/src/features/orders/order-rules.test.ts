import { describe, expect, it } from 'vitest';
import { orderFixture } from './test-fixtures';
import { groupOrders, isPurchase, orderSectors } from './order-rules';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('groupOrders', () => {
  it('splits by session start, soonest upcoming first, latest past first', () => {
    const a = orderFixture({ hash: 'a', session: { inicio: '2026-12-10T21:00:00-03:00' } });
    const b = orderFixture({ hash: 'b', session: { inicio: '2026-11-30T21:00:00-03:00' } });
    const c = orderFixture({ hash: 'c', session: { inicio: '2026-10-01T21:00:00-03:00' } });
    const d = orderFixture({ hash: 'd', session: { inicio: '2026-11-01T21:00:00-03:00' } });
    // Started two hours ago: still upcoming (happening now).
    const e = orderFixture({ hash: 'e', session: { inicio: '2026-11-23T07:00:00-03:00' } });
    const { upcoming, past } = groupOrders([a, b, c, d, e], now);
    expect(upcoming.map((o) => o.hash)).toEqual(['e', 'b', 'a']);
    expect(past.map((o) => o.hash)).toEqual(['d', 'c']);
  });

  it('lists upcoming orders given up (refunded, cancelled) after those still to attend', () => {
    const soon = orderFixture({ hash: 'soon', status: 'refunded', session: { inicio: '2026-11-25T21:00:00-03:00' } });
    const later = orderFixture({ hash: 'later', status: 'paid', session: { inicio: '2026-12-10T21:00:00-03:00' } });
    const gone = orderFixture({
      hash: 'gone',
      status: 'cancelled',
      paid_at: '2026-11-20T10:00:00Z',
      session: { inicio: '2026-11-24T21:00:00-03:00' },
    });
    const waiting = orderFixture({ hash: 'waiting', status: 'awaiting_payment', session: { inicio: '2026-12-20T21:00:00-03:00' } });
    expect(groupOrders([soon, later, gone, waiting], now).upcoming.map((o) => o.hash)).toEqual([
      'later',
      'waiting',
      'gone',
      'soon',
    ]);
  });

  it('leaves out holds that ran out and carts given up, keeps refunds', () => {
    expect(isPurchase(orderFixture({ status: 'expired' }))).toBe(false);
    expect(isPurchase(orderFixture({ status: 'reserved' }))).toBe(false);
    expect(isPurchase(orderFixture({ status: 'cancelled', paid_at: null }))).toBe(false);
    expect(isPurchase(orderFixture({ status: 'cancelled', paid_at: '2026-11-20T10:00:00Z' }))).toBe(true);
    expect(isPurchase(orderFixture({ status: 'refunded' }))).toBe(true);
    expect(isPurchase(orderFixture({ status: 'awaiting_payment' }))).toBe(true);
  });

  it('lists each sector once', () => {
    const order = orderFixture({
      items: [
        { sector: 'Pista', type: 'full', quantity: 1, unit_price: 100 },
        { sector: 'Pista', type: 'half', quantity: 1, unit_price: 50 },
        { sector: 'Camarote', type: 'full', quantity: 1, unit_price: 300 },
      ],
    });
    expect(orderSectors(order)).toEqual(['Pista', 'Camarote']);
  });
});
