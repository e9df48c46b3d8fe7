import { createConfirmedAccount, submitLogin, uniqueEmail, validCpf } from '../support/accounts';
import { inbox } from '../support/inbox';
import {
  addTickets,
  boletoSellable,
  continueAsGuest,
  cookiesAlreadyAccepted,
  expect,
  expectTickets,
  feeOf,
  fillCard,
  fillHolder,
  money,
  openCheckout,
  reserve,
  test,
} from './support';

// Whole purchases, typed key by key inside the frame: longer than the suite's default.
test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test.describe('buying on a phone', { tag: '@mobile' }, () => {
  test('a guest buys with PIX: QR code, copy and paste, simulated payment, tickets', async ({ page, sellable }) => {
    const event = sellable[0]!;
    const frame = await openCheckout(page, event);
    // The frame covers the phone's screen; the support chat stays reachable above it.
    const box = await page.getByTestId('checkout-frame').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await expect(page.getByTestId('support-chat')).toBeVisible();

    await addTickets(frame, event.sector.nome, 'Inteira', 2);
    const subtotal = event.sector.price * 2;
    await expect(frame.getByTestId('summary-fee')).toHaveText(money(feeOf(subtotal, event.feeBp)));
    // The total and Continuar stay in reach, stuck to the bottom, wherever the list is scrolled.
    await frame.locator('body').evaluate(() => window.scrollTo(0, 0));
    await expect(frame.getByTestId('bar-total')).toHaveText(money(subtotal + feeOf(subtotal, event.feeBp)));
    await expect(frame.getByTestId('tickets-continue')).toBeInViewport();
    const cpf = validCpf();
    await continueAsGuest(frame, { name: 'Paula Pix', email: uniqueEmail('paula'), cpf });
    await fillHolder(frame, 0, 'Paula Pix', cpf);
    await fillHolder(frame, 1, 'Pedro Pix', validCpf());
    await reserve(frame);
    await expect(frame.getByTestId('summary-total')).toHaveText(money(subtotal + feeOf(subtotal, event.feeBp)));

    await frame.getByRole('button', { name: 'Pagar com PIX' }).click();
    await expect(frame.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await expect(frame.getByLabel('PIX copia e cola')).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/i);
    await frame.getByRole('button', { name: 'Copiar código', exact: true }).click();
    await expect(frame.getByText('Código copiado!')).toBeVisible();
    // Down by the copy button, the hold's countdown is still in view, below the title bar.
    await expect(frame.getByTestId('hold-countdown')).toBeInViewport();
    await expect(frame.getByText(/Aguardando o pagamento/)).toBeVisible();
    // The order's code, to look it up after leaving to pay; no second charge meanwhile.
    await expect(frame.getByLabel('Código do pedido')).toHaveValue(/^[0-9a-f]{32}$/);
    await expect(frame.getByRole('tab', { name: 'Boleto' })).toBeDisabled();
    await frame.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();

    await expectTickets(frame, ['Paula Pix', 'Pedro Pix'], event.sector.nome);
    await frame.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByTestId('checkout-overlay')).toBeHidden();
    await expect(page.getByTestId('buy-button')).toBeFocused();
  });

  test("with a single sector, step 1's total and Continuar sit at the bottom edge, clear of the chat", async ({ page, sellable }) => {
    const event = sellable.find((e) => e.sectors === 1);
    if (!event) throw new Error('the demo has no sellable event with a single sector');
    const frame = await openCheckout(page, event);
    await addTickets(frame, event.sector.nome, 'Inteira', 1);
    // Few sectors leave the step short: the bar still ends the frame, not halfway down it.
    const gapUnderBar = await frame.getByTestId('tickets-bar').evaluate((bar) => innerHeight - bar.getBoundingClientRect().bottom);
    expect(gapUnderBar).toBeLessThanOrEqual(1);
    const button = await frame.getByTestId('tickets-continue').boundingBox();
    const chat = await page.getByTestId('support-chat').boundingBox();
    expect(button && chat && button.x + button.width <= chat.x, 'Continuar is clear of the chat bubble').toBe(true);
  });

  test('after a declined card, the reason and the Pay button show clear of the chat', async ({ page, sellable }) => {
    const event = sellable[6]!;
    const frame = await openCheckout(page, event);
    await addTickets(frame, event.sector.nome, 'Inteira', 1);
    const cpf = validCpf();
    await continueAsGuest(frame, { name: 'Duda Recusa', email: uniqueEmail('duda'), cpf });
    await fillHolder(frame, 0, 'Duda Recusa', cpf);
    await reserve(frame);
    const form = await fillCard(frame, '4000000000000002', 'DUDA RECUSA');
    await expect(form.getByRole('combobox', { name: 'Parcelas' })).toBeVisible();
    const pay = form.getByRole('button', { name: /^Pagar/ });
    await pay.click();
    await expect(frame.getByTestId('checkout-problem')).toContainText('Pagamento recusado');

    // Boxes of elements in the frame are given in the top page's viewport, as the chat's is.
    const chat = await page.getByTestId('support-chat').boundingBox();
    const overlap = async () => {
      const box = await pay.boundingBox();
      if (!box || !chat) return 'no box';
      const apart =
        box.x + box.width <= chat.x || chat.x + chat.width <= box.x || box.y + box.height <= chat.y || chat.y + chat.height <= box.y;
      return apart ? 'clear' : `Pagar ${JSON.stringify(box)} under the chat ${JSON.stringify(chat)}`;
    };
    await expect.poll(overlap).toBe('clear');
    await expect(pay).toBeInViewport({ ratio: 1 });
    await expect(frame.getByTestId('checkout-problem')).toBeInViewport();
  });
});

