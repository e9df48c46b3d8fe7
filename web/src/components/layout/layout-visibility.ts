import { ROUTE_IDS } from '../../app/route-ids';

export interface LayoutVisibility {
  header: boolean;
  footer: boolean;
  /** evento-id-slug: on small screens the footer gets extra bottom padding and the cookie bar is lifted. */
  eventSlugSpacing: boolean;
}

const TOKEN_AND_GAMIFICATION: readonly string[] = [
  ROUTE_IDS.ticketToken,
  ROUTE_IDS.ticketsToken,
  ROUTE_IDS.eventGamification,
];

/**
 * Which layout parts a route shows (spec section 2, "Layout").
 * `orderError` is true when order details carry an error; it brings the
 * header back on routes that would hide it (order details come with the
 * tickets feature, which passes it).
 */
export function layoutVisibility(routeId: string | undefined, orderError = false): LayoutVisibility {
  const id = routeId ?? '';
  const tokenOrGamification = TOKEN_AND_GAMIFICATION.includes(id);
  const hidesHeader = tokenOrGamification || id.includes('produto') || id.includes('sobre');
  const hidesFooter = tokenOrGamification || id.includes('sobre');
  return {
    header: !hidesHeader || orderError,
    footer: !hidesFooter,
    eventSlugSpacing: id === ROUTE_IDS.eventSlug,
  };
}
