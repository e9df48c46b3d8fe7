import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { clearByKeyboard, createConfirmedAccount, validCpf } from '../support/accounts';
import { accessToken, buyTickets, eventNamed } from '../support/purchase';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('a visitor looks an order up by its code: a wrong document, then the right one', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  const event = await eventNamed(request, 'O Mané e o Mar');
  const order = await buyTickets(request, await accessToken(request, account), account, event.id);

  await page.goto('/ingressos');
  await page.getByRole('link', { name: /Consulte seu pedido pelo código/ }).click();
  await expect(page).toHaveURL(/\/pedido$/);
  await page.getByLabel(/^Código do pedido/).fill(order.hash);
  await page.getByLabel(/^CPF do comprador/).pressSequentially(validCpf());
  await page.getByRole('button', { name: 'Consultar' }).click();

  await expect(page).toHaveURL(new RegExp(`/pedido/${order.hash}$`));
  await expect(page.getByText('Documento Inválido')).toBeVisible();
  await expect(page.getByTestId('order-details')).toHaveCount(0);

  const documentField = page.getByLabel(/^CPF do comprador/);
  await clearByKeyboard(documentField);
  await documentField.pressSequentially(account.cpf);
  await page.getByRole('button', { name: 'Consultar' }).click();

  const details = page.getByTestId('order-details');
  await expect(details.getByRole('heading', { name: 'O Mané e o Mar' })).toBeVisible();
  await expect(details.getByTestId('order-status')).toHaveText('Pago');
  await expect(page.getByText('Documento Inválido')).toHaveCount(0);
  expect(await page.evaluate((hash) => localStorage.getItem(`orderDocument-${hash}`), order.hash)).toBe(account.cpf);

  // Coming back later, the stored document opens the order at once.
  await page.goto(`/pedido/${order.hash}`);
  await expect(page.getByTestId('order-details')).toBeVisible();
  await details.getByRole('link', { name: /^Abrir ingresso de/ }).click();
  await expect(page.getByTestId('ticket-holder')).toHaveText(`${account.name} ${account.lastname}`);
});
