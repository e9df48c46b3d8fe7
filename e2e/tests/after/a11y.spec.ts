import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { createConfirmedAccount, submitLogin } from '../support/accounts';
import { accessToken, buyTickets } from '../support/purchase';
import { eventFor, LEAD } from '../support/windows';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

const noSideScroll = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('@mobile My tickets and the boleto cancel form fit a phone and are accessible', async ({ page, request }, testInfo) => {
  const account = await createConfirmedAccount(request);
  // Far enough off for a boleto, and so for the CDC cancellation too.
  const event = await eventFor(request, { from: LEAD.boleto });
  await buyTickets(request, await accessToken(request, account), account, event.id, { sessionId: event.session, method: 'boleto' });

  await page.goto('/ingressos');
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await submitLogin(page, account.email, account.password);
  const card = page.getByRole('article', { name: event.nome });
  await expect(card.getByTestId('order-status')).toHaveText('Pago');
  await expect(card).toContainText('Boleto');
  expect(await noSideScroll(page)).toBe(true);
  await expectNoSeriousViolations(page, 'main');
  await page.screenshot({ path: testInfo.outputPath('ingressos.png'), fullPage: true });

  // Boleto: the refund needs a bank account, banks shown 'code - name'.
  await card.getByRole('button', { name: 'Cancelar e pedir estorno' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
  await dialog.getByRole('textbox', { name: /Motivo do cancelamento/ }).click();
  await page.getByRole('option', { name: 'Não poderei comparecer' }).click();
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(dialog.getByText('Campo obrigatório.')).toHaveCount(4);
  await dialog.getByRole('textbox', { name: /^Banco/ }).fill('Banco do Brasil');
  await expect(page.getByRole('option', { name: /^001 - / })).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await page.screenshot({ path: testInfo.outputPath('cancel-boleto.png') });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('@mobile a ticket fits a phone and is accessible', async ({ page, request }, testInfo) => {
  const account = await createConfirmedAccount(request);
  const event = await eventFor(request, { from: LEAD.boleto, nth: 1 });
  const order = await buyTickets(request, await accessToken(request, account), account, event.id, {
    sessionId: event.session,
    method: 'boleto',
  });

  await page.goto(`/ingressos/${order.tickets?.[0]?.token}`);
  await expect(page.getByTestId('ticket-holder')).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('ticket.png'), fullPage: true });
});

test('@mobile the order lookup and the door page fit a phone and are accessible', async ({ page }) => {
  await page.goto('/pedido');
  await expect(page.getByLabel(/^Código do pedido/)).toBeVisible();
  await expectNoSeriousViolations(page, 'main');

  await page.goto('/portaria');
  await page.getByRole('button', { name: 'Salvar chave' }).click();
  await expect(page.getByLabel(/^Chave do organizador/)).toHaveAccessibleDescription('Campo obrigatório.');
  await expectNoSeriousViolations(page, 'main');
  expect(await noSideScroll(page)).toBe(true);
});
