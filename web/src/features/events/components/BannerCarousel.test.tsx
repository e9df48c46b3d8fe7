import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventCardFixture } from '../../../test/catalog-fixtures';
import { BANNER_INTERVAL_MS, BannerCarousel } from './BannerCarousel';

const events = [1, 2, 3].map((id) => eventCardFixture({ id, nome: `Destaque ${id}` }));

function renderBanner() {
  render(
    <MantineProvider env="test">
      <Router hook={memoryLocation().hook}>
        <BannerCarousel events={events} />
      </Router>
    </MantineProvider>,
  );
}

const active = () => document.querySelector('[data-testid="banner-slide"][data-active]');

describe('BannerCarousel', () => {
  const originalMatchMedia = window.matchMedia;
  const motionPreference = (reduced: boolean) => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: reduced && query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
  };
  // The test setup browses with reduced motion; the carousel's own rotation needs a visitor without it.
  beforeEach(() => {
    vi.useFakeTimers();
    motionPreference(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('advances by itself and hides the other slides from assistive technology', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'Destaques' })).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(active()).toHaveTextContent('Destaque 1');
    expect(screen.getAllByTestId('banner-slide')[1]).toHaveAttribute('inert');
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(active()).toHaveTextContent('Destaque 2');
    expect(active()).toHaveAttribute('aria-label', '2 de 3');
  });

  it('pauses while hovered or focused, and when the visitor pauses it', () => {
    renderBanner();
    const banner = screen.getByTestId('banner');
    fireEvent.mouseEnter(banner);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(active()).toHaveTextContent('Destaque 1');
    fireEvent.mouseLeave(banner);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(active()).toHaveTextContent('Destaque 2');

    fireEvent.focus(screen.getByRole('button', { name: 'Próximo destaque' }));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(active()).toHaveTextContent('Destaque 2');
    fireEvent.blur(screen.getByRole('button', { name: 'Próximo destaque' }));

    fireEvent.click(screen.getByRole('button', { name: 'Pausar destaques' }));
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(active()).toHaveTextContent('Destaque 2');
    expect(screen.getByRole('button', { name: 'Retomar destaques' })).toBeInTheDocument();
  });

  it('moves with previous, next and the dots, wrapping around', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Destaque anterior' }));
    expect(active()).toHaveTextContent('Destaque 3');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo destaque' }));
    expect(active()).toHaveTextContent('Destaque 1');
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o destaque 2' }));
    expect(active()).toHaveTextContent('Destaque 2');
    expect(screen.getByRole('button', { name: 'Ir para o destaque 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('never moves by itself when the system asks for reduced motion', () => {
    motionPreference(true);
    renderBanner();
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(active()).toHaveTextContent('Destaque 1');
    expect(screen.queryByRole('button', { name: 'Pausar destaques' })).not.toBeInTheDocument();
  });
});
