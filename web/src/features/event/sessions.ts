import type { EventSession } from './types';

/** A session is over once it has ended (or started, without an end time). */
export function isSessionOver(session: EventSession, now = Date.now()): boolean {
  const end = new Date(session.data_fim ?? session.data).getTime();
  return Number.isFinite(end) && end < now;
}

function hasTickets(session: EventSession): boolean {
  return session.setores.some((sector) => !sector.esgotado);
}

/**
 * The session the buy button opens: the one asked for (`sessao`, or the one
 * already open) if it exists; else the first still ahead with tickets left;
 * else the first still ahead; else the first.
 */
export function sessionToOpen(sessions: EventSession[], preferred: number | null | undefined, now = Date.now()) {
  return (
    sessions.find((session) => session.id === preferred) ??
    sessions.find((session) => !isSessionOver(session, now) && hasTickets(session)) ??
    sessions.find((session) => !isSessionOver(session, now)) ??
    sessions[0]
  );
}

/** The first session still ahead, for the summary at the top of the page. */
export function nextSession(sessions: EventSession[], now = Date.now()): EventSession | undefined {
  return sessions.find((session) => !isSessionOver(session, now)) ?? sessions[0];
}

/** Cheapest ticket over every session, in centavos; null when there is no sector. */
export function lowestPrice(sessions: EventSession[]): number | null {
  const prices = sessions.flatMap((session) => session.setores.map((sector) => sector.preco));
  return prices.length > 0 ? Math.min(...prices) : null;
}
