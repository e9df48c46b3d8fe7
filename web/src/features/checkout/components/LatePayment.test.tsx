import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reserveOne, start } from '../../../test/checkout-steps';
import type { Order } from '../api/contract';

// The checkout polls every 3 s: a state change is seen within two rounds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

/** Issues a PIX for the only order and returns a way to move it, as the server would. */
async function payWithPix(app: ReturnType<typeof start>) {
  await reserveOne(app.user);
  await app.user.click(screen.getByRole('button', { name: 'Pagar com PIX' }));
  await screen.findByLabelText('PIX copia e cola');
  const [hash] = [...app.state.orders.keys()];
  return (change: Partial<Order>) => app.state.orders.set(hash!, { ...app.state.orders.get(hash!)!, ...change });
}

describe('a payment that lands after the hold', { timeout: 40_000 }, () => {
  it('turns the expired screen into a refund notice, with a new purchase as a side action', async () => {
    const app = start();
    const move = await payWithPix(app);
    move({ status: 'expired' });
    expect(await screen.findByRole('heading', { name: 'Sua reserva expirou' })).toBeInTheDocument();
    expect(screen.getByTestId('hold-expired')).toHaveTextContent('os ingressos voltaram à venda');

    move({ status: 'needs_refund', refund_amount: 11_000 });
    const notice = await screen.findByTestId('payment-refund');
    expect(notice).toHaveTextContent('Seu pagamento chegou depois do fim da reserva');
    expect(notice).toHaveTextContent(/Recebemos o pagamento de R\$\s110,00 depois que a reserva terminou/);
    expect(notice).toHaveTextContent('nenhum ingresso foi emitido');
    expect(notice).toHaveTextContent('O valor será devolvido a você');
    expect(notice).toHaveTextContent('Enviamos um e-mail para ana@example.com');
    expect(notice).toHaveTextContent('Não pague de novo o código antigo');
    // Nothing invites paying (or starting over) as the main action any more.
    expect(screen.queryByTestId('hold-expired')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Começar de novo' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('PIX copia e cola')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Fazer uma nova compra' }));
    expect(await screen.findByRole('heading', { name: 'Ingressos' })).toBeInTheDocument();
  });

  it('says so on the payment step when the order is read as needs_refund there', async () => {
    const app = start();
    const move = await payWithPix(app);
    move({ status: 'needs_refund', refund_amount: 5_000 });
    const notice = await screen.findByTestId('payment-refund');
    // Short of the total: the reason is not lateness.
    expect(notice).toHaveTextContent('O valor pago não corresponde ao pedido');
    expect(notice).toHaveTextContent(/pagamento de R\$\s50,00, diferente do total/);
    expect(screen.queryByRole('tab', { name: 'PIX' })).not.toBeInTheDocument();
  });

  it('shows the tickets of a PIX paid above the total, and that the difference goes back', async () => {
    const app = start();
    const move = await payWithPix(app);
    move({
      status: 'needs_refund',
      paid_at: '2026-11-20T13:02:00Z',
      refund_amount: 1_234,
      payment_method: 'pix',
      tickets: [
        { token: 'tok-extra', holder: 'Ana Souza', sector: 'Pista', type: 'full', half_proof: null, qr_png: 'iVBORw0KGgo=', url: 'http://localhost/ingressos/tok-extra', valid: true },
      ],
    });
    expect(await screen.findByTestId('checkout-done')).toHaveTextContent('Compra confirmada!');
    expect(screen.getByRole('link', { name: 'Abrir ingresso de Ana Souza' })).toHaveAttribute('href', '/ingressos/tok-extra');
    expect(screen.getByTestId('done-extra')).toHaveTextContent(/Recebemos R\$\s12,34 a mais do que o total do pedido/);
    expect(screen.queryByTestId('payment-refund')).not.toBeInTheDocument();
  });

});
