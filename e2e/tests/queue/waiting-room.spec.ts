import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { uniqueEmail, validCpf } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { cookiesAlreadyAccepted, expect, ORIGIN, test } from '../support/fixtures';
import { addTickets, checkoutFrame, continueAsGuest, expectTickets, fillHolder, reserve } from '../checkout/support';

/*
 * The waiting room (docs/waiting-room.md) on the demo's queued event, "caso-fila": 30 people a
 * minute, one every 2 s. Every test here shares that one line with the others running beside
 * it, so positions are compared with each other, never with fixed numbers.
 */

const QUEUED_EVENT = 'Turnê Estádio Lotado (fila)';
const SECTOR = 'Pista';
// Waiting for a turn: the places ahead at one every 2 s, with the other tests' people in the
// same line, on a machine that may be busy (a page took 25 s to show at a load average of 15).
const TURN = { timeout: 150_000 };
test.describe.configure({ timeout: 300_000 });

type Detail = { id: number; nome: string; fila?: boolean; relacionados: { id: number }[] };

/** The queued event as the storefront's search finds it ("fila"), with its detail. */
async function queuedEvent(request: APIRequestContext): Promise<Detail> {
  const res = await request.post('/api/v2/events/list?q=fila&por_pagina=48');
  expect(res.status(), await res.text()).toBe(200);
  const card = ((await res.json()) as { eventos: { id: number; nome: string }[] }).eventos.find((e) => e.nome === QUEUED_EVENT);
  if (!card) throw new Error(`searching "fila" does not find "${QUEUED_EVENT}"`);
  const detail = await request.post(`/api/v2/event/detail/${card.id}`, { data: {} });
  expect(detail.status(), await detail.text()).toBe(200);
  const event = (await detail.json()) as Detail;
  expect(event.fila, 'the detail says the event is queued').toBe(true);
  return event;
}

/**
 * Puts `count` other people in the line, each with a browser's cookies of their own: their first
 * status call is their place. They never come back for their turn, as people who give up.
 */
async function othersJoin(playwright: PlaywrightWorkerArgs['playwright'], eventId: number, count: number) {
  const join = async () => {
    const person = await playwright.request.newContext({ baseURL: ORIGIN.main });
    const res = await person.get(`/api/queue/${eventId}`);
    expect(res.status(), await res.text()).toBe(200);
    expect(((await res.json()) as { fila: boolean }).fila).toBe(true);
    await person.dispose();
  };
  await Promise.all(Array.from({ length: count }, join));
}

/** The position a page shows, as a number (pt-BR digits: "1.234"); null when none is shown. */
async function positionOn(page: Page): Promise<number | null> {
  // Read at once, without waiting: on its turn the page shows no position any more.
  const [text] = await page.getByTestId('queue-position').allTextContents();
  return text === undefined ? null : Number(text.replace(/\D/g, ''));
}

async function expectWaiting(page: Page, eventId: number) {
  await expect(page).toHaveURL(`${ORIGIN.main}/fila/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Você está na fila' })).toBeVisible();
  await expect(page.getByTestId('queue-position')).toHaveText(/^\d[\d.]*$/);
}

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test.describe('a phone in the line', { tag: '@mobile' }, () => {
  test('sent to the line, watches the place fall live, then buys on its turn with PIX', async ({ page, request, playwright }) => {
    const event = await queuedEvent(request);
    // Enough people ahead to outlast a slow page load (one is let in every 2 s meanwhile).
    await othersJoin(playwright, event.id, 20);

    await page.goto(`/evento/${event.id}`);
    await expectWaiting(page, event.id);
    await expect(page.getByTestId('queue-event')).toHaveText(QUEUED_EVENT);
    const first = (await positionOn(page))!;
    // Room to fall before the turn comes.
    expect(first).toBeGreaterThanOrEqual(2);
    // Marks this document: still there at the end, the page was never reloaded.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await expect
      .poll(async () => (await positionOn(page)) ?? Infinity, { ...TURN, message: 'the position falls while the page stays open' })
      .toBeLessThan(first);
    await expect(page.getByRole('heading', { level: 1, name: 'É a sua vez!' })).toBeVisible(TURN);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page.getByTestId('queue-pass')).toContainText('Sua vez vale até');

    await page.getByRole('link', { name: 'Comprar ingressos' }).click();
    await expect(page).toHaveURL(`${ORIGIN.main}/evento/${event.id}`);
    await page.getByTestId('buy-button').click();
    const frame = await checkoutFrame(page);
    await addTickets(frame, SECTOR, 'Inteira', 1);
    const cpf = validCpf();
    await continueAsGuest(frame, { name: 'Fabi Fila', email: uniqueEmail('fabi'), cpf });
    await fillHolder(frame, 0, 'Fabi Fila', cpf);
    await reserve(frame);
    await frame.getByRole('button', { name: 'Pagar com PIX' }).click();
    await expect(frame.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await frame.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
    await expectTickets(frame, ['Fabi Fila'], SECTOR);
  });
});

test('a second tab of the same visitor shares the first one’s place, and its turn', async ({ page, context, request, playwright }) => {
  const event = await queuedEvent(request);
  // Enough people ahead that the visitor still waits after two slow page loads.
  await othersJoin(playwright, event.id, 24);
  await page.goto(`/fila/${event.id}`);
  await expectWaiting(page, event.id);
  // People behind: a tab that took a place of its own would stand behind all of them.
  await othersJoin(playwright, event.id, 3);

  const second = await context.newPage();
  await second.goto(`/evento/${event.id}`);
  await expectWaiting(second, event.id);
  // The line moves as they are read: tab B, read between two readings of tab A, lies between
  // them (give or take the one place a live page may lag behind the line).
  const before = (await positionOn(page))!;
  const other = (await positionOn(second))!;
  const after = (await positionOn(page))!;
  expect(other, `tab A showed ${before} then ${after}, tab B ${other}`).toBeLessThanOrEqual(before + 1);
  expect(other, `tab A showed ${before} then ${after}, tab B ${other}`).toBeGreaterThanOrEqual(after - 1);

  // One place, one turn: both tabs are let in together.
  await expect(page.getByRole('heading', { level: 1, name: 'É a sua vez!' })).toBeVisible(TURN);
  await expect(second.getByRole('heading', { level: 1, name: 'É a sua vez!' })).toBeVisible({ timeout: 15_000 });
});

test('a checkout opened without a pass sends the visitor to the line', async ({ page, request }) => {
  const event = await queuedEvent(request);
  // This browser has never been in the line: the order is refused before anything is held.
  const refused = await page.request.post('/api/checkout/orders', {
    data: { session_id: event.relacionados[0]!.id, items: [{ sector_id: 1, type: 'full', quantity: 1 }] },
  });
  expect(refused.status(), await refused.text()).toBe(403);
  expect(((await refused.json()) as { reason?: string }).reason).toBe('queue_required');

  await page.goto(`/checkout/${event.id}`);
  await expect(page).toHaveURL(`${ORIGIN.main}/fila/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^(Você está na fila|É a sua vez!)$/ })).toBeVisible();
});

test('the line’s page passes Axe, waiting and on its turn', async ({ page, request, playwright }) => {
  const event = await queuedEvent(request);
  await othersJoin(playwright, event.id, 12);
  await page.goto(`/fila/${event.id}`);
  await expectWaiting(page, event.id);
  await expectNoSeriousViolations(page);
  await expect(page.getByRole('heading', { level: 1, name: 'É a sua vez!' })).toBeVisible(TURN);
  await expectNoSeriousViolations(page);
});
