import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_FAILURE_MS } from '../../../lib/search';
import { storeLoggedUser } from '../../../lib/session';
import { renderApp } from '../../../test/render-app';

describe('header search', () => {
  it('navigates to /buscar/?q= when the text is longer than 2 characters', async () => {
    const user = userEvent.setup();
    const { url } = renderApp('/');
    await user.type(await screen.findByTestId('header-search'), 'rock{Enter}');
    await waitFor(() => expect(url().pathname).toBe('/buscar/'));
    expect(url().search).toBe('?q=rock');
  });

  it('briefly shows a failure for short text and stays put', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { url } = renderApp('/');
    const input = await screen.findByTestId('header-search');
    await user.type(input, 'ab{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Digite mais de 2 caracteres')).toBeInTheDocument();
    expect(url().pathname).toBe('/');
    act(() => vi.advanceTimersByTime(SEARCH_FAILURE_MS));
    expect(input).toHaveAttribute('aria-invalid', 'false');
    vi.useRealTimers();
  });

  it('is hidden on the search page', async () => {
    renderApp('/buscar/?q=rock');
    await screen.findByTestId('site-header');
    expect(screen.queryByTestId('header-search')).not.toBeInTheDocument();
  });
});

describe('mobile drawer', () => {
  it('opens from the menu button, lists the logged-in items and closes on Escape', async () => {
    storeLoggedUser({ access_token: 't', name: 'Ana', lastname: 'Souza', email: 'ana@example.com' });
    const user = userEvent.setup();
    renderApp('/');
    const button = await screen.findByTestId('menu-button');
    expect(button).toHaveAccessibleName('Abrir menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const drawer = await screen.findByRole('dialog');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(drawer).getByRole('link', { name: 'Meus ingressos' })).toHaveAttribute('href', '/ingressos');
    expect(within(drawer).getByRole('link', { name: 'Ajuda' })).toHaveAttribute('target', '_blank');
    expect(within(drawer).getByRole('button', { name: 'Fechar menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when navigating from it', async () => {
    storeLoggedUser({ access_token: 't', name: 'Ana', email: 'ana@example.com' });
    const user = userEvent.setup();
    const { url } = renderApp('/');
    await user.click(await screen.findByTestId('menu-button'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Meus ingressos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The tickets page loads with its route: the navigation ends once its chunk is in.
    await waitFor(() => expect(url().pathname).toBe('/ingressos'));
  });
});
