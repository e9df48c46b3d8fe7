import type { APIRequestContext } from '@playwright/test';
import { test as base, expect, ORIGIN } from '../support/fixtures';

export { expect, ORIGIN };
export { cookiesAlreadyAccepted, escapeRegExp } from '../support/fixtures';

/** The demo password of the protected event (internal/demo/catalog.go). */
export const DEMO_PASSWORD = 'catraca2026';

/** The parts of an event page answer the tests read (docs/api-contract.md). */
export type DemoEvent = {
  id: number;
  nome: string;
  slug: string | null;
  url: string;
  timezone: string;
  one_checkout: number;
  link_externo: string;
  venda: { status: string; abre_em?: string | null };
  relacionados: { id: number; data: string; setores: { nome: string; esgotado: boolean }[] }[];
};

export type Card = { id: number; nome: string; url: string };
export type City = { id: number; name: string; state: string; order: number };

export type DemoCatalog = {
  /** Every event page the API answers without a password, by id. */
  events: DemoEvent[];
  /** Ids answering 403 'Este evento é protegido por senha.'. */
  protectedIds: number[];
};

/**
 * Walks the event ids through POST /api/v2/event/detail until a run of 404s:
 * the demo is found through the API, whatever ids the seed gave it. Lists do
 * not show protected events, so the walk is the only way to find them.
 */
async function scanCatalog(api: APIRequestContext): Promise<DemoCatalog> {
  const catalog: DemoCatalog = { events: [], protectedIds: [] };
  let misses = 0;
  for (let start = 1; misses < 20 && start < 2000; start += 10) {
    const ids = Array.from({ length: 10 }, (_, i) => start + i);
    const answers = await Promise.all(ids.map((id) => api.post(`/api/v2/event/detail/${id}`, { data: {} })));
    for (const [i, res] of answers.entries()) {
      if (res.status() === 200) {
        catalog.events.push((await res.json()) as DemoEvent);
        misses = 0;
      } else if (res.status() === 403) {
        expect((await res.json()).message).toBe('Este evento é protegido por senha.');
        catalog.protectedIds.push(ids[i]!);
        misses = 0;
      } else {
        expect(res.status(), `detail ${ids[i]}`).toBe(404);
        misses++;
      }
    }
  }
  expect(catalog.events.length, 'demo catalog has events').toBeGreaterThan(50);
  return catalog;
}

export const test = base.extend<object, { catalog: DemoCatalog }>({
  catalog: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: ORIGIN.main });
      await use(await scanCatalog(api));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

/** An event in each sale state: the demo has one of each (internal/demo/catalog.go). */
export function withStatus(catalog: DemoCatalog, status: string, oneCheckout?: number): DemoEvent {
  const event = catalog.events.find(
    (e) => e.venda.status === status && (oneCheckout === undefined || e.one_checkout === oneCheckout),
  );
  expect(event, `a demo event with venda.status ${status}`).toBeTruthy();
  return event!;
}

/** POST /api/v2/events/list as the page asks it; first page of names. */
export async function listNames(request: APIRequestContext, query: Record<string, string | number>): Promise<string[]> {
  const res = await request.post(`/api/v2/events/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { eventos: Card[] }).eventos.map((e) => e.nome);
}

export async function listTotal(request: APIRequestContext, query: Record<string, string | number>): Promise<number> {
  const res = await request.post(`/api/v2/events/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  return ((await res.json()) as { total: number }).total;
}

/** "05/12 às 10:00" in the event's zone, as the page words em_breve. */
export function openingText(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month} às ${parts.hour}:${parts.minute}`;
}
