import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../features/orders/test-fixtures';
import { installFakeApi, jsonResponse } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { storeLoggedUser } from '../lib/session';

const HASH = '9f0c1e2d3c4b5a69788796a5b4c3d2e1';
const BUYER = '52998224725';

function api() {
  return installFakeApi({
    'GET /orders/details/:hash': (url) =>
      url.searchParams.get('cpf_cnpj') === BUYER
        ? orderFixture({ hash: HASH })
        : jsonResponse(401, { message: 'Documento Inválido' }),
  });
}

describe('order lookup', () => {
  it("the form leads to the order; a wrong document says 'Documento Inválido', the right one shows it and is kept", async () => {
    const fake = api();
    const user = userEvent.setup({ delay: null });
    const { url } = renderApp('/pedido');
    await user.type(await screen.findByLabelText(/^Código do pedido/), HASH);
    await user.type(screen.getByLabelText(/^CPF do comprador/), '11144477735');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Documento Inválido')).toBeInTheDocument();
    expect(url().pathname).toBe(`/pedido/${HASH}`);
    expect(fake.calls).toContain(`GET /orders/details/${HASH}?cpf_cnpj=11144477735`);
    // 401 here is the page's own business: no logout, no redirect.
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();

    const field = screen.getByLabelText(/^CPF do comprador/);
    await user.clear(field);
    await user.type(field, BUYER);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByTestId('order-details')).toHaveTextContent('Festival de Verão');
    expect(screen.queryByText('Documento Inválido')).not.toBeInTheDocument();
    expect(localStorage.getItem(`orderDocument-${HASH}`)).toBe(BUYER);
  });

  it('opens at once with the stored document; without one it asks for it', async () => {
    api();
    localStorage.setItem(`orderDocument-${HASH}`, BUYER);
    const first = renderApp(`/pedido/${HASH}`);
    expect(await screen.findByTestId('order-details')).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF do comprador/)).toHaveValue('529.982.247-25');
    first.unmount();

    localStorage.clear();
    renderApp(`/pedido/${HASH}`);
    expect(await screen.findByText('Informe o CPF de quem comprou para ver este pedido.')).toBeInTheDocument();
    expect(screen.queryByText('Documento Inválido')).not.toBeInTheDocument();
  });

  it("shows a logged-in customer's own order without asking for a CPF", async () => {
    storeLoggedUser({ access_token: 'tok', name: 'Ana', email: 'ana@example.com' });
    const fake = installFakeApi({
      'GET /orders/details/:hash': (_url, _body, headers) =>
        headers.Authorization === 'Bearer tok' ? orderFixture({ hash: HASH }) : jsonResponse(401, { message: 'Documento Inválido' }),
    });
    renderApp(`/pedido/${HASH}`);
    expect(await screen.findByTestId('order-details')).toHaveTextContent('Festival de Verão');
    expect(screen.queryByLabelText(/^CPF do comprador/)).not.toBeInTheDocument();
    expect(fake.calls).toContain(`GET /orders/details/${HASH}`);
  });

  it('checks the form before leaving it', async () => {
    const fake = api();
    const user = userEvent.setup({ delay: null });
    renderApp('/pedido');
    await user.type(await screen.findByLabelText(/^Código do pedido/), 'xyz');
    await user.type(screen.getByLabelText(/^CPF do comprador/), '11111111111');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Código de pedido inválido.')).toBeInTheDocument();
    expect(screen.getByText('CPF inválido.')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.includes('/orders/details'))).toBe(false);
  });

  it("tells a guest that cancelling goes through an account with the order's e-mail, and opens it", async () => {
    const buyer = { name: 'Ana Souza', email: 'ana@example.com' };
    installFakeApi({ 'GET /orders/details/:hash': () => orderFixture({ hash: HASH, buyer }) });
    localStorage.setItem(`orderDocument-${HASH}`, BUYER);
    const user = userEvent.setup({ delay: null });
    renderApp(`/pedido/${HASH}`);
    const hint = await screen.findByTestId('cancel-with-account');
    expect(hint).toHaveTextContent(
      'Para cancelar este pedido, entre ou crie uma conta com o e-mail ana@example.com: ele aparece em Meus ingressos, onde é feito o cancelamento.',
    );
    await user.click(within(hint).getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('dialog', { name: 'Criar conta' })).toBeInTheDocument();
  });

  it('says nothing of cancelling when the order may no longer be cancelled', async () => {
    const cancel = { allowed: false, reason: 'window_closed' };
    installFakeApi({
      'GET /orders/details/:hash': () => orderFixture({ hash: HASH, buyer: { name: 'Ana', email: 'ana@example.com' }, actions: { cancel } }),
    });
    localStorage.setItem(`orderDocument-${HASH}`, BUYER);
    renderApp(`/pedido/${HASH}`);
    expect(await screen.findByTestId('order-details')).toBeInTheDocument();
    expect(screen.queryByTestId('cancel-with-account')).not.toBeInTheDocument();
  });
});
