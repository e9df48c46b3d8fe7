import { describe, expect, it } from 'vitest';
import { CHECKOUT_INTENT_KEY, intentFromSearch, readCheckoutIntent, saveCheckoutIntent } from './checkout-intent';

describe('checkout intent', () => {
  it('reads sessao, c and carrinho_abandonado, with the gamification id as referral', () => {
    const params = new URLSearchParams('sessao=12&c=PROMO10&carrinho_abandonado=abc');
    expect(intentFromSearch(params, 'promoter-7')).toEqual({
      sessao: 12,
      cupom: 'PROMO10',
      carrinhoAbandonado: 'abc',
      referral: 'promoter-7',
    });
    expect(intentFromSearch(new URLSearchParams('sessao=x'))).toEqual({
      sessao: undefined,
      cupom: undefined,
      carrinhoAbandonado: undefined,
      referral: undefined,
    });
  });

  it('keeps it in sessionStorage for that event only', () => {
    saveCheckoutIntent(7, { referral: 'p1', cupom: 'C1' });
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_INTENT_KEY) ?? '{}')).toEqual({ eventId: 7, referral: 'p1', cupom: 'C1' });
    expect(readCheckoutIntent(7)).toMatchObject({ referral: 'p1' });
    expect(readCheckoutIntent(8)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('merges into the same event and replaces another event', () => {
    saveCheckoutIntent(7, { referral: 'p1' });
    saveCheckoutIntent(7, { sessao: 101, referral: undefined });
    expect(readCheckoutIntent(7)).toEqual({ eventId: 7, referral: 'p1', sessao: 101 });
    saveCheckoutIntent(9, { cupom: 'X' });
    expect(readCheckoutIntent(7)).toBeNull();
    expect(readCheckoutIntent(9)).toEqual({ eventId: 9, cupom: 'X' });
  });

  it('ignores an unreadable stored value', () => {
    sessionStorage.setItem(CHECKOUT_INTENT_KEY, '{oops');
    expect(readCheckoutIntent(7)).toBeNull();
  });
});
