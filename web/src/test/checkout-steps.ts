import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeCheckout, VALID_CPFS } from './checkout-fixtures';
import { installFakeApi } from './fake-api';
import { renderApp } from './render-app';
import { storeConfigFixture } from './fixtures';

// Loaded up front: the route imports it lazily, and a cold transform must not race the first query.
import '../routes/checkout/CheckoutPage';

// Steps of the checkout as a buyer takes them, shared by the checkout's flow tests.

export type User = ReturnType<typeof userEvent.setup>;

export function start(path = '/checkout/7', options: Parameters<typeof fakeCheckout>[0] = {}, config = storeConfigFixture()) {
  const checkout = fakeCheckout(options);
  const api = installFakeApi(checkout.routes);
  const user = userEvent.setup({ delay: null });
  const view = renderApp(path, config);
  return { ...view, ...checkout, api, user };
}

export async function pick(user: User, sector: string, type: 'Inteira' | 'Meia-entrada', times = 1) {
  const card = await screen.findByRole('region', { name: sector });
  for (let i = 0; i < times; i++) {
    await user.click(within(card).getByRole('button', { name: `Adicionar ${type}, ${sector}` }));
  }
}

export async function asGuest(user: User, cpf = VALID_CPFS[0]!) {
  await user.click(screen.getByTestId('tickets-continue'));
  const form = await screen.findByRole('form', { name: 'Compra sem cadastro' });
  await user.type(within(form).getByLabelText(/Nome completo/), 'Ana Souza');
  await user.type(within(form).getByLabelText(/E-mail/), 'ana@example.com');
  await user.type(within(form).getByLabelText(/^CPF/), cpf);
  await user.type(within(form).getByLabelText(/Celular/), '48999990000');
  await user.click(within(form).getByRole('button', { name: 'Continuar sem cadastro' }));
  await screen.findByRole('heading', { name: 'Titulares e cupom' });
}

export async function fillHolder(user: User, index: number, name: string, cpf: string) {
  const holder = screen.getAllByTestId('holder')[index]!;
  await user.type(within(holder).getByLabelText(/Nome do titular/), name);
  await user.type(within(holder).getByLabelText(/CPF do titular/), cpf);
  return holder;
}

/** A guest's order for one Pista ticket, on the payment step. */
export async function reserveOne(user: User) {
  await pick(user, 'Pista', 'Inteira');
  await asGuest(user);
  await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
  await user.click(screen.getByTestId('reserve'));
  await screen.findByTestId('hold-countdown');
}
