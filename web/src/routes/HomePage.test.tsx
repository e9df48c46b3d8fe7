import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { eventCardFixture, eventListFixture } from '../test/catalog-fixtures';
import { storeConfigFixture } from '../test/fixtures';
import { installFakeApi, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const FLORIANOPOLIS = { id: 4205407, name: 'Florianópolis', state: 'SC', order: 1 };
const CURITIBA = { id: 4106902, name: 'Curitiba', state: 'PR', order: 3 };

/** A store with city selection and banner; `cityDefault` as in the demo unless given. */
function cityStore(cityDefault: typeof FLORIANOPOLIS | null = FLORIANOPOLIS) {
  return storeConfigFixture({ city_selection: true, city_default: cityDefault, banner: true, events_per_line: 4 });
}

/** Events per city: the list answers by `cidade`, all regions without it. */
function catalogApi(extra: FakeRoutes = {}) {
  return installFakeApi({
    'POST /v2/events/list': (url) => {
      const city = url.searchParams.get('cidade') ?? 'todas';
      if (city === 'Curitiba') return eventListFixture([]);
      return eventListFixture([eventCardFixture({ id: city === 'todas' ? 50 : 1, nome: `Show em ${city}` })]);
    },
    'GET /store/covers': (url) => [eventCardFixture({ id: 77, nome: `Destaque ${url.searchParams.get('cidade') ?? 'Brasil'}` })],
    ...extra,
  });
}

const listCalls = (calls: string[]) => calls.filter((call) => call.startsWith('POST /v2/events/list'));
const coverCalls = (calls: string[]) => calls.filter((call) => call.startsWith('GET /store/covers'));
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedCity) ?? 'null') as unknown;

describe('home lists by selected city', () => {
  it("uses the store's city_default when nothing is stored", async () => {
    const api = catalogApi();
    renderApp('/', cityStore());
    expect(await screen.findByRole('heading', { level: 3, name: 'Show em Florianópolis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Próximos eventos em Florianópolis - SC' })).toBeInTheDocument();
    expect(listCalls(api.calls)[0]).toBe('POST /v2/events/list?cidade=Florian%C3%B3polis&uf=SC&origem=capa&por_pagina=12&pagina=1');
    expect(coverCalls(api.calls)).toEqual(['GET /store/covers?cidade=Florian%C3%B3polis&estado=SC']);
    expect(await screen.findByTestId('banner')).toHaveTextContent('Destaque Florianópolis');
    expect(stored()).toBeNull(); // the default is not a choice
  });

  it('keeps the banner\'s place while its events load, so the list below does not move', async () => {
    let answer: (covers: unknown) => void = () => {};
    catalogApi({ 'GET /store/covers': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/', cityStore());
    expect(await screen.findByRole('heading', { level: 3, name: 'Show em Florianópolis' })).toBeInTheDocument();
    expect(screen.getByTestId('banner-placeholder')).toHaveAttribute('aria-hidden', 'true');
    answer([eventCardFixture({ id: 77, nome: 'Destaque Florianópolis' })]);
    expect(await screen.findByTestId('banner')).toHaveTextContent('Destaque Florianópolis');
    expect(screen.queryByTestId('banner-placeholder')).not.toBeInTheDocument();
  });

  it("uses 'Todas as regiões' without a stored city or city_default", async () => {
    const api = catalogApi();
    renderApp('/', cityStore(null));
    expect(await screen.findByRole('heading', { level: 3, name: 'Show em todas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Próximos eventos' })).toBeInTheDocument();
    expect(listCalls(api.calls)[0]).toBe('POST /v2/events/list?origem=capa&por_pagina=12&pagina=1');
    expect(coverCalls(api.calls)).toEqual(['GET /store/covers?pais=Brasil']);
  });

  it('keeps a stored city over the default', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCity, JSON.stringify(CURITIBA));
    const api = catalogApi();
    renderApp('/', cityStore());
    await screen.findByTestId('home-empty');
    expect(listCalls(api.calls)[0]).toContain('cidade=Curitiba&uf=PR');
  });

  it('suggests all regions when the city has no events, and switches to them', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCity, JSON.stringify(CURITIBA));
    const user = userEvent.setup();
    const api = catalogApi();
    renderApp('/', cityStore());
    const empty = await screen.findByTestId('home-empty');
    expect(empty).toHaveTextContent('Nenhum evento em Curitiba - PR por enquanto.');
    await user.click(within(empty).getByRole('button', { name: 'Ver todas as regiões' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Show em todas' })).toBeInTheDocument();
    expect(stored()).toEqual({ id: 9501, name: 'Todas as regiões', state: '', order: 0 });
    expect(coverCalls(api.calls).at(-1)).toBe('GET /store/covers?pais=Brasil');
  });

  it('ignores a stored city when the store has no city selection', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedCity, JSON.stringify(CURITIBA));
    const api = catalogApi();
    renderApp('/', storeConfigFixture({ city_selection: false, city_default: null }));
    await screen.findByRole('heading', { level: 3, name: 'Show em todas' });
    expect(listCalls(api.calls)[0]).not.toContain('cidade');
    expect(screen.queryByTestId('city-selector')).not.toBeInTheDocument();
  });

  it('loads the next page with "Carregar mais"', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      'POST /v2/events/list': (url) => {
        const page = Number(url.searchParams.get('pagina'));
        const ids = page === 1 ? [1, 2, 3, 4] : [5, 6];
        return eventListFixture(ids.map((id) => eventCardFixture({ id, nome: `Evento ${id}` })), 6, page, 4);
      },
    });
    renderApp('/', cityStore(null));
    await screen.findByRole('heading', { name: 'Evento 4' });
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('heading', { name: 'Evento 6' })).toBeInTheDocument();
    expect(screen.getAllByTestId('event-card')).toHaveLength(6);
    expect(listCalls(api.calls)[1]).toContain('pagina=2');
    // Focus moves in an effect after the new cards render: wait for it, not for a render.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Evento 5' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('links category tiles to the search filtered by category', async () => {
    installFakeApi({ 'GET /v2/events/categories/list': () => [{ codigo: 3, nome: 'Teatro', oculto: 0 }, { codigo: 99, nome: 'Oculta', oculto: 1 }] });
    renderApp('/', storeConfigFixture({ categories: true }));
    const tiles = await screen.findByTestId('home-categories');
    expect(within(tiles).getByRole('link', { name: 'Teatro' })).toHaveAttribute('href', '/buscar/?categoria=3');
    expect(within(tiles).queryByText('Oculta')).not.toBeInTheDocument();
  });
});

