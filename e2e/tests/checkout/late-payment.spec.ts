import { uniqueEmail, validCpf } from '../support/accounts';
import { inbox } from '../support/inbox';
import { addTickets, continueAsGuest, cookiesAlreadyAccepted, expect, fillHolder, money, openCheckout, reserve, test } from './support';

// The second demo store (127.0.0.1) holds tickets for 1 minute (internal/demo/stores.go). The
// test runs against a server of its own and moves its clock, and the page's, past that minute
// instead of waiting it out.
const PAST_THE_MINUTE = 61;
test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('a PIX paid after the hold ran out: the open checkout and an e-mail say it will be refunded', async ({ page, own }) => {
  const event = own.sellable[0]!;
  const email = uniqueEmail('tardio');
  const frame = await openCheckout(page, event, '', own.origin.second);
  await addTickets(frame, event.sector.nome, 'Inteira', 1);
  const cpf = validCpf();
  await continueAsGuest(frame, { name: 'Túlio Tardio', email, cpf });
  await fillHolder(frame, 0, 'Túlio Tardio', cpf);
  const created = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/checkout/orders' && res.status() === 201,
  );
  await reserve(frame);
  const order = (await (await created).json()) as { hash: string; total: number };
  await frame.getByRole('button', { name: 'Pagar com PIX' }).click();
  await expect(frame.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);

  await own.advance(page, PAST_THE_MINUTE);
  await expect(frame.getByRole('heading', { name: 'Sua reserva expirou' })).toBeVisible();
  await expect(frame.getByTestId('hold-expired')).toContainText('os ingressos voltaram à venda');
  // The server ended the hold as its clock moved; the payment comes after that.
  const orderUrl = `${own.origin.second}/api/checkout/orders/${order.hash}`;
  await expect.poll(async () => ((await (await page.request.get(orderUrl)).json()) as { status: string }).status).toBe('expired');
  const paid = await page.request.post(`${orderUrl}/sandbox/pay`);
  expect(await paid.json()).toMatchObject({ status: 'needs_refund' });

  // The checkout, still open, stops offering to start over and says what happened.
  const notice = frame.getByTestId('payment-refund');
  await expect(notice).toContainText('Seu pagamento chegou depois do fim da reserva');
  await expect(notice).toContainText('nenhum ingresso foi emitido');
  await expect(notice).toContainText(`Enviamos um e-mail para ${email}`);
  await expect(frame.getByTestId('hold-expired')).toBeHidden();
  await expect(frame.getByRole('button', { name: 'Começar de novo' })).toBeHidden();
  await expect(frame.getByRole('button', { name: 'Fazer uma nova compra' })).toBeVisible();

  const mail = await inbox.latest(email, { subject: /Seu pagamento para .* será devolvido/ });
  const amount = money(order.total).replace(/\s/, ' ');
  expect(mail.text).toContain(`Recebemos o seu pagamento de ${amount} depois que a reserva do pedido terminou`);
  expect(mail.text).toContain('nenhum ingresso foi emitido');
  expect(mail.text).toContain('devolver esse valor por PIX');
  expect(mail.text).toContain(`/pedido/${order.hash}`);
});
