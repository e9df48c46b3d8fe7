import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { validCpf, type Account } from './accounts';

/*
 * Set-up for the after-the-purchase flows: purchases made over the purchase
 * API (the purchase itself is clicked through in the checkout's own tests).
 */

export type EventCard = { id: number; nome: string; data: string; preco_minimo: number; one_checkout: number; cancelado: boolean };
export type Sector = { id: number; nome: string; price: number; available: number; on_sale: boolean };
export type Catalogue = { event: number; sessions: { id: number; inicio: string; sectors: Sector[] }[] };
export type Order = {
  hash: string;
  status: string;
  total: number;
  tickets?: { token: string; holder: string; sector: string }[];
  organizer?: { id: number; nome: string };
  actions?: { cancel: { allowed: boolean; message: string }; transfer_until: string | null };
};

/** Every upcoming event of the demo catalog, all regions. */
export async function allEvents(request: APIRequestContext): Promise<EventCard[]> {
  const events: EventCard[] = [];
  for (let page = 1; page < 10; page++) {
    const res = await request.post(`/api/v2/events/list?pais=Brasil&por_pagina=48&pagina=${page}`);
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { eventos: EventCard[]; total: number };
    events.push(...body.eventos);
    if (events.length >= body.total || body.eventos.length === 0) break;
  }
  return events;
}

export async function eventNamed(request: APIRequestContext, name: string): Promise<EventCard> {
  const event = (await allEvents(request)).find((e) => e.nome === name);
  if (!event) throw new Error(`demo event "${name}" not found`);
  return event;
}

export async function catalogue(request: APIRequestContext, eventId: number): Promise<Catalogue> {
  const res = await request.get(`/api/pdv/v3/products/sectors/${eventId}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Catalogue;
}

/** The access token of an account, as the login dialog gets it. */
export async function accessToken(request: APIRequestContext, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const res = await request.post('/api/auth/loginsite', { data: { username: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error('login answered without access_token');
  return body.access_token;
}

type BuyOptions = {
  /** Sector by name; the first paid sector on sale otherwise. */
  sector?: string;
  /** A session by its id; the first one otherwise. */
  sessionId?: number;
  /** One attendee per ticket; the buyer's name when omitted. */
  attendees?: { name: string; cpf: string }[];
  method?: 'pix' | 'boleto';
};

/**
 * Buys tickets as a logged-in customer, or as a guest when token is null (the account's data
 * then fill the buyer), and pays them in the sandbox: a paid order with tickets.
 */
export async function buyTickets(
  request: APIRequestContext,
  token: string | null,
  account: Pick<Account, 'name' | 'lastname' | 'cpf' | 'email' | 'phone'>,
  eventId: number,
  { sector, sessionId, attendees, method = 'pix' }: BuyOptions = {},
): Promise<Order> {
  const cat = await catalogue(request, eventId);
  const session = sessionId ? cat.sessions.find((s) => s.id === sessionId) : cat.sessions[0];
  if (!session) throw new Error(`event ${eventId} has no session on sale`);
  const chosen = session.sectors.find((s) => (sector ? s.nome === sector : s.price > 0 && s.on_sale && s.available > 0));
  if (!chosen) throw new Error(`event ${eventId}: no sector ${sector ?? 'on sale'}`);
  const people = attendees ?? [{ name: `${account.name} ${account.lastname}`, cpf: account.cpf }];
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const buyer = token ? undefined : { name: `${account.name} ${account.lastname}`, email: account.email, cpf: account.cpf, phone: account.phone };
  const created = await request.post('/api/checkout/orders', {
    headers,
    data: {
      session_id: session.id,
      items: [{ sector_id: chosen.id, type: 'full', quantity: people.length, attendees: people }],
      buyer,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { hash } = (await created.json()) as Order;
  const paying = await request.post(`/api/checkout/orders/${hash}/payment`, { headers, data: { method } });
  expect(paying.status(), await paying.text()).toBe(200);
  const paid = await request.post(`/api/checkout/orders/${hash}/sandbox/pay`, { headers });
  expect(paid.status(), await paid.text()).toBe(200);
  // As My tickets shows it: with the organizer, the tickets' states and the actions.
  const order = await request.get(`/api/orders/details/${hash}${token ? '' : `?cpf_cnpj=${account.cpf}`}`, { headers });
  expect(order.status(), await order.text()).toBe(200);
  const body = (await order.json()) as Order;
  expect(body.status).toBe('paid');
  return body;
}

export function anotherPerson(name = 'Bruno Lima') {
  return { name, cpf: validCpf() };
}

const run = promisify(execFile);

/** `catraca organizer-key ID` against the database of the server under test: the key alone on stdout. */
export async function organizerKey(organizer: number | string): Promise<string> {
  const dbDir = process.env.E2E_DB_DIR;
  if (!dbDir) throw new Error('E2E_DB_DIR is not set (playwright.config.ts sets it)');
  const bin = process.env.E2E_SERVER_BIN ?? path.join(__dirname, '..', '..', '..', 'bin', 'catraca');
  const { stdout } = await run(bin, ['organizer-key', String(organizer)], {
    env: { ...process.env, CATRACA_DATABASE_URL: `sqlite:${path.join(dbDir, 'e2e.db')}`, CATRACA_DEMO: '' },
  });
  const key = stdout.trim();
  expect(key).toMatch(/^ck_[0-9a-f]{64}$/);
  return key;
}
