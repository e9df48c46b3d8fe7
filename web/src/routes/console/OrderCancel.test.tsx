import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../features/console/types';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { loginFixture, orderDetail, signIn } from './console-fixtures';

const HASH = '0001abcdef0123456789';

/** A paid order, not refunded yet, paid by `method`. */
function paidOrder(method: 'card' | 'boleto'): OrderDetail {
  const order = orderDetail(HASH);
  return { ...order, status: 'paid', refund: null, payment: { ...order.payment, method, charged: 10350 } };
}

describe('/organizador/pedidos/:hash cancel and refund', () => {
  it('finance cancels a card order with a reason; the page shows the refund', async () => {
    signIn('finance');
    let order = paidOrder('card');
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('finance'),
      'GET /organizer/orders/:hash': () => order,
      'POST /organizer/orders/:hash/cancel': (_url, body) => {
        bodies.push(body);
        const refund = { status: 'requested' as const, basis: 'organizer' as const, amount: 10350, method: 'gateway' as const, done_at: null };
        order = { ...order, status: 'refunded', refund: { ...refund, created_at: '2026-11-28T12:00:00Z' } };
        return { hash: HASH, status: 'refunded', refund };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/organizador/pedidos/${HASH}`);
    await user.click(await screen.findByRole('button', { name: 'Cancelar e reembolsar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar e reembolsar pedido' });
    expect(dialog).toHaveTextContent(/R\$\s103,50 voltam ao comprador/);
    expect(dialog).toHaveTextContent('O valor volta ao cartão automaticamente.');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(reason).toHaveAttribute('maxlength', '500');
    await user.type(reason, '  Show remarcado  ');
    expect(dialog).toHaveTextContent('18 de 500 caracteres');
    await user.click(confirm);

    expect(await screen.findByText(/Pedido cancelado\. Reembolso de R\$\s103,50: Solicitado\./)).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Show remarcado' }]);
    // The order refetched: refunded, its refund shown, the action gone.
    expect(await screen.findByTestId('console-order-refund')).toHaveTextContent('Solicitado');
    expect(screen.getByText('Reembolsado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar e reembolsar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a boleto order says it waits for a transfer, a refused reason stays in the dialog, and a 409 shows the server message', async () => {
    signIn('owner');
    const answers = [
      jsonResponse(422, { message: 'Dados inválidos.', fields: { reason: 'O motivo pode ter no máximo 500 caracteres.' } }),
      jsonResponse(409, { message: 'Este pedido já foi cancelado.' }),
    ];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('owner'),
      'GET /organizer/orders/:hash': () => paidOrder('boleto'),
      'POST /organizer/orders/:hash/cancel': () => answers.shift(),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/organizador/pedidos/${HASH}`);
    await user.click(await screen.findByRole('button', { name: 'Cancelar e reembolsar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar e reembolsar pedido' });
    expect(dialog).toHaveTextContent('o estorno espera uma transferência bancária em Reembolsos');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Duplicado');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('O motivo pode ter no máximo 500 caracteres.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este pedido já foi cancelado.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is offered only for a paid order without a refund', async () => {
    signIn('manager');
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/orders/:hash': () => orderDetail(HASH),
    });
    renderApp(`/organizador/pedidos/${HASH}`);
    expect(await screen.findByTestId('console-order-refund')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar ingressos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar e reembolsar' })).not.toBeInTheDocument();
  });
});
