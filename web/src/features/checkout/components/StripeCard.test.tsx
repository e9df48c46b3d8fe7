import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { sectorsFixture } from '../../../test/checkout-fixtures';
import { reserveOne, start, type User } from '../../../test/checkout-steps';
import { jsonResponse } from '../../../test/fake-api';
import { fakeStripe } from '../../../test/fake-stripe';
import { storeConfigFixture } from '../../../test/fixtures';
import type * as CardCharge from '../card-charge';
import { loadStripeJs } from '../stripe/load-stripe';

// Stripe.js is never fetched here: each test hands the checkout a fake Stripe object.
vi.mock('../stripe/load-stripe', () => ({ loadStripeJs: vi.fn() }));
// The bank's answer is awaited a few times over about 15 s; here over a few milliseconds.
vi.mock('../card-charge', async (original) => {
  const real = await original<typeof CardCharge>();
  return { ...real, syncCardCharge: (hash: string) => real.syncCardCharge(hash, [5, 5]) };
});

beforeEach(() => {
  vi.mocked(loadStripeJs).mockReset();
});

// The order is polled every 3 s once the bank is slow: two rounds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const stripeStore = () => ({ ...storeConfigFixture(), payment: { provider: 'stripe' as const, stripe_publishable_key: 'pk_test_catraca' } });

/** A checkout on the Stripe gateway (no sandbox), with a fake Stripe.js ready to load. */
function startStripe(options: Parameters<typeof start>[1] = {}) {
  const app = start('/checkout/7', { sectors: sectorsFixture({ sandbox: false, sandbox_pay: false }), ...options }, stripeStore());
  const fake = fakeStripe(app.state);
  vi.mocked(loadStripeJs).mockResolvedValue(fake.stripe);
  return { ...app, fake };
}

async function openCard(user: User) {
  await reserveOne(user);
  await user.click(screen.getByRole('tab', { name: 'Cartão' }));
  return screen.findByTestId('card-form');
}

/** Types the card into the (fake) Payment Element and the holder's name into ours. */
async function fillCard(user: User, number: string, holder = 'ANA SOUZA') {
  const form = screen.getByTestId('card-form');
  const card = await within(form).findByLabelText('Dados do cartão');
  await user.clear(card);
  await user.type(card, number);
  const name = within(form).getByLabelText(/Nome impresso/);
  await user.clear(name);
  await user.type(name, holder);
}

const pay = (user: User) => user.click(screen.getByRole('button', { name: /^Pagar R\$\s110,00$/ }));
const syncs = (calls: string[]) => calls.filter((call) => call === 'POST /checkout/orders/h1/payment/sync').length;

