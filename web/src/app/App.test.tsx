import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeConfigFixture } from '../test/fixtures';
import { App } from './App';

describe('App shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loading overlay, fetches the configuration and applies it', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(storeConfigFixture())));
    vi.stubGlobal('fetch', fetchMock);
    render(<App />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('site-header')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/config');
    expect(document.title).toBe('Catraca Ingressos');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/assets-store/catraca/favicon.svg');
  });
});

describe('App shell without a configuration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a retry when the configuration cannot be loaded', async () => {
    vi.resetModules();
    const { App: FreshApp } = await import('./App');
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('{}', { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(storeConfigFixture())));
    vi.stubGlobal('fetch', fetchMock);
    render(<FreshApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('site-header')).toBeInTheDocument();
  });
});
