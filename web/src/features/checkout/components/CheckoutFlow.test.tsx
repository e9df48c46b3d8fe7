import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeLoggedUser } from '../../../lib/session';
import { fakeCheckout, sectorsFixture, VALID_CPFS } from '../../../test/checkout-fixtures';
import { installFakeApi, jsonResponse } from '../../../test/fake-api';
import { asGuest, fillHolder, pick, reserveOne, start } from '../../../test/checkout-steps';
import { renderApp } from '../../../test/render-app';

// Each step waits on the fake server's answers; a busy 2-core machine gets time enough.
configure({ asyncUtilTimeout: 5_000 });

describe('checkout flow', { timeout: 30_000 }, () => {
  it('shows sectors with price, batch and availability, and the fee apart in the estimate', async () => {
    const { user } = start();
    const pista = await screen.findByRole('region', { name: 'Pista' });
    // The batch's name says "lote" already: no "Lote:" before it.
    expect(within(pista).getByTestId('sector-batch')).toHaveTextContent(/^1º lote$/);
    expect(within(pista).getByText('50 disponíveis')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Camarote' })).getByText('Últimos 3!')).toBeInTheDocument();
    // A short label; what is missing is said next to it (a phone-wide button cut the sentence).
    const next = screen.getByTestId('tickets-continue');
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleName('Continuar');
    expect(next).toHaveAccessibleDescription('Escolha ao menos um ingresso para continuar.');
    await pick(user, 'Pista', 'Inteira', 2);
    expect(next).toBeEnabled();
    expect(screen.queryByTestId('pick-some')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('R$ 200,00');
    expect(screen.getByTestId('summary-fee')).toHaveTextContent('R$ 20,00');
    // The total is said once, in the bar beside the button (kept in view while the sectors scroll).
    expect(screen.queryByTestId('summary-total')).not.toBeInTheDocument();
    const bar = screen.getByTestId('tickets-bar');
    expect(bar).toHaveTextContent(/^Total\s*R\$\s220,00\s*Continuar$/);
    expect(within(bar).getByRole('button', { name: 'Continuar' })).toBe(next);
  });

  it('never offers more than the units on sale', async () => {
    const { user } = start();
    await pick(user, 'Camarote', 'Inteira', 3);
    const camarote = screen.getByRole('region', { name: 'Camarote' });
    expect(within(camarote).getByRole('button', { name: 'Adicionar Inteira, Camarote' })).toBeDisabled();
  });

  it('on the sandbox gateway outside dev mode: says nothing is charged, offers no simulated payment', async () => {
    const { user } = start('/checkout/7', { sectors: sectorsFixture({ sandbox: true, sandbox_pay: false }) });
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    expect(await screen.findByTestId('sandbox-notice')).toHaveTextContent('Ambiente de teste: nenhum pagamento é cobrado');
    await user.click(screen.getByTestId('pix-generate'));
    expect(await screen.findByRole('img', { name: 'QR Code PIX' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simular pagamento (sandbox)' })).not.toBeInTheDocument();
  });

  it('guest buys with PIX: QR and copy code, the sandbox payment, then the tickets', async () => {
    const { user, state } = start('/checkout/7?ref=promo-9');
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    expect(await screen.findByTestId('hold-countdown')).toHaveTextContent(/Seus ingressos estão reservados por\s*\d\d:\d\d/);
    expect(state.creates[0]?.body).toEqual({
      session_id: 70,
      items: [{ sector_id: 701, type: 'full', quantity: 1, attendees: [{ name: 'Ana Souza', cpf: VALID_CPFS[0] }] }],
      referral: 'promo-9',
      buyer: { name: 'Ana Souza', email: 'ana@example.com', cpf: VALID_CPFS[0], phone: '(48) 9 9999-0000' },
    });
    expect(state.creates[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByTestId('pix-generate'));
    expect(await screen.findByRole('img', { name: 'QR Code PIX' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect((screen.getByLabelText('PIX copia e cola') as HTMLTextAreaElement).value).toContain('BR.GOV.BCB.PIX');
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código copiado!')).toBeInTheDocument();
    // The order's code, for a buyer who leaves to pay and looks the order up later.
    const code = screen.getByLabelText('Código do pedido');
    expect(code).toHaveValue('h1');
    expect(code).toHaveAccessibleDescription(/Também está no e-mail/);
    // One live charge: the other methods are off while the PIX can be paid, and it says why.
    expect(screen.getByRole('tab', { name: 'Cartão' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Boleto' })).toBeDisabled();
    expect(screen.getByTestId('methods-locked')).toHaveTextContent('Este pedido já tem um PIX gerado');
    await user.click(screen.getByRole('button', { name: 'Simular pagamento (sandbox)' }));
    expect(await screen.findByRole('heading', { name: 'Compra confirmada!' })).toBeInTheDocument();
    const summary = screen.getByTestId('done-summary');
    expect(summary).toHaveTextContent('Rock na Ilha');
    expect(summary).toHaveTextContent('5 de dezembro de 2026 · 21:00');
    expect(within(summary).getByTestId('done-paid')).toHaveTextContent(/Total pago\s*PIX\s*R\$\s110,00/);
    expect(within(summary).getByLabelText('Código do pedido')).toHaveValue('h1');
    expect(within(summary).getByRole('button', { name: 'Copiar código do pedido' })).toBeInTheDocument();
    const ticket = await screen.findByTestId('ticket');
    expect(ticket).toHaveTextContent('Ana Souza');
    expect(ticket).toHaveTextContent('Pista · Inteira');
    expect(within(ticket).getByRole('link', { name: 'Abrir ingresso de Ana Souza' })).toHaveAttribute('href', '/ingressos/tok-h1-701-full-0');
    expect(state.payments[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('card: installments with interest before paying; a decline says why and a retry with another card pays', async () => {
    storeLoggedUser({ access_token: 'tok', name: 'Ana', lastname: 'Souza', email: 'ana@example.com', document: VALID_CPFS[0] });
    const { user, state } = start();
    await pick(user, 'Pista', 'Inteira');
    await user.click(screen.getByTestId('tickets-continue'));
    expect(await screen.findByTestId('buying-as')).toHaveTextContent('Comprando como Ana Souza (ana@example.com)');
    await user.click(screen.getByRole('checkbox', { name: 'Sou eu' }));
    await user.click(screen.getByTestId('reserve'));
    await user.click(await screen.findByRole('tab', { name: 'Cartão' }));
    const form = await screen.findByTestId('card-form');
    await user.type(within(form).getByLabelText(/Número do cartão/), '4000000000000002');
    await user.type(within(form).getByLabelText(/Nome impresso/), 'ANA SOUZA');
    await user.type(within(form).getByLabelText(/Validade/), '1230');
    await user.type(within(form).getByLabelText(/CVV/), '123');
    const select = await within(form).findByRole('combobox', { name: 'Parcelas' });
    await within(select).findByRole('option', { name: /3x de/ });
    // Options short enough for a phone; the rate, the interest and the total show for the one chosen.
    expect(within(select).getByRole('option', { name: /^2x de R\$\s55,00 sem juros$/ })).toBeInTheDocument();
    expect(screen.getByTestId('installment-summary')).toHaveTextContent(/^Juros: R\$\s0,00. Total a pagar: R\$\s110,00.$/);
    // 3 × 36,66 is 109,98: the last installment takes the 2 centavos, and the summary says so.
    await user.selectOptions(select, '3');
    expect(within(select).getByRole('option', { name: /^3x de R\$\s36,66 sem juros$/ })).toBeInTheDocument();
    expect(screen.getByTestId('installment-summary')).toHaveTextContent(/^Juros: R\$\s0,00. Total a pagar: R\$\s110,00. A última parcela é de R\$\s36,68.$/);
    await user.selectOptions(select, '4');
    expect(within(select).getByRole('option', { name: /^4x de R\$\s29,69 com juros$/ })).toBeInTheDocument();
    expect(screen.getByTestId('installment-summary')).toHaveTextContent(/^Juros de 1,99% a.m.: R\$\s8,76. Total a pagar: R\$\s118,76.$/);
    expect(within(form).getByLabelText(/Validade/)).toHaveAttribute('placeholder', 'MM/AA');
    await user.click(within(form).getByRole('button', { name: /^Pagar R\$\s118,76$/ }));
    const problem = await screen.findByTestId('checkout-problem');
    expect(problem).toHaveTextContent('Pagamento recusado');
    expect(problem).toHaveTextContent('Cartão recusado pelo emissor.');
    expect(problem).toHaveTextContent('tente outro cartão');
    const number = within(form).getByLabelText(/Número do cartão/);
    // A mistyped number after the decline: its own message, and the old decline goes.
    await user.clear(number);
    await user.type(number, '4111111111111112');
    await user.click(within(form).getByRole('button', { name: /^Pagar R\$\s118,76$/ }));
    expect(await within(form).findByText('Número do cartão inválido.')).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-problem')).not.toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '4111111111111111');
    await user.click(within(form).getByRole('button', { name: /^Pagar R\$\s118,76$/ }));
    expect(await screen.findByRole('heading', { name: 'Compra confirmada!' })).toBeInTheDocument();
    expect(state.payments.map((p) => p.body)).toEqual([
      { method: 'card', installments: 4, card_token: 'card-0002' },
      { method: 'card', installments: 4, card_token: 'card-1111' },
    ]);
    // Two actions, two keys.
    expect(state.payments[0]?.key).not.toBe(state.payments[1]?.key);
    expect(await screen.findByTestId('ticket')).toHaveTextContent('Ana Souza');
    expect(screen.getByTestId('done-paid')).toHaveTextContent(/Total pago\s*Cartão de crédito em 4x\s*R\$\s118,76/);
  });

  it('a coupon from ?c= is prefilled; a refused one says why, a valid one shows the discount', async () => {
    const { user, state } = start('/checkout/7?c=errado', { coupons: { BEMVINDO10: 10 } });
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    expect(screen.getByLabelText(/Cupom de desconto/)).toHaveValue('ERRADO');
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    const problem = await screen.findByTestId('checkout-problem');
    expect(problem).toHaveTextContent('Cupom não aplicado: Cupom inválido. Corrija o código ou apague-o');
    const coupon = screen.getByLabelText(/Cupom de desconto/);
    await user.clear(coupon);
    await user.type(coupon, 'bemvindo10');
    await user.click(screen.getByTestId('reserve'));
    expect(await screen.findByTestId('summary-discount')).toHaveTextContent('R$ 10,00');
    expect(screen.getByText('Desconto (BEMVINDO10)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-fee')).toHaveTextContent('R$ 10,00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 100,00');
    expect(state.creates.map((c) => (c.body as { coupon?: string }).coupon)).toEqual(['ERRADO', 'BEMVINDO10']);
  });

  it('a valid coupon from ?c= shows its discount on reaching the holders, before reserving', async () => {
    const { user, state } = start('/checkout/7?c=bemvindo10', { coupons: { BEMVINDO10: 10 } });
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('Cupom BEMVINDO10 aplicado: − R$ 10,00');
    expect(state.previews).toHaveLength(1);
    expect(state.creates).toEqual([]);
  });

  it('"Aplicar" shows the discount before reserving, holding nothing; the order then carries the code', async () => {
    const { user, state } = start('/checkout/7', { coupons: { BEMVINDO10: 10 } });
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    const apply = screen.getByRole('button', { name: 'Aplicar' });
    // Nothing typed, nothing to apply.
    expect(apply).toBeDisabled();
    // Before any code, the summary is the estimate.
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 110,00');
    await user.type(screen.getByLabelText(/Cupom de desconto/), 'bemvindo10');
    await user.click(apply);
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('Cupom BEMVINDO10 aplicado: − R$ 10,00');
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('R$ 10,00');
    expect(screen.getByText('Desconto (BEMVINDO10)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 100,00');
    // Priced on the tickets alone: no names or CPFs leave for a preview, and nothing is reserved.
    expect(state.previews).toEqual([{ session_id: 70, coupon: 'BEMVINDO10', items: [{ sector_id: 701, type: 'full', quantity: 1 }] }]);
    expect(state.creates).toHaveLength(0);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    await screen.findByTestId('hold-countdown');
    expect(state.creates.map((c) => (c.body as { coupon?: string }).coupon)).toEqual(['BEMVINDO10']);
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('R$ 10,00');
  });

  it('a code the preview refuses shows the server\'s reason on the field, and editing the code clears it', async () => {
    const { user, state } = start('/checkout/7', { coupons: { BEMVINDO10: 10 } });
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    const coupon = screen.getByLabelText(/Cupom de desconto/);
    await user.type(coupon, 'errado');
    // Enter in the code asks for its price too, and does not reserve.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(coupon).toHaveAccessibleDescription(/Cupom inválido\./));
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('coupon-applied')).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-problem')).not.toBeInTheDocument();
    expect(state.creates).toHaveLength(0);
    await user.type(coupon, 'x');
    // The preview's reset reaches the screen through React Query's notification: wait for it.
    await waitFor(() => expect(coupon).not.toHaveAttribute('aria-invalid', 'true'));
    expect(coupon).not.toHaveAccessibleDescription(/Cupom inválido/);
  });

  it('a previewed discount goes away when the code or the quantities change', async () => {
    storeLoggedUser({ access_token: 'tok', name: 'Ana', lastname: 'Souza', email: 'ana@example.com', document: VALID_CPFS[0] });
    const { user, state } = start('/checkout/7', { coupons: { BEMVINDO10: 10 } });
    await pick(user, 'Pista', 'Inteira');
    await user.click(screen.getByTestId('tickets-continue'));
    const coupon = await screen.findByLabelText(/Cupom de desconto/);
    await user.type(coupon, 'bemvindo10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await screen.findByTestId('coupon-applied');
    await user.type(coupon, '0');
    // The preview's reset reaches the screen through React Query's notification: wait for it.
    await waitFor(() => expect(screen.queryByTestId('coupon-applied')).not.toBeInTheDocument());
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 110,00');

    await user.type(coupon, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByTestId('summary-discount')).toHaveTextContent('R$ 10,00');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await pick(user, 'Pista', 'Inteira');
    await user.click(screen.getByTestId('tickets-continue'));
    // The code stays, its old discount does not: 2 tickets were never priced with it.
    expect(await screen.findByLabelText(/Cupom de desconto/)).toHaveValue('BEMVINDO10');
    expect(screen.queryByTestId('coupon-applied')).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 220,00');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('Cupom BEMVINDO10 aplicado: − R$ 20,00');
    expect(state.previews).toHaveLength(3);
  });

  it('half price needs the proof type and one half ticket per CPF', async () => {
    const { user, state } = start();
    await pick(user, 'Pista', 'Meia-entrada', 2);
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await fillHolder(user, 1, 'Bia Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    expect(await screen.findByText('Só é permitida uma meia-entrada por CPF neste evento.')).toBeInTheDocument();
    expect(screen.getAllByText('Escolha o direito à meia-entrada.')).toHaveLength(2);
    expect(state.creates).toHaveLength(0);
    const second = screen.getAllByTestId('holder')[1]!;
    const cpf = within(second).getByLabelText(/CPF do titular/);
    await user.clear(cpf);
    await user.type(cpf, VALID_CPFS[1]!);
    await user.selectOptions(within(screen.getAllByTestId('holder')[0]!).getByLabelText(/Direito à meia-entrada/), 'Estudante');
    await user.selectOptions(within(second).getByLabelText(/Direito à meia-entrada/), 'Pessoa com 60 anos ou mais');
    await user.click(screen.getByTestId('reserve'));
    await screen.findByTestId('hold-countdown');
    expect((state.creates[0]?.body as { items: unknown[] }).items).toEqual([
      {
        sector_id: 701,
        type: 'half',
        quantity: 2,
        attendees: [
          { name: 'Ana Souza', cpf: VALID_CPFS[0], half_proof: 'estudante' },
          { name: 'Bia Souza', cpf: VALID_CPFS[1], half_proof: 'idoso' },
        ],
      },
    ]);
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('R$ 100,00');
  });

  it('a CPF over the event limit: the reason, and the holder whose CPF it is', async () => {
    const limit = 'Limite de 6 ingressos por CPF neste evento.';
    const { user } = start('/checkout/7', {
      createReply: () => jsonResponse(409, { reason: 'cpf_limit', message: limit, errors: [limit], fields: { 'items.0.attendees.1.cpf': limit } }),
    });
    await pick(user, 'Pista', 'Inteira', 2);
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await fillHolder(user, 1, 'Bia Souza', VALID_CPFS[1]!);
    await user.click(screen.getByTestId('reserve'));
    expect(await screen.findByTestId('checkout-problem')).toHaveTextContent(limit);
    const [first, second] = screen.getAllByTestId('holder');
    expect(within(second!).getByLabelText(/CPF do titular/)).toHaveAccessibleDescription(limit);
    expect(within(first!).getByLabelText(/CPF do titular/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sold out while buying: back to the tickets with the reason and what to do', async () => {
    const { user } = start('/checkout/7', {
      createReply: () => jsonResponse(409, { reason: 'sold_out', message: 'Setor Pista esgotado: restam 0.', errors: [], fields: {} }),
    });
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    expect(await screen.findByRole('heading', { name: 'Ingressos' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-problem')).toHaveTextContent(
      'Não há ingressos suficientes: Setor Pista esgotado: restam 0. Escolha outra quantidade ou outro setor.',
    );
  });

  it('sold out while buying, quantities lowered to what is left: one notice, no contradicting advice', async () => {
    const sectors = sectorsFixture();
    const pista = sectors.sessions[0]!.sectors[0]!;
    const { user } = start('/checkout/7', {
      sectors,
      createReply: () => {
        pista.available = 1;
        return jsonResponse(409, { reason: 'not_enough_left', message: 'Resta apenas 1 ingresso para o setor Pista.', errors: [], fields: {} });
      },
    });
    await pick(user, 'Pista', 'Inteira', 2);
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await fillHolder(user, 1, 'Bia Souza', VALID_CPFS[1]!);
    await user.click(screen.getByTestId('reserve'));
    expect(await screen.findByText('Alguns ingressos acabaram enquanto você escolhia; ajustamos as quantidades.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Pista' })).getByText('Último ingresso!')).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-problem')).not.toBeInTheDocument();
  });

  it('a hold that runs out says so and starts again', async () => {
    const { user } = start('/checkout/7', { holdMs: -1000 });
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    expect(await screen.findByRole('heading', { name: 'Sua reserva expirou' })).toBeInTheDocument();
    expect(screen.getByTestId('hold-expired')).toHaveTextContent('os ingressos voltaram à venda');
    await user.click(screen.getByRole('button', { name: 'Começar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Ingressos' })).toBeInTheDocument();
  });

  it('closing after the hold ran out asks nothing: there is nothing left to release', async () => {
    const { user, state, url } = start('/checkout/7', { holdMs: -1000 });
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    await screen.findByRole('heading', { name: 'Sua reserva expirou' });
    await user.click(screen.getByTestId('checkout-close'));
    await waitFor(() => expect(url().pathname).toBe('/evento/7'));
    expect(state.deletes).toEqual([]);
  });

  it('restores an abandoned cart', async () => {
    start('/checkout/7?carrinho_abandonado=cart-1', {
      cart: {
        hash: 'cart-1',
        event: { id: 7, nome: 'Rock na Ilha' },
        session_id: 70,
        items: [
          { sector_id: 701, sector: 'Pista', type: 'full', quantity: 2 },
          { sector_id: 702, sector: 'Camarote', type: 'full', quantity: 1 },
        ],
        coupon: null,
        referral: null,
      },
    });
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent('Recuperamos o seu carrinho');
    const pista = screen.getByRole('region', { name: 'Pista' });
    expect(within(within(pista).getByTestId('line-full')).getByTestId('quantity')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('R$ 500,00');
  });

  it('an abandoned cart that is gone says so', async () => {
    start('/checkout/7?carrinho_abandonado=old');
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent('Não foi possível recuperar o carrinho');
  });

  it('changing a reserved order releases it', async () => {
    const { user, state } = start();
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    await user.click(await screen.findByRole('button', { name: 'Alterar pedido' }));
    expect(await screen.findByRole('heading', { name: 'Titulares e cupom' })).toBeInTheDocument();
    expect(state.deletes).toEqual(['h1']);
  });

  it('closing with a reserved order asks, then releases it', async () => {
    const { user, state, url } = start();
    await reserveOne(user);
    await user.click(screen.getByTestId('checkout-close'));
    const dialog = await screen.findByRole('dialog', { name: 'Sair da compra?' });
    expect(dialog).toHaveTextContent('Seus ingressos reservados serão liberados');
    await user.click(within(dialog).getByRole('button', { name: 'Sair e liberar' }));
    await waitFor(() => expect(url().pathname).toBe('/evento/7'));
    expect(state.deletes).toEqual(['h1']);
  });

  it('closing after a PIX is issued keeps the order: until when, how to find it, and no release', async () => {
    const { user, state, url } = start();
    await reserveOne(user);
    await user.click(screen.getByTestId('pix-generate'));
    await screen.findByRole('img', { name: 'QR Code PIX' });
    await user.click(screen.getByTestId('checkout-close'));
    let dialog = await screen.findByRole('dialog', { name: 'Fechar e pagar depois?' });
    const kept = within(dialog).getByTestId('close-keeps-order');
    expect(kept).toHaveTextContent(/continua reservado para pagamento até \d\d\/\d\d\/\d{4} \d\d:\d\d, o prazo do PIX/);
    expect(kept).toHaveTextContent('use o código do pedido em “Consultar pedido” ou o e-mail');
    expect(kept).toHaveTextContent('Código do pedido: h1');
    expect(within(dialog).queryByRole('button', { name: 'Sair e liberar' })).not.toBeInTheDocument();
    // The text button (the corner's X has the same name).
    await user.click(within(dialog).getByText('Continuar pagando'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('pix')).toBeInTheDocument();

    await user.click(screen.getByTestId('checkout-close'));
    dialog = await screen.findByRole('dialog', { name: 'Fechar e pagar depois?' });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(url().pathname).toBe('/evento/7'));
    expect(state.deletes).toEqual([]);
    expect(state.orders.get('h1')?.status).toBe('awaiting_payment');
  });

  it('a price that rose while reserving (the next batch) is said before payment, with the way out', async () => {
    const sectors = sectorsFixture();
    const pista = sectors.sessions[0]!.sectors[0]!;
    const { user } = start('/checkout/7', {
      sectors,
      createReply: () => {
        pista.price = 12000; // the 1st batch sold out meanwhile
        return undefined;
      },
    });
    await reserveOne(user);
    expect(screen.getByTestId('price-changed')).toHaveTextContent(
      'Os preços mudaram enquanto você reservava (um lote esgotou ou terminou): os ingressos custam agora R$ 120,00, não R$ 100,00.',
    );
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 132,00');
  });

  it('an unchanged price says nothing', async () => {
    const { user } = start();
    await reserveOne(user);
    expect(screen.queryByTestId('price-changed')).not.toBeInTheDocument();
  });

  it('no boleto when the session starts too soon for one to clear: says so and offers PIX or card', async () => {
    const { user, state } = start('/checkout/7', { paymentMethods: ['pix', 'card'] });
    await reserveOne(user);
    await user.click(screen.getByRole('tab', { name: 'Boleto' }));
    expect(await screen.findByTestId('boleto-unavailable')).toHaveTextContent(
      'Boleto indisponível: ele não compensaria antes do início do evento. Pague com PIX ou cartão.',
    );
    expect(screen.queryByTestId('boleto-generate')).not.toBeInTheDocument();
    expect(state.payments).toEqual([]);
  });

  it('a boleto locks PIX and card, says why, and closing keeps the order until its due date', async () => {
    const { user, state, url } = start();
    await reserveOne(user);
    await user.click(screen.getByRole('tab', { name: 'Boleto' }));
    await user.click(await screen.findByTestId('boleto-generate'));
    expect(await screen.findByTestId('boleto-due')).toHaveTextContent('Vencimento: 26/11/2026');
    expect(screen.getByLabelText('Código do pedido')).toHaveValue('h1');
    expect(screen.getByRole('tab', { name: 'PIX' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Cartão' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Boleto' })).toBeEnabled();
    expect(screen.getByTestId('methods-locked')).toHaveTextContent('Este pedido já tem um boleto gerado');
    // This gateway hosts no printable boleto.
    expect(screen.queryByTestId('boleto-pdf')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('checkout-close'));
    const dialog = await screen.findByRole('dialog', { name: 'Fechar e pagar depois?' });
    expect(dialog).toHaveTextContent('reservado para pagamento até 26/11/2026, o vencimento do boleto');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(url().pathname).toBe('/evento/7'));
    expect(state.deletes).toEqual([]);
    expect(state.payments.map((p) => (p.body as { method: string }).method)).toEqual(['boleto']);
  });

  it('a boleto the gateway hosts as a PDF links to it, in a tab of its own', async () => {
    const { user } = start('/checkout/7', { boletoPdfUrl: 'https://pagamentos.example/boleto/h1.pdf' });
    await reserveOne(user);
    await user.click(screen.getByRole('tab', { name: 'Boleto' }));
    await user.click(await screen.findByTestId('boleto-generate'));
    const pdf = await screen.findByRole('link', { name: 'Baixar boleto (PDF)' });
    expect(pdf).toHaveAttribute('href', 'https://pagamentos.example/boleto/h1.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener');
  });

  it('sales that stopped (412) say so without leaving the checkout', async () => {
    installFakeApi({ 'GET /pdv/v3/products/sectors/:id': () => jsonResponse(412, { reason: 'sales_closed', message: 'Vendas encerradas.' }) });
    const { url } = renderApp('/checkout/7');
    expect(await screen.findByTestId('checkout-problem')).toHaveTextContent('As vendas deste evento não estão abertas agora.');
    expect(url().pathname).toBe('/checkout/7');
  });

  it('logs in inside the checkout and stays in it', async () => {
    const customer = { id: 7, name: 'Ana', lastname: 'Souza', email: 'ana@example.com', document: VALID_CPFS[0], country: 'BR' };
    const checkout = fakeCheckout();
    installFakeApi({
      ...checkout.routes,
      'POST /auth/loginsite': () => ({ access_token: 'tok-1', expires_in: 86400, ...customer }),
      'GET /clients/details': () => customer,
    });
    const user = userEvent.setup({ delay: null });
    const { url } = renderApp('/checkout/7');
    await pick(user, 'Pista', 'Inteira');
    expect(screen.getByText('Passo 1 de 5')).toBeInTheDocument();
    await user.click(screen.getByTestId('tickets-continue'));
    expect(await screen.findByText('Passo 2 de 5')).toBeInTheDocument();
    await user.click(await screen.findByTestId('checkout-login'));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'segredo1');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByTestId('buying-as')).toHaveTextContent('Ana Souza');
    // The purchase keeps its numbering: the buyer step counts as done, not as gone.
    expect(screen.getByText('Passo 3 de 5')).toBeInTheDocument();
    expect(url().pathname).toBe('/checkout/7');
  });

  it('an event under 48 hours away: the payment step says the purchase cannot be cancelled online', async () => {
    const sectors = sectorsFixture();
    sectors.sessions[0]!.inicio = new Date(Date.now() + 24 * 3600_000).toISOString();
    const { user } = start('/checkout/7', { sectors });
    await pick(user, 'Pista', 'Inteira');
    await asGuest(user);
    await fillHolder(user, 0, 'Ana Souza', VALID_CPFS[0]!);
    await user.click(screen.getByTestId('reserve'));
    expect(await screen.findByTestId('no-withdrawal')).toHaveTextContent(
      'Faltam menos de 48 horas para o evento: esta compra não poderá ser cancelada pelo site',
    );
  });

  it('uses a session asked for by ?sessao=', async () => {
    const sectors = sectorsFixture();
    sectors.sessions.push({ ...sectors.sessions[0]!, id: 71, inicio: '2026-12-06T21:00:00-03:00' });
    start('/checkout/7?sessao=71', { sectors });
    const group = await screen.findByRole('radiogroup', { name: 'Escolha a data' });
    await waitFor(() => expect(within(group).getAllByRole('radio')[1]).toBeChecked());
  });
});