test('a customer logs in inside the checkout and pays by card in 3 installments', async ({ page, request, sellable }) => {
  const event = sellable[1]!;
  const account = await createConfirmedAccount(request);
  const frame = await openCheckout(page, event);
  await addTickets(frame, event.sector.nome, 'Inteira', 1);
  await frame.getByTestId('tickets-continue').click();
  await frame.getByRole('button', { name: 'Entrar' }).click();
  const dialog = frame.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel(/^E-mail/).fill(account.email);
  await dialog.getByLabel(/^Senha/).fill(account.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(frame.getByTestId('buying-as')).toContainText(account.email);
  // The storefront behind learns of the login too.
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();

  await frame.getByRole('checkbox', { name: 'Sou eu' }).check();
  await expect(frame.getByTestId('holder').first().getByLabel(/^Nome do titular/)).toHaveValue(`${account.name} ${account.lastname}`);
  await reserve(frame);

  const form = await fillCard(frame, '4111111111111111', 'ANA TESTE');
  await expect(form.getByLabel(/^Número do cartão/)).toHaveValue('4111 1111 1111 1111');
  const installments = form.getByRole('combobox', { name: 'Parcelas' });
  await expect(installments.locator('option')).toHaveCount(12);
  await installments.selectOption('3');
  const total = event.sector.price + feeOf(event.sector.price, event.feeBp);
  // Interest-free: two installments of the total split down to the centavo, the last one with the rest.
  const each = Math.floor(total / 3);
  const last = total - 2 * each;
  await expect(installments.locator('option:checked')).toHaveText(`3x de ${money(each)} sem juros`);
  const lastSaid = last === each ? '' : ` A última parcela é de ${money(last)}.`;
  await expect(frame.getByTestId('installment-summary')).toHaveText(`Juros: ${money(0)}. Total a pagar: ${money(total)}.${lastSaid}`);
  await form.getByRole('button', { name: `Pagar ${money(total)}` }).click();

  await expectTickets(frame, [`${account.name} ${account.lastname}`], event.sector.nome);
});

test('a declined card says why; another card then pays', async ({ page, sellable }) => {
  const event = sellable[2]!;
  const frame = await openCheckout(page, event);
  await addTickets(frame, event.sector.nome, 'Inteira', 1);
  const cpf = validCpf();
  await continueAsGuest(frame, { name: 'Diego Recusa', email: uniqueEmail('diego'), cpf });
  await fillHolder(frame, 0, 'Diego Recusa', cpf);
  await reserve(frame);
  const form = await fillCard(frame, '4000000000000002', 'DIEGO RECUSA');
  const number = form.getByLabel(/^Número do cartão/);
  await expect(form.getByRole('combobox', { name: 'Parcelas' })).toBeVisible();
  await form.getByRole('button', { name: /^Pagar/ }).click();
  const problem = frame.getByTestId('checkout-problem');
  await expect(problem).toContainText('Pagamento recusado');
  await expect(problem).toContainText('Cartão recusado pelo emissor.');
  await expect(problem).toContainText('tente outro cartão');

  await number.click();
  await number.press('ControlOrMeta+a');
  await number.press('Backspace');
  await number.pressSequentially('4111111111111111');
  await form.getByRole('button', { name: /^Pagar/ }).click();
  await expectTickets(frame, ['Diego Recusa'], event.sector.nome);
});

test('a typed coupon shows its discount before reserving, with the fee apart, and the order carries it', async ({ page, sellable }) => {
  const event = sellable[3]!;
  const frame = await openCheckout(page, event);
  await addTickets(frame, event.sector.nome, 'Inteira', 2);
  const cpf = validCpf();
  await continueAsGuest(frame, { name: 'Carla Cupom', email: uniqueEmail('carla'), cpf });
  await fillHolder(frame, 0, 'Carla Cupom', cpf);
  await fillHolder(frame, 1, 'Caio Cupom', validCpf());
  const subtotal = event.sector.price * 2;
  const discount = Math.floor((subtotal * 10) / 100);
  const fee = feeOf(subtotal - discount, event.feeBp);
  const summary = async () => {
    await expect(frame.getByText('Desconto (BEMVINDO10)')).toBeVisible();
    await expect(frame.getByTestId('summary-discount')).toHaveText(`− ${money(discount)}`);
    await expect(frame.getByTestId('summary-fee')).toHaveText(money(fee));
    await expect(frame.getByTestId('summary-total')).toHaveText(money(subtotal - discount + fee));
  };
  await frame.getByLabel(/^Cupom de desconto/).pressSequentially('bemvindo10');
  await frame.getByRole('button', { name: 'Aplicar' }).click();
  // Priced by the server before anything is held: still on this step, no countdown.
  await expect(frame.getByTestId('coupon-applied')).toHaveText(`Cupom BEMVINDO10 aplicado: − ${money(discount)}`);
  await summary();
  await expect(frame.getByRole('heading', { name: 'Titulares e cupom' })).toBeVisible();
  await expect(frame.getByTestId('hold-countdown')).toHaveCount(0);
  await reserve(frame);
  // The order's own pricing, on the payment step.
  await summary();
});

test('a wrong coupon is refused with the reason and what to do; clearing it reserves', async ({ page, sellable }) => {
  const event = sellable[4]!;
  const frame = await openCheckout(page, event, '?c=NAOEXISTE');
  await addTickets(frame, event.sector.nome, 'Inteira', 1);
  const cpf = validCpf();
  await continueAsGuest(frame, { name: 'Rui Cupom', email: uniqueEmail('rui'), cpf });
  await fillHolder(frame, 0, 'Rui Cupom', cpf);
  const coupon = frame.getByLabel(/^Cupom de desconto/);
  await frame.getByRole('button', { name: 'Aplicar' }).click();
  await expect(coupon).toHaveAccessibleDescription(/Cupom inválido\./);
  await expect(frame.getByTestId('coupon-applied')).toHaveCount(0);
  await frame.getByRole('button', { name: 'Reservar ingressos' }).click();
  await expect(frame.getByTestId('checkout-problem')).toContainText('Cupom não aplicado');
  await expect(frame.getByTestId('checkout-problem')).toContainText('apague-o para continuar sem desconto');
  await coupon.fill('');
  await reserve(frame);
  await expect(frame.getByTestId('summary-discount')).toHaveCount(0);
});

test('a half-price ticket asks for the entitlement and costs half', async ({ page, sellable }) => {
  const event = sellable[5]!;
  const frame = await openCheckout(page, event);
  await addTickets(frame, event.sector.nome, 'Meia-entrada', 1);
  const cpf = validCpf();
  await continueAsGuest(frame, { name: 'Estela Meia', email: uniqueEmail('estela'), cpf });
  const holder = await fillHolder(frame, 0, 'Estela Meia', cpf);
  await frame.getByRole('button', { name: 'Reservar ingressos' }).click();
  await expect(holder.getByText('Escolha o direito à meia-entrada.')).toBeVisible();
  await holder.getByLabel(/^Direito à meia-entrada/).selectOption({ label: 'Estudante' });
  await reserve(frame);
  const half = event.sector.half_price!;
  await expect(frame.getByTestId('summary-subtotal')).toHaveText(money(half));
  await frame.getByRole('button', { name: 'Pagar com PIX' }).click();
  await frame.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expectTickets(frame, ['Estela Meia'], event.sector.nome);
});

test('a guest pays by boleto: digitable line, due date, simulated payment', async ({ page, sellable }) => {
  const event = boletoSellable(sellable, 0);
  const frame = await openCheckout(page, event);
  await addTickets(frame, event.sector.nome, 'Inteira', 1);
  const cpf = validCpf();
  await continueAsGuest(frame, { name: 'Bruno Boleto', email: uniqueEmail('bruno'), cpf });
  await fillHolder(frame, 0, 'Bruno Boleto', cpf);
  await reserve(frame);
  await frame.getByRole('tab', { name: 'Boleto' }).click();
  await frame.getByRole('button', { name: 'Gerar boleto' }).click();
  await expect(frame.getByLabel('Linha digitável')).toHaveValue(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(frame.getByRole('tab', { name: 'PIX' })).toBeDisabled();
  await expect(frame.getByRole('tab', { name: 'Cartão' })).toBeDisabled();
  await expect(frame.getByTestId('boleto-due')).toHaveText(/^Vencimento: \d\d\/\d\d\/\d{4}$/);
  await frame.getByRole('button', { name: 'Copiar código', exact: true }).click();
  await expect(frame.getByText('Código copiado!')).toBeVisible();
  await frame.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expectTickets(frame, ['Bruno Boleto'], event.sector.nome);
});

test('a guest who leaves after the boleto keeps the order, and gets the boleto by e-mail', async ({ page, request, sellable }) => {
  const event = boletoSellable(sellable, 1);
  const email = uniqueEmail('bia');
  const frame = await openCheckout(page, event);
  await addTickets(frame, event.sector.nome, 'Inteira', 1);
  const cpf = validCpf();
  await continueAsGuest(frame, { name: 'Bia Boleto', email, cpf });
  await fillHolder(frame, 0, 'Bia Boleto', cpf);
  await reserve(frame);
  await frame.getByRole('tab', { name: 'Boleto' }).click();
  await frame.getByRole('button', { name: 'Gerar boleto' }).click();
  const line = await frame.getByLabel('Linha digitável').inputValue();
  expect(line).toMatch(/^\d{5}\./);

  await frame.getByRole('button', { name: 'Fechar compra' }).click();
  const ask = frame.getByRole('dialog', { name: 'Fechar e pagar depois?' });
  await expect(ask).toContainText(/reservado para pagamento até \d\d\/\d\d\/\d{4}/);
  await ask.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(page.getByTestId('checkout-overlay')).toBeHidden();

  const mail = await inbox.latest(email, { subject: /Pague seu pedido/ });
  expect(mail.text).toContain(line);
  const hash = /\/pedido\/([0-9a-f]{32})/.exec(mail.text)?.[1];
  expect(hash, mail.text).toBeTruthy();
  const order = await request.get(`/api/checkout/orders/${hash}`);
  expect((await order.json()).status).toBe('awaiting_payment');
});
