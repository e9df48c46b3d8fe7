import type { CouponQuote, OrderItemInput, QuoteItem, SaleSector, SaleSession, SectorsAnswer, TicketType } from './api/contract';

/** Quantities picked, by `${sectorId}:${type}`. */
export type Quantities = Record<string, number>;

export const lineKey = (sectorId: number, type: TicketType) => `${sectorId}:${type}`;

export interface CartLine {
  sector: SaleSector;
  type: TicketType;
  quantity: number;
  unitPrice: number;
}

/** The picked lines of a session, in the order the sectors are listed (full before half). */
export function cartLines(session: SaleSession | undefined, quantities: Quantities): CartLine[] {
  if (!session) return [];
  return session.sectors.flatMap((sector) =>
    (['full', 'half'] as const)
      .map((type) => ({
        sector,
        type,
        quantity: quantities[lineKey(sector.id, type)] ?? 0,
        unitPrice: type === 'half' ? (sector.half_price ?? sector.price) : sector.price,
      }))
      .filter((line) => line.quantity > 0 && (line.type === 'full' || line.sector.half_price !== null)),
  );
}

export const ticketCount = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export const subtotalOf = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

/** The service fee on a subtotal, rounded to the centavo (the order's answer is the final word). */
export function feeOf(subtotal: number, feeBp: number): number {
  return Math.round((subtotal * feeBp) / 10_000);
}

/** What the cart shows before the reservation: the estimate, or a coupon preview's amounts. */
export function cartTotals(lines: CartLine[], feeBp: number, quote?: CouponQuote | null) {
  const subtotal = quote?.subtotal ?? subtotalOf(lines);
  const fee = quote?.fee ?? feeOf(subtotal, feeBp);
  return { subtotal, fee, total: quote?.total ?? subtotal + fee };
}

/**
 * How many more of this sector the visitor may add: the units on sale, the
 * sector's and the order's limits, counting what is already picked.
 */
export function maxMore(
  answer: Pick<SectorsAnswer, 'max_per_order'>,
  sector: SaleSector,
  quantities: Quantities,
  lines: CartLine[],
): number {
  const inSector = (quantities[lineKey(sector.id, 'full')] ?? 0) + (quantities[lineKey(sector.id, 'half')] ?? 0);
  const sectorLimit = Math.min(sector.available, sector.max_per_order || Infinity) - inSector;
  const orderLimit = (answer.max_per_order || Infinity) - ticketCount(lines);
  return Math.max(0, Math.min(sectorLimit, orderLimit));
}

/**
 * Quantities no longer possible after fresh availability (units sold
 * meanwhile) are lowered; returns null when nothing changed.
 */
export function clampToAvailability(session: SaleSession, quantities: Quantities): Quantities | null {
  let changed = false;
  const next: Quantities = { ...quantities };
  for (const sector of session.sectors) {
    const full = next[lineKey(sector.id, 'full')] ?? 0;
    const half = next[lineKey(sector.id, 'half')] ?? 0;
    let excess = full + half - Math.max(0, sector.available);
    if (excess <= 0) continue;
    changed = true;
    const halfCut = Math.min(half, excess);
    next[lineKey(sector.id, 'half')] = half - halfCut;
    excess -= halfCut;
    next[lineKey(sector.id, 'full')] = Math.max(0, full - excess);
  }
  return changed ? next : null;
}

/** One form entry per ticket: who goes, and the half-price proof for half tickets. */
export interface TicketHolder {
  sectorId: number;
  sectorName: string;
  type: TicketType;
  name: string;
  /** Masked ###.###.###-##. */
  cpf: string;
  halfProof: string;
}

export function holdersFor(lines: CartLine[], previous: TicketHolder[] = []): TicketHolder[] {
  const pool = [...previous];
  return lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => {
      // Keep what was typed for the same sector and type when quantities change.
      const index = pool.findIndex((h) => h.sectorId === line.sector.id && h.type === line.type);
      const kept = index >= 0 ? pool.splice(index, 1)[0] : undefined;
      return kept ?? { sectorId: line.sector.id, sectorName: line.sector.nome, type: line.type, name: '', cpf: '', halfProof: '' };
    }),
  );
}

const digits = (text: string) => text.replace(/\D/g, '');

/** The order's items from the lines and one holder per ticket, in the same order. */
export function orderItems(lines: CartLine[], holders: TicketHolder[]): OrderItemInput[] {
  let next = 0;
  return lines.map((line) => ({
    sector_id: line.sector.id,
    type: line.type,
    quantity: line.quantity,
    attendees: holders.slice(next, (next += line.quantity)).map((holder) => ({
      name: holder.name.trim(),
      cpf: digits(holder.cpf),
      ...(line.type === 'half' ? { half_proof: holder.halfProof as never } : {}),
    })),
  }));
}

const ATTENDEE_FIELD = /^items\.(\d+)\.attendees\.(\d+)\.(name|cpf|half_proof)$/;

/**
 * The server's `fields` (400, or a CPF's 409: `items.0.attendees.1.cpf`) as paths of the holders
 * form (`holders.1.cpf`): items are the picked lines in order, one holder per ticket.
 */
export function holderFieldErrors(fields: Record<string, string>, holders: TicketHolder[]): Record<string, string> {
  const starts: number[] = [];
  holders.forEach((holder, i) => {
    const previous = holders[i - 1];
    if (!previous || previous.sectorId !== holder.sectorId || previous.type !== holder.type) starts.push(i);
  });
  const out: Record<string, string> = {};
  for (const [field, text] of Object.entries(fields)) {
    const match = ATTENDEE_FIELD.exec(field);
    if (!match) continue;
    const index = (starts[Number(match[1])] ?? 0) + Number(match[2]);
    out[`holders.${index}.${match[3] === 'half_proof' ? 'halfProof' : match[3]}`] = text;
  }
  return out;
}

/** The lines as items without attendees: what a coupon preview prices. */
export function quoteItems(lines: CartLine[]): QuoteItem[] {
  return lines.map((line) => ({ sector_id: line.sector.id, type: line.type, quantity: line.quantity }));
}

/** Names a session's picked tickets, to tell whether they changed. */
export const cartKey = (sessionId: number | null, items: QuoteItem[]) => JSON.stringify([sessionId, items]);

/** Quantities from an abandoned cart, limited to what the session still sells. */
export function quantitiesFromCart(session: SaleSession, items: QuoteItem[]): Quantities {
  const quantities: Quantities = {};
  for (const item of items) {
    const sector = session.sectors.find((s) => s.id === item.sector_id);
    if (!sector || (item.type === 'half' && sector.half_price === null)) continue;
    quantities[lineKey(sector.id, item.type)] = (quantities[lineKey(sector.id, item.type)] ?? 0) + item.quantity;
  }
  return clampToAvailability(session, quantities) ?? quantities;
}
