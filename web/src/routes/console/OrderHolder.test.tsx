import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { loginFixture, orderDetail, signIn } from './console-fixtures';

const HASH = '0001abcdef0123456789';

describe('/organizador/pedidos/:hash holder name', () => {
  it('a manager corrects the name on a valid ticket; a refused name stays under the field', async () => {
    signIn('manager');
    let order = orderDetail(HASH);
    const bodies: unknown[] = [];
    const answers = [jsonResponse(422, { message: 'Dados inválidos.', fields: { name: 'Informe o nome completo.' } })];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/orders/:hash': () => order,
      'PUT /organizer/tickets/:code/holder': (_url, body) => {
        bodies.push(body);
        const refused = answers.shift();
        if (refused) return refused;
        order = { ...order, holders: (order.holders ?? []).map((h) => (h.code === '0B2276FD07B2' ? { ...h, name: 'Ana Souza Lima' } : h)) };
        return { success: true, message: 'Nome alterado.' };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/organizador/pedidos/${HASH}`);
    // Only the ticket that still admits offers it; the used one does not.
    await user.click(await screen.findByRole('button', { name: 'Alterar o nome no ingresso 0B2276FD07B2' }));
    expect(screen.queryByRole('button', { name: 'Alterar o nome no ingresso A1B2C3D4E5F6' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Alterar nome do titular' });
    const name = within(dialog).getByRole('textbox', { name: /Nome do titular/ });
    expect(name).toHaveValue('Ana Souza');
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Informe o nome completo.')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, ' Ana Souza Lima ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ingresso 0B2276FD07B2 agora em nome de Ana Souza Lima.')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Ana' }, { name: 'Ana Souza Lima' }]);
    expect(await screen.findByText(/Ana Souza Lima · CPF/)).toBeInTheDocument();
  });

  it('finance reads the holders without changing them', async () => {
    signIn('finance');
    installFakeApi({
      'GET /organizer/me': () => loginFixture('finance'),
      'GET /organizer/orders/:hash': () => orderDetail(HASH),
    });
    renderApp(`/organizador/pedidos/${HASH}`);
    expect(await screen.findAllByTestId('console-order-holder')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Alterar o nome/ })).not.toBeInTheDocument();
  });
});
