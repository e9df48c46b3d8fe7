import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { test as base, expect, ORIGIN } from '../support/fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { LEAD } from '../support/windows';

export { expect, ORIGIN };
export { cookiesAlreadyAccepted } from '../support/fixtures';

/** The parts of the sectors answer the tests read (docs/api-contract.md, "Buying tickets"). */
export type Sector = { id: number; nome: string; price: number; half_price: number | null; available: number; max_per_order: number };
export type Catalogue = { event: number; fee_bp: number; sessions: { id: number; inicio: string; sectors: Sector[] }[] };
/** `sectors`: how many its session has. */
export type Sellable = { id: number; nome: string; url: string; sector: Sector; feeBp: number; sectors: number; start: string };

/**
 * The n-th sellable event whose session is far enough off for a boleto (the purchase API offers
 * one only while the session starts at least 6 days later, so that it clears in time).
 */
export function boletoSellable(sellable: Sellable[], n: number): Sellable {
  const far = sellable.filter((e) => Date.parse(e.start) - Date.now() >= LEAD.boleto);
  expect(far.length, 'demo events far enough off for a boleto').toBeGreaterThan(n);
  return far[n]!;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** Centavos as the checkout shows them ("R$ 96,00"). */
export const money = (centavos: number) => brl.format(centavos / 100);
/** The service fee rule of the purchase API: round half up of (subtotal - discount) × fee_bp / 10000. */
export const feeOf = (amount: number, feeBp: number) => Math.floor((amount * feeBp + 5000) / 10_000);

/**
 * Events a person can buy in the embedded checkout right now, each with a
 * sector that has a price, meia-entrada and stock: found through the API, so
 * the tests follow the demo data. Every test takes its own event by index,
 * so parallel workers never compete for the same units.
 */
async function findSellable(api: APIRequestContext): Promise<Sellable[]> {
  const found: Sellable[] = [];
  let misses = 0;
  for (let start = 1; misses < 20 && start < 1000; start += 10) {
    const ids = Array.from({ length: 10 }, (_, i) => start + i);
    const answers = await Promise.all(ids.map((id) => api.post(`/api/v2/event/detail/${id}`, { data: {} })));
    for (const [i, res] of answers.entries()) {
      if (res.status() === 404) {
        misses++;
        continue;
      }
      misses = 0;
      if (res.status() !== 200) continue;
      const event = (await res.json()) as { id: number; nome: string; url: string; one_checkout: number; venda: { status: string } };
      if (event.venda.status !== 'aberta' || event.one_checkout !== 0) continue;
      const sectors = await api.get(`/api/pdv/v3/products/sectors/${ids[i]}`);
      if (sectors.status() !== 200) continue;
      const catalogue = (await sectors.json()) as Catalogue;
      // One session only: the checkout then opens straight on it. Not one about to start: the
      // demo's dates follow the seeding day, and a test must not see its session's sales end.
      if (catalogue.sessions.length !== 1 || Date.parse(catalogue.sessions[0]!.inicio) - Date.now() < LEAD.onSale) continue;
      const sector = catalogue.sessions[0]!.sectors.find((s) => s.price > 0 && s.half_price !== null && s.available >= 20);
      if (sector) {
        const sectors = catalogue.sessions[0]!.sectors.length;
        const start = catalogue.sessions[0]!.inicio;
        found.push({ id: event.id, nome: event.nome, url: event.url, sector, feeBp: catalogue.fee_bp, sectors, start });
      }
    }
  }
  expect(found.length, 'demo events to buy from').toBeGreaterThanOrEqual(10);
  return found;
}

/** A server of the test's own, whose clock it moves (support/own-server.ts), and the events sellable there. */
export type Own = OwnServer & { sellable: Sellable[] };

export const test = base.extend<{ own: Own }, { sellable: Sellable[] }>({
  sellable: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: ORIGIN.main });
      await use(await findSellable(api));
      await api.dispose();
    },
    { scope: 'worker' },
  ],

  // The page's clock is installed first, so that own.advance can move it with the server's.
  own: async ({ page, playwright }, use) => {
    await page.clock.install();
    const server = await startOwnServer();
    try {
      const api = await playwright.request.newContext({ baseURL: server.origin.main });
      const sellable = await findSellable(api);
      await api.dispose();
      await use({ ...server, sellable });
    } finally {
      await server.stop();
    }
  },
});

