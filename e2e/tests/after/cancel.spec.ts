import type { APIRequestContext } from '@playwright/test';
import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount, logInThroughHeader, submitLogin } from '../support/accounts';
import { inbox } from '../support/inbox';
import { accessToken, buyTickets, catalogue } from '../support/purchase';
import { eventFor, LEAD } from '../support/windows';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

const brl = (centavos: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100);

async function available(request: APIRequestContext, eventId: number, session: number, sector: string): Promise<number> {
  const cat = await catalogue(request, eventId);
  const found = cat.sessions.find((s) => s.id === session)?.sectors.find((s) => s.nome === sector);
  if (!found) throw new Error(`no sector ${sector}`);
  return found.available;
}

test('cancels inside the window: refunded, the ticket stops, the stock returns', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  // Inside the CDC window at any hour; its last paid sector, which no other test buys (they take
  // the first), so its stock moves only with this order.
  const event = await eventFor(request, { from: LEAD.cancel, sectors: 2 });
  const sector = event.sectors.at(-1)!;
  const stock = () => available(request, event.id, event.session, sector);
  const before = await stock();
  const order = await buyTickets(request, await accessToken(request, account), account, event.id, { sessionId: event.session, sector });
  expect(await stock()).toBe(before - 1);

  await page.goto('/');
  await logInThroughHeader(page, account);
  const card = page.getByRole('article', { name: event.nome });
  await card.getByRole('button', { name: 'Cancelar e pedir estorno' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
  // The rule and the deadline before the buyer confirms.
  await expect(dialog.getByTestId('cancel-rule')).toContainText('7 dias');
  await expect(dialog.getByTestId('cancel-rule')).toContainText(/Prazo: até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(dialog.getByText('Campo obrigatório.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Motivo do cancelamento/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();

  await expect(page.getByTestId('snackbar')).toHaveText('Seu Pedido foi cancelado e direcionado para estorno!');
  await expect(dialog).toBeHidden();
  // Cancelled at once, then refunded through the gateway.
  await expect(card.getByTestId('order-status')).toHaveText(/Estornado|Cancelado/);
  await expect(card.getByTestId('order-refund')).toContainText(`Estorno de ${brl(order.total)}`);
  await expect(card.getByRole('button', { name: 'Cancelar e pedir estorno' })).toHaveCount(0);
  await expect.poll(stock).toBe(before);

  // The buyer's mailbox confirms the cancellation and the refund (Decreto 7.962/2013, art. 5, § 4).
  const mail = await inbox.latest(account.email, { subject: /^Pedido cancelado: / });
  expect(mail.text).toContain('Recebemos o seu pedido de cancelamento');
  expect(mail.text).toContain('não valem mais para a entrada');
  expect(mail.text).toContain(`${brl(order.total).replace(/\s/, ' ')} serão devolvidos`);
  expect(mail.text).toContain(`/pedido/${order.hash}`);

  // Its ticket says so instead of showing the QR.
  await page.goto(`/ingressos/${order.tickets?.[0]?.token}`);
  await expect(page.getByTestId('ticket-void')).toContainText('Ingresso cancelado');
  await expect(page.getByTestId('ticket-qr')).toHaveCount(0);
});

test('outside the window (event under 48 hours away) the order cannot be cancelled online', async ({ page, request }) => {
  // Bought less than 48 hours before its session: the withdrawal never applied to it.
  const event = await eventFor(request, { from: LEAD.onSale, to: LEAD.tooLateToCancel });
  const account = await createConfirmedAccount(request);
  await buyTickets(request, await accessToken(request, account), account, event.id, { sessionId: event.session });

  await page.goto('/');
  await logInThroughHeader(page, account);
  const card = page.getByRole('article', { name: event.nome });
  await expect(card.getByTestId('order-status')).toHaveText('Pago');
  await expect(card.getByTestId('cancel-unavailable')).toContainText('Cancelamento pelo site indisponível.');
  await expect(card.getByTestId('cancel-unavailable')).toContainText('48');
  await expect(card.getByRole('button', { name: 'Cancelar e pedir estorno' })).toHaveCount(0);
});

test('phone: the reason is picked with a tap, inside the screen, and the order is cancelled @mobile', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  const event = await eventFor(request, { from: LEAD.cancel, nth: 1 });
  await buyTickets(request, await accessToken(request, account), account, event.id, { sessionId: event.session });

  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await page.getByTestId('mobile-drawer').getByRole('button', { name: 'Entrar' }).tap();
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/ingressos$/);
  const card = page.getByRole('article', { name: event.nome });
  await card.getByRole('button', { name: 'Cancelar e pedir estorno' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
  await dialog.getByRole('textbox', { name: /Motivo do cancelamento/ }).tap();
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const box = await option.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  await option.tap();
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).tap();
  await expect(page.getByTestId('snackbar')).toHaveText('Seu Pedido foi cancelado e direcionado para estorno!');
  await expect(card.getByTestId('order-status')).toHaveText(/Estornado|Cancelado/);
});
