import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { eventCardFixture, eventListFixture } from '../test/catalog-fixtures';
import { storeConfigFixture } from '../test/fixtures';
import { installFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

/** The list answers with one event named after the query it got, or nothing for "nada". */
function searchApi() {
  return installFakeApi({
    'POST /v2/events/list': (url) => {
      if (url.searchParams.get('q') === 'nada') return eventListFixture([]);
      const params = new URLSearchParams(url.search);
      params.delete('pagina');
      params.delete('por_pagina');
      return eventListFixture([eventCardFixture({ id: 1, nome: `Resultado ${params.toString() || 'tudo'}` })], 1);
    },
    'GET /v2/events/categories/list': () => [
      { codigo: 1, nome: 'Shows', oculto: 0 },
      { codigo: 3, nome: 'Teatro', oculto: 0 },
    ],
  });
}

const listCalls = (calls: string[]) => calls.filter((call) => call.startsWith('POST /v2/events/list'));

describe('search page', () => {
  it('shows the results for q with their count', async () => {
    const api = searchApi();
    renderApp('/buscar/?q=rock');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para “rock”' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultado q=rock' })).toBeInTheDocument();
    expect(screen.getByTestId('search-count')).toHaveTextContent('1 evento encontrado');
    expect(listCalls(api.calls)).toEqual(['POST /v2/events/list?q=rock&por_pagina=24&pagina=1']);
    expect(document.title).toBe('Resultados para “rock” | Catraca Ingressos');
  });

  it('reads a typed percent sign as typed, not as an escape', async () => {
    const api = searchApi();
    renderApp('/buscar/?q=100%25+%2541');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para “100% %41”' })).toBeInTheDocument();
    expect(listCalls(api.calls)).toEqual(['POST /v2/events/list?q=100%25+%2541&por_pagina=24&pagina=1']);
  });

  it('says "more than" while the server has counted only part of the matches, then the exact count', async () => {
    const user = userEvent.setup();
    const cards = (from: number) => Array.from({ length: 24 }, (_, i) => eventCardFixture({ id: from + i, nome: `Show ${from + i}` }));
    installFakeApi({
      'POST /v2/events/list': (url) =>
        url.searchParams.get('pagina') === '1'
          ? { ...eventListFixture(cards(1), 50), total_exato: false }
          : { ...eventListFixture(cards(25), 1234, 2), total_exato: true },
      'GET /v2/events/categories/list': () => [],
    });
    renderApp('/buscar/?q=show');
    await screen.findByRole('heading', { level: 2, name: 'Show 24' });
    expect(screen.getByTestId('search-count')).toHaveTextContent('Mais de 50 eventos encontrados');
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await screen.findByRole('heading', { level: 2, name: 'Show 48' });
    expect(screen.getByTestId('search-count')).toHaveTextContent('1.234 eventos encontrados');
  });

  it('filters by period and category through the URL', async () => {
    const user = userEvent.setup();
    const api = searchApi();
    const { url } = renderApp('/buscar/?q=rock');
    await screen.findByRole('heading', { level: 2, name: 'Resultado q=rock' });

    await user.click(screen.getByRole('radio', { name: 'Neste fim de semana' }));
    await waitFor(() => expect(url().search).toBe('?q=rock&periodo=fds'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultado q=rock&periodo=fds' })).toBeInTheDocument();

    const category = screen.getByLabelText('Categoria');
    expect(within(category).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['-1', 'Todas as categorias'],
      ['1', 'Shows'],
      ['3', 'Teatro'],
    ]);
    await user.selectOptions(category, 'Teatro');
    await waitFor(() => expect(url().search).toBe('?q=rock&periodo=fds&categoria=3'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultado q=rock&periodo=fds&categoria=3' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Qualquer dia' }));
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Todas as categorias');
    await waitFor(() => expect(url().search).toBe('?q=rock'));
    expect(listCalls(api.calls)).toContain('POST /v2/events/list?q=rock&periodo=fds&categoria=3&por_pagina=24&pagina=1');
  });

  it('reads the filters of a shared link, and a category tile link', async () => {
    searchApi();
    renderApp('/buscar/?categoria=3&periodo=hoje');
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultado periodo=hoje&categoria=3' })).toBeInTheDocument();
    // A category browsed without text is titled by its name.
    expect(await screen.findByRole('heading', { level: 1, name: 'Teatro' })).toBeInTheDocument();
    // The title is set in an effect after the heading renders.
    await waitFor(() => expect(document.title).toBe('Teatro | Catraca Ingressos'));
    expect(screen.getByRole('radio', { name: 'Hoje' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Categoria')).toHaveValue('3'));
  });

  it('lists every upcoming event for q of 2 characters from the URL', async () => {
    const api = searchApi();
    renderApp('/buscar/?q=ab');
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultado tudo' })).toBeInTheDocument();
    expect(listCalls(api.calls)).toEqual(['POST /v2/events/list?por_pagina=24&pagina=1']);
  });

  it('says so when nothing matches', async () => {
    searchApi();
    renderApp('/buscar/?q=nada');
    const empty = await screen.findByTestId('search-empty');
    expect(within(empty).getByRole('heading', { name: 'Nenhum evento encontrado' })).toBeInTheDocument();
    expect(empty).toHaveTextContent('Tente outras palavras, outro período ou outra categoria.');
    expect(screen.getByTestId('search-count')).toHaveTextContent('0 eventos encontrados');
  });

  it('searches all regions unless the chip limits to the selected city', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCity, JSON.stringify({ id: 4106902, name: 'Curitiba', state: 'PR', order: 3 }));
    const user = userEvent.setup();
    searchApi();
    const { url } = renderApp('/buscar/?q=rock', storeConfigFixture({ city_selection: true }));
    await screen.findByRole('heading', { level: 2, name: 'Resultado q=rock' });
    const chip = screen.getByRole('checkbox', { name: 'Somente em Curitiba - PR' });
    expect(chip).not.toBeChecked();
    await user.click(chip);
    await waitFor(() => expect(url().search).toBe('?q=rock&cidade=Curitiba&uf=PR'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultado q=rock&cidade=Curitiba&uf=PR' })).toBeInTheDocument();
  });

  it('searches new text from the page box, keeping the filters; short text is refused', async () => {
    const user = userEvent.setup();
    searchApi();
    const { url } = renderApp('/buscar/?q=rock&periodo=fds');
    const box = await screen.findByTestId('page-search');
    expect(box).toHaveValue('rock');
    await user.clear(box);
    await user.type(box, 'ab{Enter}');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(url().search).toBe('?q=rock&periodo=fds');
    await user.clear(box);
    await user.type(box, 'samba{Enter}');
    await waitFor(() => expect(url().search).toBe('?q=samba&periodo=fds'));
  });

  it('is reached from /search?q=', async () => {
    searchApi();
    const { url } = renderApp('/search?q=rock');
    await waitFor(() => expect(url().pathname).toBe('/buscar/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para “rock”' })).toBeInTheDocument();
  });
});
