import type { APIRequestContext } from '@playwright/test';
import { allEvents, type Catalogue } from './purchase';

/*
 * The demo's dates are relative to the day it was seeded, so which event is inside a rule's
 * window depends on the hour the suite runs. A test that needs a window picks its
 * event here, by that window, from the API at run time, instead of by name.
 */

const HOUR = 3_600_000;
/** Room for the test itself: it must end long before its session gets any closer to a boundary. */
const MARGIN = 2 * HOUR;

/** How far off a session must start for each rule to hold (docs/api-contract.md). */
export const LEAD = {
  /** Sold online all through the test. */
  onSale: MARGIN,
  /** Tickets may change holder until transfer_hours (24 in the demo stores) before the session. */
  transfer: 24 * HOUR + MARGIN,
  /** CDC withdrawal: while the session is at least 48 h away. */
  cancel: 48 * HOUR + MARGIN,
  /** Bought under 48 h before its session, an order never had the withdrawal (a bound for `to`). */
  tooLateToCancel: 48 * HOUR - MARGIN,
  /** A boleto is offered only while the session is at least 6 days away. */
  boleto: 6 * 24 * HOUR + MARGIN,
};

export type Picked = { id: number; nome: string; session: number; inicio: string; sectors: string[] };

type Rule = {
  /** The session starts at least this far from now (one of LEAD). */
  from: number;
  /** ...and less than this far. */
  to?: number;
  /** At least this many paid sectors on sale with stock. */
  sectors?: number;
  /** Only this organizer's events (event detail's organizador.nome). */
  organizer?: string;
  /** Take the nth event that qualifies (0 the first), so tests can spread over the demo. */
  nth?: number;
};

/**
 * An event sold online whose session starts inside the rule's window measured from now, with
 * the paid sectors on sale that have stock (`sectors`, catalogue order). Events come in id
 * order and each one's earliest qualifying session is taken, so a run picks the same events
 * for the same hour.
 */
export async function eventFor(request: APIRequestContext, rule: Rule): Promise<Picked> {
  const now = Date.now();
  const found: Picked[] = [];
  const events = (await allEvents(request))
    .filter((e) => e.one_checkout === 0 && !e.cancelado && e.preco_minimo > 0)
    .sort((a, b) => a.id - b.id);
  for (const event of events) {
    const res = await request.get(`/api/pdv/v3/products/sectors/${event.id}`);
    if (res.status() !== 200) continue; // not on sale (yet, any more, or sold out)
    const cat = (await res.json()) as Catalogue;
    const session = cat.sessions.find((s) => {
      const lead = Date.parse(s.inicio) - now;
      const paid = s.sectors.filter((x) => x.price > 0 && x.on_sale && x.available > 0);
      return lead >= rule.from && (rule.to === undefined || lead < rule.to) && paid.length >= (rule.sectors ?? 1);
    });
    if (!session) continue;
    if (rule.organizer) {
      const detail = await request.post(`/api/v2/event/detail/${event.id}`, { data: {} });
      if (((await detail.json()) as { organizador?: { nome: string } }).organizador?.nome !== rule.organizer) continue;
    }
    const sectors = session.sectors.filter((x) => x.price > 0 && x.on_sale && x.available > 0).map((x) => x.nome);
    found.push({ id: event.id, nome: event.nome, session: session.id, inicio: session.inicio, sectors });
    if (found.length > (rule.nth ?? 0)) return found.at(-1)!;
  }
  throw new Error(`no demo event on sale ${describe(rule)} at ${new Date(now).toISOString()} (found ${found.length})`);
}

function describe(rule: Rule): string {
  const hours = (ms: number) => `${Math.round(ms / HOUR)} h`;
  return [
    `starting ${hours(rule.from)}${rule.to === undefined ? ' or more' : ` to ${hours(rule.to)}`} from now`,
    rule.sectors ? `with ${rule.sectors} paid sectors` : '',
    rule.organizer ? `by ${rule.organizer}` : '',
    rule.nth ? `(the ${rule.nth + 1}th such event)` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
