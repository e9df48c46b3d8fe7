import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/api-error';
import { renderApp } from '../test/render-app';
import type * as HeaderModule from '../components/layout/header/Header';
import type * as HomePageModule from '../routes/HomePage';
import { i18n } from './i18n';

// The home page and the header fail to render while their flag is on.
const failures = vi.hoisted(() => ({ home: false, header: false }));
vi.mock('../routes/HomePage', async (original) => {
  const { HomePage } = await original<typeof HomePageModule>();
  return {
    HomePage: () => {
      if (failures.home) throw new ApiError('/events', 404, null);
      return <HomePage />;
    },
  };
});
vi.mock('../components/layout/header/Header', async (original) => {
  const { Header } = await original<typeof HeaderModule>();
  return {
    Header: (props: Parameters<typeof Header>[0]) => {
      if (failures.header) throw new Error('header broke');
      return <Header {...props} />;
    },
  };
});

describe('routes', () => {
  afterEach(() => {
    failures.home = false;
    failures.header = false;
  });

  it('matches with or without a trailing slash, in any case', async () => {
    renderApp('/SOBRE/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre Catraca Ingressos' })).toBeInTheDocument();
  });

  it('redirects /en/... after choosing English, replacing the prefixed entry', async () => {
    const { url, history } = renderApp('/en/sobre?x=1');
    await waitFor(() => expect(url().pathname).toBe('/sobre'));
    expect(url().search).toBe('?x=1');
    expect(history).toEqual(['/sobre?x=1']);
    expect(i18n.language).toBe('en');
    await act(() => i18n.changeLanguage('pt'));
  });

  it('redirects the bare /pt home', async () => {
    const { url } = renderApp('/pt');
    await waitFor(() => expect(url().pathname).toBe('/'));
    expect(await screen.findByTestId('site-header')).toBeInTheDocument();
  });

  it('shows a page that fails inside the layout, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failures.home = true;
    const { navigate } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    failures.home = false;
    act(() => navigate('/sobre'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre Catraca Ingressos' })).toBeInTheDocument();
    act(() => navigate('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catraca Ingressos' })).toBeInTheDocument();
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });

  it('shows the error page without the layout when the layout fails, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failures.header = true;
    const { navigate } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops nothing here' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('error-page'));
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
    failures.header = false;
    act(() => navigate('/buscar/?q=rock'));
    expect(await screen.findByTestId('site-footer')).toBeInTheDocument();
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });
});
