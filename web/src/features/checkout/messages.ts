/**
 * The talk between the storefront (parent) and the checkout (frame), by
 * postMessage. Both sides name the exact origin they send to and accept only
 * messages from the exact origin and window they expect: the storefront's
 * origin is the store's siteUrl, the frame's is the origin of checkoutUrl.
 * Kept small: the event page loads it with the storefront.
 */
export const MESSAGE_SOURCE = 'catraca-checkout';

export type FrameToParent =
  | { source: typeof MESSAGE_SOURCE; type: 'ready' }
  /** The visitor closed the checkout. */
  | { source: typeof MESSAGE_SOURCE; type: 'close' }
  /** Someone logged in or out inside the checkout. */
  | { source: typeof MESSAGE_SOURCE; type: 'login-changed' }
  /** The order was paid: the storefront may refresh "my tickets". */
  | { source: typeof MESSAGE_SOURCE; type: 'paid'; hash: string }
  /** The sale is queued and the visitor has no pass: the storefront opens the line (a session's, or the event's). */
  | { source: typeof MESSAGE_SOURCE; type: 'queue'; sessao: number | null };

export type ParentToFrame =
  /** The logged user changed in the storefront (token or null). */
  | { source: typeof MESSAGE_SOURCE; type: 'user'; token: string | null }
  /** The visitor pressed Back: the checkout answers as its close button does. */
  | { source: typeof MESSAGE_SOURCE; type: 'back' };

/** A message as its sender writes it: the source is added on sending. */
export type Outgoing<M> = M extends { source: string } ? Omit<M, 'source'> : never;

export function originOf(url: string, base?: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

function isMessage(data: unknown): data is { source: string; type: string } {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === MESSAGE_SOURCE;
}

/** A message from the frame, or null when it is not one (wrong origin, window or shape). */
export function frameMessage(event: MessageEvent, frameOrigin: string | null, frame: Window | null | undefined): FrameToParent | null {
  if (!frameOrigin || event.origin !== frameOrigin || !frame || event.source !== frame) return null;
  if (!isMessage(event.data)) return null;
  const { type } = event.data;
  if (type === 'ready' || type === 'close' || type === 'login-changed') return event.data as FrameToParent;
  if (type === 'paid' && typeof (event.data as { hash?: unknown }).hash === 'string') return event.data as FrameToParent;
  if (type === 'queue') {
    const sessao = (event.data as { sessao?: unknown }).sessao;
    return sessao === null || Number.isSafeInteger(sessao) ? (event.data as FrameToParent) : null;
  }
  return null;
}

/** A message from the storefront, or null when it is not one. */
export function parentMessage(event: MessageEvent, parentOrigin: string | null, parent: Window | null): ParentToFrame | null {
  if (!parentOrigin || event.origin !== parentOrigin || !parent || event.source !== parent) return null;
  if (!isMessage(event.data)) return null;
  if (event.data.type === 'back') return event.data as ParentToFrame;
  if (event.data.type !== 'user') return null;
  const token = (event.data as { token?: unknown }).token;
  return token === null || typeof token === 'string' ? (event.data as ParentToFrame) : null;
}

export function frameUrl(
  checkoutUrl: string,
  eventId: number,
  intent: { sessao?: number; cupom?: string; carrinhoAbandonado?: string; referral?: string },
  timezone?: string,
): string {
  const params = new URLSearchParams();
  if (intent.sessao) params.set('sessao', String(intent.sessao));
  if (intent.cupom) params.set('c', intent.cupom);
  if (intent.carrinhoAbandonado) params.set('carrinho_abandonado', intent.carrinhoAbandonado);
  if (intent.referral) params.set('ref', intent.referral);
  // The event's zone, so the checkout shows dates as the event page does (the sectors answer has none).
  if (timezone) params.set('tz', timezone);
  const query = params.toString();
  return `${checkoutUrl.replace(/\/+$/, '')}/${eventId}${query ? `?${query}` : ''}`;
}
