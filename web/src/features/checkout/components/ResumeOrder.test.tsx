import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeCheckout, orderFixture, VALID_CPFS } from '../../../test/checkout-fixtures';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { isResumable, PENDING_ORDER_KEY } from '../pending-order';

// Loaded up front: the route imports it lazily, and a cold transform must not race the first query.
import '../../../routes/checkout/CheckoutPage';

configure({ asyncUtilTimeout: 5_000 });

type User = ReturnType<typeof userEvent.setup>;

function start() {
  const checkout = fakeCheckout();
  installFakeApi(checkout.routes);
  const user = userEvent.setup({ delay: null });
  return { ...checkout, user, view: renderApp('/checkout/7') };
}

/** A guest's order for one Pista ticket, on the payment step. */
async function reserveOne(user: User) {
  const card = await screen.findByRole('region', { name: 'Pista' });
  await user.click(within(card).getByRole('button', { name: 'Adicionar Inteira, Pista' }));
  await user.click(screen.getByTestId('tickets-continue'));
  const form = await screen.findByRole('form', { name: 'Compra sem cadastro' });
  await user.type(within(form).getByLabelText(/Nome completo/), 'Rita Retomada');
  await user.type(within(form).getByLabelText(/E-mail/), 'rita@example.com');
  await user.type(within(form).getByLabelText(/^CPF/), VALID_CPFS[0]!);
  await user.type(within(form).getByLabelText(/Celular/), '48999990000');
  await user.click(within(form).getByRole('button', { name: 'Continuar sem cadastro' }));
  const holder = (await screen.findAllByTestId('holder'))[0]!;
  await user.type(within(holder).getByLabelText(/Nome do titular/), 'Rita Retomada');
  await user.type(within(holder).getByLabelText(/CPF do titular/), VALID_CPFS[0]!);
  await user.click(screen.getByTestId('reserve'));
  await screen.findByTestId('hold-countdown');
}

describe('a reload during payment', { timeout: 30_000 }, () => {
  it('resumes the issued PIX at the payment step, and closing still asks', async () => {
    const { user, view, state } = start();
    await reserveOne(user);
    await user.click(screen.getByTestId('pix-generate'));
    await screen.findByRole('img', { name: 'QR Code PIX' });
    expect(JSON.parse(sessionStorage.getItem(PENDING_ORDER_KEY)!)).toEqual({ eventId: 7, hash: 'h1', cpf: VALID_CPFS[0] });

    view.unmount();
    renderApp('/checkout/7');
    expect(await screen.findByTestId('order-resumed')).toHaveTextContent('Continuamos o pedido que você já tinha começado.');
    expect(screen.getByRole('heading', { name: 'Pagamento' })).toBeInTheDocument();
    expect(screen.getByLabelText('PIX copia e cola')).toHaveValue(state.orders.get('h1')!.pix!.brcode);
    expect(screen.getByTestId('hold-time')).toHaveTextContent(/^(10:00|09:\d\d)$/);
    expect(screen.getByRole('tab', { name: 'Cartão' })).toBeDisabled();
    await user.click(screen.getByTestId('checkout-close'));
    expect(await screen.findByRole('dialog', { name: 'Fechar e pagar depois?' })).toHaveTextContent('Código do pedido: h1');
  });

  it.each(['expired', 'paid', 'cancelled'] as const)('an order %s meanwhile is forgotten: the checkout starts clean', async (status) => {
    const { user, view, state } = start();
    await reserveOne(user);
    state.orders.set('h1', { ...state.orders.get('h1')!, status });

    view.unmount();
    renderApp('/checkout/7');
    expect(await screen.findByRole('heading', { name: 'Ingressos' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-resumed')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('a resumed order whose last charge failed at the gateway says why, until the next try', async () => {
    const { user, view, state } = start();
    await reserveOne(user);
    state.orders.set('h1', { ...state.orders.get('h1')!, payment_error: 'A autenticação do cartão não foi concluída. Tente novamente ou use outro cartão.' });

    view.unmount();
    renderApp('/checkout/7');
    expect(await screen.findByTestId('checkout-problem')).toHaveTextContent('A autenticação do cartão não foi concluída.');
    await user.click(screen.getByTestId('pix-generate'));
    await screen.findByRole('img', { name: 'QR Code PIX' });
    expect(screen.queryByTestId('checkout-problem')).not.toBeInTheDocument();
  });

  it('changing a resumed order releases it, forgets it and goes back to its tickets', async () => {
    const { user, view, state } = start();
    await reserveOne(user);
    view.unmount();
    renderApp('/checkout/7');
    await user.click(await screen.findByRole('button', { name: 'Alterar pedido' }));
    expect(await screen.findByRole('heading', { name: 'Ingressos' })).toBeInTheDocument();
    const pista = screen.getByRole('region', { name: 'Pista' });
    expect(within(within(pista).getByTestId('line-full')).getByTestId('quantity')).toHaveTextContent('1');
    expect(state.deletes).toEqual(['h1']);
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('leaving with a reserved order releases it and forgets it', async () => {
    const { user, state } = start();
    await reserveOne(user);
    await user.click(screen.getByTestId('checkout-close'));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da compra?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair e liberar' }));
    await waitFor(() => expect(state.deletes).toEqual(['h1']));
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('an order is resumed only while held and before its deadline', () => {
    const order = orderFixture({ expires_at: '2026-11-25T12:10:00Z' });
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(isResumable(order, now)).toBe(true);
    expect(isResumable({ ...order, status: 'awaiting_payment' }, now)).toBe(true);
    expect(isResumable(order, Date.parse('2026-11-25T12:10:01Z'))).toBe(false);
    expect(isResumable({ ...order, status: 'paid' }, now)).toBe(false);
  });
});
