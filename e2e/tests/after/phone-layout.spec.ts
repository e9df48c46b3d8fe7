import type { Locator } from '@playwright/test';
import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount, submitLogin } from '../support/accounts';
import { expectClearOfChat } from '../support/overlap';
import { accessToken, allEvents, buyTickets, catalogue, type EventCard } from '../support/purchase';

// My tickets and the ticket page on a phone (390x844): long badges wrap below the title, and the WhatsApp bubble covers nothing.
test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

/** A paid event of several words far enough off for a boleto and its cancellation (over 8 days). */
async function farEvent(request: Parameters<typeof allEvents>[0], skip: number): Promise<EventCard> {
  const found: EventCard[] = [];
  for (const e of await allEvents(request)) {
    if (e.one_checkout !== 0 || e.cancelado || e.preco_minimo <= 0 || e.nome.split(' ').length < 3) continue;
    const detail = await request.post(`/api/v2/event/detail/${e.id}`, { data: {} });
    if (detail.status() !== 200 || ((await detail.json()) as { venda: { status: string } }).venda.status !== 'aberta') continue;
    const session = (await catalogue(request, e.id)).sessions[0];
    if (!session || Date.parse(session.inicio) - Date.now() < 8 * 86_400_000) continue;
    if (session.sectors.some((s) => s.price > 0 && s.on_sale && s.available > 0)) found.push(e);
    if (found.length > skip) return found[skip]!;
  }
  throw new Error('no demo event on sale with a long name far enough off for a boleto');
}

/** The status badge sits below the title, and the title keeps most of the card's width. */
async function expectBadgeBelowTitle(card: Locator, title: Locator, badge: Locator) {
  await expect(badge).toBeVisible();
  const [c, t, b] = await Promise.all([card.boundingBox(), title.boundingBox(), badge.boundingBox()]);
  if (!c || !t || !b) throw new Error('no box');
  expect(b.y, `badge ${JSON.stringify(b)} beside the title ${JSON.stringify(t)}`).toBeGreaterThanOrEqual(t.y + t.height - 1);
  expect(t.width).toBeGreaterThan(c.width * 0.7);
}

test.describe('on a phone', { tag: '@mobile' }, () => {
  test('a long status wraps below the event name in My tickets and on the ticket page', async ({ page, request }) => {
    const account = await createConfirmedAccount(request);
    const token = await accessToken(request, account);
    const event = await farEvent(request, 0);
    // A boleto's refund waits for the bank transfer: "Estorno em andamento".
    const order = await buyTickets(request, token, account, event.id, { method: 'boleto' });
    const cancelled = await request.post('/api/orders/pre-refund', {
      headers: { Authorization: `Bearer ${token}` },
      data: { hash: order.hash, reason: 1, bank_account: { bank: '001', agency: '1234-5', account: '12345-6', holder_cpf: account.cpf } },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).tap();
    await page.getByTestId('mobile-drawer').getByRole('button', { name: 'Entrar' }).tap();
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/ingressos$/);
    const card = page.getByRole('article', { name: event.nome });
    await expect(card.getByTestId('order-status')).toHaveText('Estorno em andamento');
    await expectBadgeBelowTitle(card, card.getByRole('heading', { name: event.nome }), card.getByTestId('order-status'));

    await page.goto(`/ingressos/${order.tickets?.[0]?.token}`);
    const ticket = page.getByTestId('ticket');
    await expect(ticket.getByTestId('ticket-status')).toHaveText('Cancelado');
    await expectBadgeBelowTitle(ticket, ticket.getByRole('heading', { level: 1 }), ticket.getByTestId('ticket-status'));
  });

  test("the chat bubble covers none of the ticket page's controls", async ({ page, request }) => {
    const account = await createConfirmedAccount(request);
    const event = await farEvent(request, 1);
    const order = await buyTickets(request, null, account, event.id);
    await page.goto(`/ingressos/${order.tickets?.[0]?.token}`);
    await expect(page.getByTestId('ticket-qr')).toBeVisible();
    await expect(page.getByTestId('support-chat')).toBeInViewport();
    const controls = page.locator('main').locator('a[href], button');
    const count = await controls.count();
    expect(count).toBeGreaterThan(2);
    // Scrolled until it comes into sight at the bottom of what the screen shows of the page
    // (above any bar fixed there), each is clear of the bubble...
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i);
      await control.evaluate((el) => {
        const main = document.getElementById('main-content');
        let bottom = window.innerHeight - 1;
        while (bottom > 0 && !main?.contains(document.elementFromPoint(2, bottom))) bottom -= 2;
        window.scrollBy(0, el.getBoundingClientRect().bottom - bottom);
      });
      await expectClearOfChat(page, control, `control ${i} (${await control.innerText()})`);
    }
    // ...and at the end of the page, none lies under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i);
      if (await control.isVisible()) await expectClearOfChat(page, control, `control ${i} at the end of the page`);
    }
  });
});