/** Goes to the event page (optionally with a query) and opens the checkout frame with the buy button. */
export async function openCheckout(page: Page, event: Sellable, query = '', origin: string = ORIGIN.main): Promise<FrameLocator> {
  await page.goto(`${origin}${event.url}${query}`);
  await page.getByTestId('buy-button').click();
  return checkoutFrame(page);
}

export async function checkoutFrame(page: Page): Promise<FrameLocator> {
  await expect(page.getByTestId('checkout-overlay')).toBeVisible();
  const frame = page.frameLocator('[data-testid="checkout-frame"]');
  await expect(frame.getByRole('heading', { name: 'Comprar ingressos' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Ingressos', exact: true })).toBeVisible();
  return frame;
}

export async function addTickets(frame: FrameLocator, sector: string, type: 'Inteira' | 'Meia-entrada', count: number) {
  const card = frame.getByRole('region', { name: sector, exact: true });
  for (let i = 0; i < count; i++) {
    await card.getByRole('button', { name: `Adicionar ${type}, ${sector}` }).click();
  }
  await expect(card.getByTestId(type === 'Inteira' ? 'line-full' : 'line-half').getByTestId('quantity')).toHaveText(String(count));
}

export type Guest = { name: string; email: string; cpf: string };

export async function continueAsGuest(frame: FrameLocator, guest: Guest) {
  await frame.getByTestId('tickets-continue').click();
  const form = frame.getByRole('form', { name: 'Compra sem cadastro' });
  await form.getByLabel(/^Nome completo/).fill(guest.name);
  await form.getByLabel(/^E-mail/).fill(guest.email);
  await form.getByLabel(/^CPF/).pressSequentially(guest.cpf);
  await form.getByLabel(/^Celular/).pressSequentially('48999990000');
  await form.getByRole('button', { name: 'Continuar sem cadastro' }).click();
  await expect(frame.getByRole('heading', { name: 'Titulares e cupom' })).toBeVisible();
}

export async function fillHolder(frame: FrameLocator, index: number, name: string, cpf: string) {
  const holder = frame.getByTestId('holder').nth(index);
  await holder.getByLabel(/^Nome do titular/).fill(name);
  await holder.getByLabel(/^CPF do titular/).pressSequentially(cpf);
  return holder;
}

/** Reserves and waits for the payment step with its countdown. */
export async function reserve(frame: FrameLocator) {
  await frame.getByRole('button', { name: 'Reservar ingressos' }).click();
  await expect(frame.getByRole('heading', { name: 'Pagamento' })).toBeVisible();
  await expect(frame.getByTestId('hold-countdown')).toContainText(/\d\d:\d\d/);
}

/** Opens the card tab and types a card as a buyer would; returns the form. */
export async function fillCard(frame: FrameLocator, number: string, holder: string) {
  await frame.getByRole('tab', { name: 'Cartão' }).click();
  const form = frame.getByTestId('card-form');
  await form.getByLabel(/^Número do cartão/).pressSequentially(number);
  await form.getByLabel(/^Nome impresso/).fill(holder);
  await form.getByLabel(/^Validade/).pressSequentially('1230');
  await form.getByLabel(/^CVV/).pressSequentially('123');
  return form;
}

/** The confirmation: one ticket per holder, each linking to its page. */
export async function expectTickets(frame: FrameLocator, holders: string[], sector: string) {
  await expect(frame.getByRole('heading', { name: 'Compra confirmada!' })).toBeVisible();
  const tickets = frame.getByTestId('ticket');
  await expect(tickets).toHaveCount(holders.length);
  for (const holder of holders) {
    const ticket = tickets.filter({ hasText: holder });
    await expect(ticket).toContainText(sector);
    await expect(ticket.getByRole('link', { name: `Abrir ingresso de ${holder}` })).toHaveAttribute('href', /^\/ingressos\/[0-9a-f]{32,}$/);
  }
}
