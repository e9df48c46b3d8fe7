import { addTickets, expect, openCheckout, test } from './support';

// No cookiesAlreadyAccepted here: a first visit, with the LGPD notice still up.
test('phone: the cookie notice waits while the checkout is open, and comes back after', { tag: '@mobile' }, async ({ page, sellable }) => {
  const event = sellable[0]!;
  const frame = await openCheckout(page, event);
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toHaveCount(1);
  await expect(notice).toBeHidden();
  await addTickets(frame, event.sector.nome, 'Inteira', 1);
  // A tap, not a click: it lands on whatever is on top, so a notice over the bar would take it.
  await frame.getByTestId('tickets-continue').tap();
  await expect(frame.getByRole('button', { name: 'Continuar sem cadastro' })).toBeVisible();

  // Nothing is held yet, so closing asks nothing.
  await frame.getByRole('button', { name: 'Fechar compra' }).click();
  await expect(page.getByTestId('checkout-overlay')).toBeHidden();
  await expect(notice).toBeVisible();
});
