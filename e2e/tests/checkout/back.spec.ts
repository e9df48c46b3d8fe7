import type { FrameLocator, Page } from '@playwright/test';
import { uniqueEmail, validCpf } from '../support/accounts';
import { addTickets, continueAsGuest, cookiesAlreadyAccepted, expect, fillHolder, ORIGIN, reserve, test, type Sellable } from './support';

// The phone's back button (page.goBack) while the checkout is open: it answers as the
// checkout's close button does, and never leaves the event page behind the visitor's back.
test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

/** Home, then the event page, then the checkout: Back from the event page leads home. */
async function fromHomeToCheckout(page: Page, event: Sellable): Promise<FrameLocator> {
  await page.goto(`${ORIGIN.main}/`);
  await page.goto(`${ORIGIN.main}${event.url}`);
  await page.getByTestId('buy-button').click();
  const frame = page.frameLocator('[data-testid="checkout-frame"]');
  await expect(frame.getByRole('heading', { name: 'Ingressos', exact: true })).toBeVisible();
  return frame;
}

const eventPath = (event: Sellable) => new URL(event.url, ORIGIN.main).pathname;

test.describe('Back while the checkout is open', { tag: '@mobile' }, () => {
  test('with tickets held it asks; staying keeps the purchase, leaving releases them on the event page', async ({ page, sellable }) => {
    const event = sellable.at(-1)!;
    const frame = await fromHomeToCheckout(page, event);
    const card = frame.getByRole('region', { name: event.sector.nome, exact: true });
    const before = (await card.getByTestId('sector-available').textContent()) ?? '';
    await addTickets(frame, event.sector.nome, 'Inteira', 2);
    const cpf = validCpf();
    await continueAsGuest(frame, { name: 'Bruna Back', email: uniqueEmail('bruna'), cpf });
    await fillHolder(frame, 0, 'Bruna Back', cpf);
    await fillHolder(frame, 1, 'Beto Back', validCpf());
    await reserve(frame);

    await page.goBack();
    const dialog = frame.getByRole('dialog', { name: 'Sair da compra?' });
    await expect(dialog).toContainText('Seus ingressos reservados serão liberados');
    await expect(page).toHaveURL((url) => url.pathname === eventPath(event));
    await dialog.getByText('Continuar comprando').click();
    await expect(dialog).toBeHidden();
    await expect(frame.getByRole('heading', { name: 'Pagamento' })).toBeVisible();

    // Back works again; Back with the question open means stay, as a phone's dialogs do.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(frame.getByTestId('hold-countdown')).toBeVisible();

    await page.goBack();
    await dialog.getByRole('button', { name: 'Sair e liberar' }).click();
    await expect(page.getByTestId('checkout-overlay')).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === eventPath(event));
    await expect(page.getByTestId('buy-button')).toBeFocused();

    // The tickets went back on sale.
    await page.getByTestId('buy-button').click();
    await expect(card.getByTestId('sector-available')).toHaveText(before);
    await frame.getByRole('button', { name: 'Fechar compra' }).click();
    await expect(page.getByTestId('checkout-overlay')).toBeHidden();

    // Closed, the next Back leaves the page; Forward returns to it without a stale checkout.
    await page.goBack();
    await expect(page).toHaveURL(`${ORIGIN.main}/`);
    await page.goForward();
    await expect(page.getByTestId('buy-button')).toBeVisible();
    // Onto the closed checkout's entry: left at once for the event page's own.
    await page.goForward();
    await expect.poll(() => page.evaluate(() => Boolean((history.state as { checkout?: boolean } | null)?.checkout))).toBe(false);
    await expect(page.getByTestId('event-page')).toBeVisible();
    await expect(page.getByTestId('checkout-overlay')).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(`${ORIGIN.main}/`);
  });

  test('with nothing held it closes the open dialog, then goes a step back, then closes the checkout and stays on the event page; the frame adds no history', async ({ page, sellable }) => {
    const event = sellable.at(-2)!;
    const frame = await fromHomeToCheckout(page, event);
    await addTickets(frame, event.sector.nome, 'Inteira', 1);
    await frame.getByTestId('tickets-continue').click();
    const form = frame.getByRole('form', { name: 'Compra sem cadastro' });
    await form.getByLabel(/^Nome completo/).fill('Nina Nada');
    // Steps inside the frame are no entries of the storefront's history: each Back below is for
    // the checkout, and the last two leave it, then the event page. (history.length is no
    // measure here: the frame's own navigation lands in it whenever the browser gets to it.)

    // Back with a dialog open (log in, inside the checkout) closes that dialog only.
    await frame.getByRole('button', { name: 'Entrar' }).click();
    const login = frame.getByRole('dialog', { name: 'Entrar' });
    await expect(login).toBeVisible();
    await page.goBack();
    await expect(login).toBeHidden();
    await expect(form.getByLabel(/^Nome completo/)).toHaveValue('Nina Nada');

    // Before anything is held, Back is the step's "Voltar": the tickets chosen are still there.
    await page.goBack();
    await expect(frame.getByTestId('step-title')).toHaveText('Ingressos');
    await expect(frame.getByTestId('tickets-continue')).toBeEnabled();

    await page.goBack();
    await expect(page.getByTestId('checkout-overlay')).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === eventPath(event));
    await page.goBack();
    await expect(page).toHaveURL(`${ORIGIN.main}/`);
  });

  test('after a PIX is issued it asks as the close button does and keeps the order', async ({ page, sellable }) => {
    const event = sellable.at(-3)!;
    const frame = await fromHomeToCheckout(page, event);
    await addTickets(frame, event.sector.nome, 'Inteira', 1);
    const cpf = validCpf();
    await continueAsGuest(frame, { name: 'Paulo Pendente', email: uniqueEmail('paulo'), cpf });
    await fillHolder(frame, 0, 'Paulo Pendente', cpf);
    await reserve(frame);
    await frame.getByRole('button', { name: 'Pagar com PIX' }).click();
    await expect(frame.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();

    await page.goBack();
    const dialog = frame.getByRole('dialog', { name: 'Fechar e pagar depois?' });
    await expect(dialog.getByTestId('close-keeps-order')).toContainText('o prazo do PIX');
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(page.getByTestId('checkout-overlay')).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === eventPath(event));
    await page.goBack();
    await expect(page).toHaveURL(`${ORIGIN.main}/`);
  });
});
