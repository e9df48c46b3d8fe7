import { inbox } from '../support/inbox';
import { uniqueEmail, validCpf } from '../support/accounts';
import { addTickets, checkoutFrame, continueAsGuest, cookiesAlreadyAccepted, expect, fillHolder, openCheckout, reserve, test } from './support';

// The second demo store (127.0.0.1) holds tickets for 1 minute and sends the abandoned-cart
// reminder 1 minute after the order (internal/demo/stores.go). Each test runs against a server
// of its own and moves its clock, and the page's, past that minute instead of waiting it out.
const PAST_THE_MINUTE = 61;
test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('a hold that runs out says so, and its tickets go back on sale', async ({ page, own }) => {
  const event = own.sellable[0]!;
  const frame = await openCheckout(page, event, '', own.origin.second);
  const card = frame.getByRole('region', { name: event.sector.nome, exact: true });
  const before = (await card.getByTestId('sector-available').textContent()) ?? '';
  await addTickets(frame, event.sector.nome, 'Inteira', 3);
  const cpf = validCpf();
  await continueAsGuest(frame, { name: 'Hugo Hold', email: uniqueEmail('hugo'), cpf });
  await fillHolder(frame, 0, 'Hugo Hold', cpf);
  await fillHolder(frame, 1, 'Hana Hold', validCpf());
  await fillHolder(frame, 2, 'Hélio Hold', validCpf());
  await reserve(frame);

  await own.advance(page, PAST_THE_MINUTE);
  await expect(frame.getByRole('heading', { name: 'Sua reserva expirou' })).toBeVisible();
  await expect(frame.getByTestId('hold-expired')).toContainText('os ingressos voltaram à venda');
  await frame.getByRole('button', { name: 'Começar de novo' }).click();
  // The server put the tickets back on sale before it answered the jump; the list refreshes by itself.
  await expect(card.getByTestId('sector-available')).toHaveText(before);
});

test('the abandoned-cart e-mail link opens the checkout with the cart restored', async ({ page, own }) => {
  const event = own.sellable[0]!;
  const email = uniqueEmail('carrinho');
  const frame = await openCheckout(page, event, '', own.origin.second);
  await addTickets(frame, event.sector.nome, 'Inteira', 2);
  const cpf = validCpf();
  await continueAsGuest(frame, { name: 'Clara Carrinho', email, cpf });
  await fillHolder(frame, 0, 'Clara Carrinho', cpf);
  await fillHolder(frame, 1, 'Cris Carrinho', validCpf());
  await reserve(frame);
  // Leaving gives the tickets up at once; the reminder follows.
  await frame.getByRole('button', { name: 'Fechar compra' }).click();
  await frame.getByRole('button', { name: 'Sair e liberar' }).click();
  await expect(page.getByTestId('checkout-overlay')).toBeHidden();

  await own.advance(page, PAST_THE_MINUTE);
  const mail = await inbox.latest(email);
  const link = /https?:\/\/[^\s"<>]+\/evento\/\d+\?carrinho_abandonado=[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link, `a cart link in "${mail.subject}":\n${mail.text}`).toBeTruthy();
  await page.goto(link!);
  const restored = await checkoutFrame(page);
  await expect(restored.getByTestId('checkout-notice')).toContainText('Recuperamos o seu carrinho');
  const card = restored.getByRole('region', { name: event.sector.nome, exact: true });
  await expect(card.getByTestId('line-full').getByTestId('quantity')).toHaveText('2');
});