describe('card on the Stripe gateway', { timeout: 40_000 }, () => {
  it('loads Stripe.js only for the card form, styled as the store and in Portuguese; a card approved at once pays', async () => {
    const { user, state, api, fake } = startStripe();
    await reserveOne(user);
    expect(loadStripeJs).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Cartão' }));
    const form = await screen.findByTestId('card-form');
    await fillCard(user, '4242424242424242');
    expect(loadStripeJs).toHaveBeenCalledWith('pk_test_catraca', 'pt-BR');
    expect(fake.calls.elements).toEqual([
      expect.objectContaining({
        mode: 'payment',
        currency: 'brl',
        amount: 11000,
        paymentMethodCreation: 'manual',
        allowedPaymentMethodTypes: ['card'],
        appearance: expect.objectContaining({ variables: expect.objectContaining({ colorPrimary: '#6d28d9', colorDanger: '#c92a2a' }) }),
      }),
    ]);
    expect(fake.calls.element[0]?.fields).toEqual({ billingDetails: { name: 'never' } });
    // The installments and their interest, as with any gateway, before paying.
    const select = await within(form).findByRole('combobox', { name: 'Parcelas' });
    await within(select).findByRole('option', { name: /3x de/ });
    await user.selectOptions(select, '4');
    expect(screen.getByTestId('installment-summary')).toHaveTextContent(/^Juros de 1,99% a.m.: R\$\s8,76. Total a pagar: R\$\s118,76.$/);
    await user.selectOptions(select, '3');
    await pay(user);
    expect(await screen.findByRole('heading', { name: 'Compra confirmada!' })).toBeInTheDocument();
    expect(fake.calls.paymentMethods).toEqual([{ billing_details: { name: 'ANA SOUZA' } }]);
    expect(state.payments.map((p) => p.body)).toEqual([{ method: 'card', installments: 3, card_token: 'pm_1' }]);
    expect(fake.calls.nextActions).toEqual([]);
    expect(api.calls.filter((call) => call.includes('card-token'))).toEqual([]);
    expect(screen.getByTestId('done-paid')).toHaveTextContent(/Cartão de crédito em 3x/);
  });

  it('a second submit while the first runs (Enter pressed twice) starts no second charge', async () => {
    const { user, state, fake } = startStripe();
    const form = await openCard(user);
    await fillCard(user, '4242424242424242');
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('heading', { name: 'Compra confirmada!' })).toBeInTheDocument();
    expect(fake.calls.paymentMethods).toHaveLength(1);
    expect(state.payments).toHaveLength(1);
  });

  it('a decline says why and keeps the form; another card then pays', async () => {
    const { user, state } = startStripe();
    await openCard(user);
    await fillCard(user, '4000000000000002');
    await pay(user);
    const problem = await screen.findByTestId('checkout-problem');
    expect(problem).toHaveTextContent('Pagamento recusado');
    expect(problem).toHaveTextContent('Cartão recusado pelo emissor.');
    expect(problem).toHaveTextContent('tente outro cartão');
    await fillCard(user, '4242424242424242');
    await pay(user);
    expect(await screen.findByRole('heading', { name: 'Compra confirmada!' })).toBeInTheDocument();
    expect(state.payments.map((p) => (p.body as { card_token: string }).card_token)).toEqual(['pm_1', 'pm_2']);
    expect(state.payments[0]?.key).not.toBe(state.payments[1]?.key);
  });

  it('3-D Secure: Stripe.js shows the challenge with the charge\'s secret, then the server asks Stripe and the order is paid', async () => {
    const { user, api, fake } = startStripe();
    await openCard(user);
    await fillCard(user, '4000000000003220');
    await pay(user);
    expect(await screen.findByRole('heading', { name: 'Compra confirmada!' })).toBeInTheDocument();
    expect(fake.calls.nextActions).toEqual(['pi_h1_secret_test']);
    expect(syncs(api.calls)).toBe(1);
  });

  it('3-D Secure refused by the bank: the server\'s reason shows, and the buyer can pay with another card', async () => {
    const { user, state, fake } = startStripe();
    await openCard(user);
    fake.endChallengeAs('refused');
    await fillCard(user, '4000000000003220');
    await pay(user);
    const problem = await screen.findByTestId('checkout-problem');
    expect(problem).toHaveTextContent('Pagamento recusado');
    expect(problem).toHaveTextContent('Cartão recusado pelo emissor.');
    fake.endChallengeAs('passed');
    await fillCard(user, '4242424242424242');
    await pay(user);
    expect(await screen.findByRole('heading', { name: 'Compra confirmada!' })).toBeInTheDocument();
    expect(state.payments).toHaveLength(2);
  });

  it('the buyer closes the challenge: says the authentication did not finish, and trying again can pass it', async () => {
    const { user, fake } = startStripe();
    await openCard(user);
    fake.endChallengeAs('closed');
    await fillCard(user, '4000000000003220');
    await pay(user);
    expect(await screen.findByTestId('checkout-problem')).toHaveTextContent(
      'A autenticação do cartão não foi concluída. Tente novamente ou use outro cartão.',
    );
    fake.endChallengeAs('passed');
    await pay(user);
    expect(await screen.findByRole('heading', { name: 'Compra confirmada!' })).toBeInTheDocument();
    expect(fake.calls.nextActions).toHaveLength(2);
  });

  it('Stripe not answering the charge: says so; trying again sends the same PaymentMethod under the same key', async () => {
    let down = true;
    const { user, state, fake } = startStripe({
      payReply: () => (down ? jsonResponse(503, { reason: 'gateway_unavailable', message: 'O meio de pagamento não respondeu.' }) : undefined),
    });
    await openCard(user);
    await fillCard(user, '4242424242424242');
    await pay(user);
    expect(await screen.findByTestId('checkout-problem')).toHaveTextContent('O meio de pagamento não respondeu. Sua reserva continua valendo');
    down = false;
    await pay(user);
    expect(await screen.findByRole('heading', { name: 'Compra confirmada!' })).toBeInTheDocument();
    expect(fake.calls.paymentMethods).toHaveLength(1);
    expect(state.payments.map((p) => (p.body as { card_token: string }).card_token)).toEqual(['pm_1', 'pm_1']);
    expect(state.payments[1]?.key).toBe(state.payments[0]?.key);
  });

  it('Stripe not answering the server after the challenge: says so, and trying again asks again without a new charge', async () => {
    let down = true;
    const { user, state, api, fake } = startStripe({
      syncReply: () => (down ? jsonResponse(503, { reason: 'gateway_unavailable', message: 'O meio de pagamento não respondeu.' }) : undefined),
    });
    await openCard(user);
    await fillCard(user, '4000000000003220');
    await pay(user);
    const problem = await screen.findByTestId('checkout-problem');
    expect(problem).toHaveTextContent('O meio de pagamento não respondeu.');
    down = false;
    await user.click(within(problem).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Compra confirmada!' })).toBeInTheDocument();
    expect(state.payments).toHaveLength(1);
    expect(fake.calls.nextActions).toHaveLength(1);
    expect(syncs(api.calls)).toBe(2);
  });

  it('an incomplete card is refused beside Stripe\'s field, and nothing is sent', async () => {
    const { user, state, fake } = startStripe();
    const form = await openCard(user);
    await fillCard(user, '4242');
    await pay(user);
    expect(await within(form).findByText('O número do cartão está incompleto.')).toBeInTheDocument();
    expect(fake.calls.paymentMethods).toEqual([]);
    expect(state.payments).toEqual([]);
    expect(screen.queryByTestId('checkout-problem')).not.toBeInTheDocument();
  });

  it('a bank slow to answer: the card waits, the other methods lock, and the page moves on once it is paid', async () => {
    const { user, state, api, fake } = startStripe();
    await openCard(user);
    fake.endChallengeAs('bankSlow');
    await fillCard(user, '4000000000003220');
    await pay(user);
    expect(await screen.findByTestId('card-pending')).toHaveTextContent('Seu banco ainda não confirmou o pagamento');
    // Asked once after the challenge, then after each wait.
    expect(syncs(api.calls)).toBe(3);
    expect(screen.getByRole('tab', { name: 'PIX' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Boleto' })).toBeDisabled();
    expect(screen.getByTestId('methods-locked')).toHaveTextContent('Seu banco ainda está confirmando o pagamento com cartão');
    // The gateway's webhook pays it.
    const order = state.orders.get('h1')!;
    state.orders.set('h1', { ...order, status: 'paid', paid_at: new Date().toISOString(), payment_methods: [], charged: order.total });
    expect(await screen.findByRole('heading', { name: 'Compra confirmada!' })).toBeInTheDocument();
    expect(screen.getByTestId('done-paid')).toHaveTextContent(/Cartão de crédito\s*R\$\s110,00/);
  });

  it('a bank slow to answer that then refuses: the card form comes back with the reason', async () => {
    const { user, state, fake } = startStripe();
    await openCard(user);
    fake.endChallengeAs('bankSlow');
    await fillCard(user, '4000000000003220');
    await pay(user);
    await screen.findByTestId('card-pending');
    // The gateway's webhook records the refusal.
    state.orders.set('h1', { ...state.orders.get('h1')!, payment_error: 'Saldo insuficiente.' });
    expect(await screen.findByTestId('checkout-problem')).toHaveTextContent('Saldo insuficiente.');
    expect(await screen.findByTestId('card-form')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'PIX' })).toBeEnabled();
  });

  it('Stripe.js that does not load: says so, and trying again loads it', async () => {
    const { user, fake } = startStripe();
    vi.mocked(loadStripeJs).mockRejectedValueOnce(new Error('blocked'));
    const form = await openCard(user);
    expect(await within(form).findByText('Não foi possível carregar o formulário do cartão.')).toBeInTheDocument();
    expect(screen.getByTestId('card-pay')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(form).findByLabelText('Dados do cartão')).toBeInTheDocument();
    expect(screen.getByTestId('card-pay')).toBeEnabled();
    expect(fake.calls.elements).toHaveLength(1);
  });

  it('speaks the buyer\'s language: Stripe.js loads again in English when the page turns English', async () => {
    const { user } = startStripe();
    await openCard(user);
    await screen.findByLabelText('Dados do cartão');
    try {
      await act(() => i18n.changeLanguage('en'));
      expect(loadStripeJs).toHaveBeenLastCalledWith('pk_test_catraca', 'en');
    } finally {
      await act(() => i18n.changeLanguage('pt'));
    }
  });
});

describe('card on the sandbox gateway', { timeout: 40_000 }, () => {
  it('keeps its own card fields and never loads Stripe.js', async () => {
    const { user } = start();
    const form = await openCard(user);
    expect(within(form).getByLabelText(/Número do cartão/)).toBeInTheDocument();
    expect(within(form).getByText(/Sandbox: 4111 1111 1111 1111 aprova/)).toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });
});
