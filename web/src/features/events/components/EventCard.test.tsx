import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { eventCardFixture } from '../../../test/catalog-fixtures';
import type { EventCard as EventCardData } from '../types';
import { EventCard } from './EventCard';

function renderCard(overrides: Partial<EventCardData> = {}, priority = false) {
  render(
    <MantineProvider env="test">
      <Router hook={memoryLocation().hook}>
        <EventCard event={eventCardFixture(overrides)} priority={priority} />
      </Router>
    </MantineProvider>,
  );
  return screen.getByTestId('event-card');
}

describe('EventCard', () => {
  it('shows date in the event zone, name linking to the event, place and the lowest price', () => {
    const card = renderCard({ nome: 'Rock na Ilha', url: '/rock-na-ilha', preco_minimo: 12000 });
    expect(within(card).getByText('sáb, 05 dez · 21:00')).toHaveAttribute('datetime', '2026-12-05T21:00:00-03:00');
    expect(within(card).getByRole('heading', { level: 3, name: 'Rock na Ilha' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Rock na Ilha' })).toHaveAttribute('href', '/rock-na-ilha');
    expect(within(card).getByText('Arena Lagoa · Florianópolis/SC')).toBeInTheDocument();
    expect(within(card).getByTestId('event-price')).toHaveTextContent('A partir de R$ 120,00');
  });

  it('says "Gratuito" for a free event', () => {
    expect(within(renderCard({ preco_minimo: 0 })).getByTestId('event-price')).toHaveTextContent(/^Gratuito$/);
  });

  it('reserves the image space and loads it lazily', () => {
    const img = renderCard().querySelector('img');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it("loads the grid's first poster at once, with high priority", () => {
    const img = renderCard({}, true).querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('marks sold-out and cancelled events', () => {
    expect(within(renderCard({ esgotado: true })).getByText('Esgotado')).toBeInTheDocument();
  });

  it('shows only "Cancelado" on a cancelled event', () => {
    const card = renderCard({ cancelado: true, esgotado: true, preco_minimo: 6000 });
    expect(within(card).getByTestId('badge-cancelled')).toHaveTextContent('Cancelado');
    expect(within(card).queryByText('Esgotado')).not.toBeInTheDocument();
    // No price for an event that sells nothing.
    expect(within(card).getByTestId('event-price')).toHaveTextContent(/^Cancelado$/);
    expect(within(card).queryByText(/A partir de/)).not.toBeInTheDocument();
  });
});
