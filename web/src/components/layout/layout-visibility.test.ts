import { describe, expect, it } from 'vitest';
import { ROUTE_IDS } from '../../app/route-ids';
import { layoutVisibility } from './layout-visibility';

describe('layoutVisibility', () => {
  it.each([
    [ROUTE_IDS.home, true, true],
    [ROUTE_IDS.search, true, true],
    [ROUTE_IDS.tickets, true, true],
    [ROUTE_IDS.event, true, true],
    [ROUTE_IDS.eventSlug, true, true],
    [ROUTE_IDS.slug, true, true],
    [ROUTE_IDS.notFound, true, true],
    [ROUTE_IDS.ticketToken, false, false],
    [ROUTE_IDS.ticketsToken, false, false],
    [ROUTE_IDS.eventGamification, false, false],
    [ROUTE_IDS.about, false, false],
    ['produto-id', false, true],
  ])('%s → header %s, footer %s', (routeId, header, footer) => {
    const visibility = layoutVisibility(routeId);
    expect(visibility.header).toBe(header);
    expect(visibility.footer).toBe(footer);
  });

  it('shows the header again when order details carry an error', () => {
    expect(layoutVisibility(ROUTE_IDS.ticketsToken, true).header).toBe(true);
    expect(layoutVisibility(ROUTE_IDS.ticketsToken, true).footer).toBe(false);
  });

  it('marks only evento-id-slug for the extra bottom spacing', () => {
    expect(layoutVisibility(ROUTE_IDS.eventSlug).eventSlugSpacing).toBe(true);
    expect(layoutVisibility(ROUTE_IDS.event).eventSlugSpacing).toBe(false);
  });
});
