/**
 * Route ids follow the spec's route names (section 2), because layout rules
 * are stated in terms of those names (e.g. "pages whose names contain sobre").
 */
export const ROUTE_IDS = {
  home: 'home',
  search: 'buscar',
  tickets: 'ingressos',
  ticketsToken: 'ingressos-token',
  ticketToken: 'ticket-token',
  event: 'evento-id',
  eventSlug: 'evento-id-slug',
  eventGamification: 'evento-id-c-gamificationId',
  slug: 'slug',
  about: 'sobre',
  produto: 'produto-slug',
  accountRemoval: 'conta-exclusao-token',
  checkout: 'checkout',
  orderLookup: 'pedido',
  orderDetails: 'pedido-hash',
  portaria: 'portaria',
  queue: 'fila-eventId',
  notFound: 'not-found',
} as const;
