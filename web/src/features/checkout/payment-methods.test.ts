import { describe, expect, it } from 'vitest';
import { declinedAlternativeKey, offeredMethods } from './payment-methods';

describe('the methods named after a declined card', () => {
  it('names only the other methods the order is offered', () => {
    expect(declinedAlternativeKey(offeredMethods({ payment_methods: ['pix', 'card', 'boleto'] }))).toBe('checkout.pay.declinedAlsoBoth');
    // A session too close for a boleto to clear: no boleto.
    expect(declinedAlternativeKey(offeredMethods({ payment_methods: ['pix', 'card'] }))).toBe('checkout.pay.declinedAlsoPix');
    expect(declinedAlternativeKey(offeredMethods({ payment_methods: ['card', 'boleto'] }))).toBe('checkout.pay.declinedAlsoBoleto');
    expect(declinedAlternativeKey(offeredMethods({ payment_methods: ['card'] }))).toBeNull();
  });

  it('offers every method when the order lists none (it can no longer be paid: the server answers)', () => {
    expect(offeredMethods({ payment_methods: [] })).toEqual(['pix', 'card', 'boleto']);
  });
});
