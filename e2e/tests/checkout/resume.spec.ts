import { uniqueEmail, validCpf } from '../support/accounts';
import { addTickets, continueAsGuest, cookiesAlreadyAccepted, expect, expectTickets, fillHolder, ORIGIN, reserve, test } from './support';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

/** The hold's countdown in seconds, as the checkout shows it (mm:ss). */
const secondsLeft = async (text: Promise<string | null>) => {
  const [minutes, seconds] = ((await text) ?? '').split(':').map(Number);
  return minutes! * 60 + seconds!;
};

test('a reload while paying by PIX resumes the order; once paid, the checkout starts clean', { tag: '@mobile' }, async ({ page, sellable }) => {
  const event = sellable.at(-4)!;
  await page.goto(`${ORIGIN.main}/`);
  await page.goto(`${ORIGIN.main}${event.url}`);
  await page.getByTestId('buy-button').click();
  let frame = page.frameLocator('[data-testid="checkout-frame"]');
  await addTickets(frame, event.sector.nome, 'Inteira', 1);
  const cpf = validCpf();
  await continueAsGuest(frame, { name: 'Rui Recarga', email: uniqueEmail('rui'), cpf });
  await fillHolder(frame, 0, 'Rui Recarga', cpf);
  await reserve(frame);
  await frame.getByRole('button', { name: 'Pagar com PIX' }).click();
  const code = frame.getByLabel('PIX copia e cola');
  await expect(code).toHaveValue(/^000201/);
  const brcode = await code.inputValue();
  const before = await secondsLeft(frame.getByTestId('hold-time').textContent());

  await page.reload();
  await page.getByTestId('buy-button').click();
  frame = page.frameLocator('[data-testid="checkout-frame"]');
  await expect(frame.getByTestId('order-resumed')).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Pagamento' })).toBeVisible();
  await expect(frame.getByLabel('PIX copia e cola')).toHaveValue(brcode);
  await expect(frame.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  // The same hold, counting on: not a fresh ten minutes.
  const after = await secondsLeft(frame.getByTestId('hold-time').textContent());
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThanOrEqual(before);

  await frame.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expectTickets(frame, ['Rui Recarga'], event.sector.nome);
  await frame.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByTestId('checkout-overlay')).toBeHidden();

  // The finished purchase left no entry behind: Back leaves the event page.
  await page.goBack();
  await expect(page).toHaveURL(`${ORIGIN.main}/`);
  await page.goForward();

  // Paid: a new purchase starts at the tickets.
  await page.getByTestId('buy-button').click();
  await expect(frame.getByRole('heading', { name: 'Ingressos', exact: true })).toBeVisible();
  await expect(frame.getByTestId('order-resumed')).toBeHidden();
});