describe('city selector', () => {
  it('desktop menu: suggestions up to 3 characters, server search after that, choice stored and lists reloaded', async () => {
    const user = userEvent.setup();
    const api = catalogApi({
      'GET /v2/city/search': (url) => [{ id: 4106902, name: 'Curitiba', state: 'PR', order: 0, query: url.search }],
    });
    renderApp('/', cityStore());
    await user.click(await screen.findByTestId('city-selector'));
    const menu = await screen.findByTestId('city-menu');
    const options = () => within(menu).getAllByTestId('city-option').map((option) => option.textContent);
    expect(options()).toEqual([
      'Todas as regiões',
      'Florianópolis - SC',
      'Porto Alegre - RS',
      'Curitiba - PR',
      'Vitória - ES',
      'Belo Horizonte - MG',
      'São Paulo - SP',
    ]);
    expect(within(menu).getByRole('button', { name: 'Florianópolis - SC' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(within(menu).getByLabelText('Buscar cidade'), 'Cur');
    await new Promise((resolve) => setTimeout(resolve, 400)); // longer than the debounce
    expect(api.calls.filter((call) => call.startsWith('GET /v2/city/search'))).toEqual([]);
    expect(options()).toHaveLength(7);

    await user.type(within(menu).getByLabelText('Buscar cidade'), 'i');
    await waitFor(() => expect(options()).toEqual(['Curitiba - PR']));
    expect(api.calls.filter((call) => call.startsWith('GET /v2/city/search'))).toEqual(['GET /v2/city/search?query=Curi']);

    await user.click(within(menu).getByRole('button', { name: 'Curitiba - PR' }));
    expect(stored()).toEqual({ id: 4106902, name: 'Curitiba', state: 'PR', order: 0 });
    expect(await screen.findByTestId('home-empty')).toBeInTheDocument();
    expect(listCalls(api.calls).at(-1)).toContain('cidade=Curitiba&uf=PR');
    expect(coverCalls(api.calls).at(-1)).toBe('GET /store/covers?cidade=Curitiba&estado=PR');
    expect(screen.getByTestId('city-selector')).toHaveTextContent('Curitiba - PR');
  });

  it('phone: the home button opens the fullscreen dialog', async () => {
    const user = userEvent.setup();
    catalogApi();
    renderApp('/', cityStore());
    await user.click(await screen.findByTestId('city-selector-mobile'));
    const dialog = await screen.findByRole('dialog', { name: 'Escolha sua cidade' });
    await waitFor(() => expect(within(dialog).getByLabelText('Buscar cidade')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Porto Alegre - RS' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ id: 4314902, name: 'Porto Alegre' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Próximos eventos em Porto Alegre - RS' })).toBeInTheDocument();
  });

  it('phone: the drawer item opens the same dialog', async () => {
    const user = userEvent.setup();
    catalogApi();
    renderApp('/sobre', cityStore());
    await user.click(await screen.findByRole('link', { name: /Ir para a página inicial/ }));
    await user.click(await screen.findByTestId('menu-button'));
    await user.click(await screen.findByRole('button', { name: 'Cidade: Florianópolis - SC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escolha sua cidade' });
    await user.click(within(dialog).getByRole('button', { name: 'Todas as regiões' }));
    expect(stored()).toMatchObject({ id: 9501 });
  });
});
