import type { FrameLocator, Page } from '@playwright/test';
import { uniqueEmail, validCpf } from '../support/accounts';
import { expectClearOfChat, expectClearOfChatWhenScrolledTo } from '../support/overlap';
import { addTickets, continueAsGuest, cookiesAlreadyAccepted, expect, fillCard, fillHolder, openCheckout, reserve, test, type Sellable } from './support';

// A buyer on a phone (390x844): the decline hint names only the methods offered, and the WhatsApp bubble never covers the checkout.
test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

/** An event whose session starts too soon for a boleto to clear (the purchase API offers one from 6 days on). */
function soonSellable(sellable: Sellable[]): Sellable {
  const soon = sellable.filter((e) => Date.parse(e.start) - Date.now() < 5 * 86_400_000);
  expect(soon.length, 'demo events too close for a boleto').toBeGreaterThan(0);
  return soon.at(-1)!;
}

async function toPayment(page: Page, event: Sellable, name: string): Promise<FrameLocator> {
  const frame = await openCheckout(page, event);
  await addTickets(frame, event.sector.nome, 'Inteira', 1);
  const cpf = validCpf();
  await continueAsGuest(frame, { name, email: uniqueEmail('fone'), cpf });
  await fillHolder(frame, 0, name, cpf);
  await reserve(frame);
  return frame;
}

test.describe('the chat bubble and the declined card on a phone', { tag: '@mobile' }, () => {
  test('a declined card names only the methods the session offers, and the bubble covers no control', async ({ page, sellable }) => {
    const event = soonSellable(sellable);
    const frame = await toPayment(page, event, 'Carla Cartao');
    // Boleto cannot clear before this session: the tab says so.
    await frame.getByRole('tab', { name: 'Cartão' }).click();
    const note = frame.getByText(/4111 1111 1111 1111/);
    await expectClearOfChatWhenScrolledTo(page, note, 'the sandbox card note');

    const form = await fillCard(frame, '4000 0000 0000 0002', 'CARLA CARTAO');
    await form.getByTestId('card-pay').click();
    const alert = form.getByTestId('checkout-problem');
    await expect(alert).toContainText('Pagamento recusado');
    await expect(alert).toContainText('Confira os dados ou tente outro cartão. Você também pode pagar com PIX.');
    await expect(alert).not.toContainText('boleto');
    await expectClearOfChat(page, form.getByTestId('card-pay'), 'the pay button after the decline');

    // A good card: the confirmation's last button is clear of the bubble too.
    await form.getByLabel(/^Número do cartão/).fill('');
    await form.getByLabel(/^Número do cartão/).pressSequentially('4111 1111 1111 1111');
    await form.getByTestId('card-pay').click();
    await expect(frame.getByRole('heading', { name: 'Compra confirmada!' })).toBeVisible();
    await expectClearOfChatWhenScrolledTo(page, frame.getByRole('button', { name: 'Concluir' }), 'Concluir');
  });

  test('the PIX copia-e-cola field and its copy button are clear of the bubble', async ({ page, sellable }) => {
    const event = sellable[11]!;
    const frame = await toPayment(page, event, 'Paulo Pix');
    await frame.getByRole('button', { name: 'Pagar com PIX' }).click();
    const field = frame.getByLabel('PIX copia e cola');
    await expect(field).toHaveValue(/^000201/);
    await expectClearOfChatWhenScrolledTo(page, field, 'the copia-e-cola field');
    await expectClearOfChatWhenScrolledTo(page, frame.getByRole('button', { name: 'Copiar código', exact: true }), 'the copy button');
    // The chat is still there over the checkout (spec §2), in its own band.
    await expect(page.getByTestId('support-chat')).toBeInViewport();
  });
});
