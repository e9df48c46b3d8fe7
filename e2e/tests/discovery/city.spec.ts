import type { APIRequestContext, Page } from '@playwright/test';
import { cookiesAlreadyAccepted, expect, listNames, ORIGIN, test, type City } from './catalog';

type CityTemplate = { city_selection?: boolean; city_default?: City | null; events_per_line?: number };

/** What the home page asks for a city (web/src/routes/HomePage.tsx): 3 rows of events_per_line. */
function homeQuery(city: { name: string; state: string } | null, perLine: number): Record<string, string | number> {
  const por_pagina = perLine * Math.max(3, Math.ceil(12 / perLine));
  return city ? { cidade: city.name, uf: city.state, origem: 'capa', por_pagina } : { origem: 'capa', por_pagina };
}

async function expectHomeList(page: Page, request: APIRequestContext, city: { name: string; state: string }, perLine: number) {
  const names = await listNames(request, homeQuery(city, perLine));
  const upcoming = page.getByTestId('upcoming');
  await expect(upcoming.getByRole('heading', { level: 2 })).toHaveText(`Próximos eventos em ${city.name} - ${city.state}`);
  if (names.length === 0) await expect(page.getByTestId('home-empty')).toBeVisible();
  else await expect(upcoming.getByTestId('event-card').getByRole('heading', { level: 3 })).toHaveText(names);
  return names;
}

/** Records the city searches the page makes. */
function citySearches(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v2/city/search')) urls.push(decodeURIComponent(new URL(req.url()).search));
  });
  return urls;
}

test('desktop: the header menu chooses a city; the list follows and is kept after a reload', async ({ page, request, stores }) => {
  const template = stores.main.configs.template as CityTemplate;
  expect(template.city_selection, 'demo store has city selection').toBe(true);
  const start = template.city_default!;
  expect(start.name, 'demo store sets city_default').toBeTruthy();
  const perLine = template.events_per_line || 4;

  await cookiesAlreadyAccepted(page);
  await page.goto('/');
  const selector = page.getByTestId('city-selector');
  await expect(selector).toHaveText(`${start.name} - ${start.state}`);
  const before = await expectHomeList(page, request, start, perLine);

  const searches = citySearches(page);
  await selector.click();
  const menu = page.getByTestId('city-menu');
  const input = menu.getByLabel('Buscar cidade');
  await expect(input).toBeFocused();
  await expect(menu.getByTestId('city-option')).toHaveText([
    'Todas as regiões',
    'Florianópolis - SC',
    'Porto Alegre - RS',
    'Curitiba - PR',
    'Vitória - ES',
    'Belo Horizonte - MG',
    'São Paulo - SP',
  ]);
  // Up to 3 characters the server is not asked; the suggestions stay.
  await input.pressSequentially('Cur');
  await page.waitForTimeout(600);
  expect(searches).toEqual([]);
  await expect(menu.getByTestId('city-option')).toHaveCount(7);

  await input.pressSequentially('i');
  const curitiba = menu.getByRole('button', { name: 'Curitiba - PR', exact: true });
  await expect(curitiba).toBeVisible();
  expect(searches).toEqual(['?query=Curi']);
  await curitiba.click();
  await expect(menu).toBeHidden();
  await expect(selector).toHaveText('Curitiba - PR');
  const after = await expectHomeList(page, request, { name: 'Curitiba', state: 'PR' }, perLine);
  expect(after, 'Curitiba and the default city list different events').not.toEqual(before);

  await page.reload();
  await expect(selector).toHaveText('Curitiba - PR');
  await expectHomeList(page, request, { name: 'Curitiba', state: 'PR' }, perLine);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedCity') ?? 'null'));
  expect(stored).toEqual({ id: 4106902, name: 'Curitiba', state: 'PR', order: expect.any(Number) });
});

test('desktop: choosing a city reloads the banner with its covers', async ({ page, request }) => {
  await cookiesAlreadyAccepted(page);
  await page.goto('/');
  await page.getByTestId('city-selector').click();
  await page.getByTestId('city-menu').getByRole('button', { name: 'Todas as regiões' }).click();
  const res = await request.get('/api/store/covers?pais=Brasil');
  const covers = (await res.json()) as { nome: string }[];
  expect(covers.length, 'the demo has covers for all regions').toBeGreaterThan(1);
  await expect(page.getByTestId('banner-slide')).toHaveCount(covers.length);
  await expect(page.locator('[data-testid="banner-slide"][data-active]')).toContainText(covers[0]!.nome);
  await page.getByRole('button', { name: 'Próximo destaque' }).click();
  await expect(page.locator('[data-testid="banner-slide"][data-active]')).toContainText(covers[1]!.nome);
  await expect(page.getByTestId('upcoming').getByRole('heading', { level: 2 })).toHaveText('Próximos eventos');
});

test('the home page\'s first HTML shows the chosen city\'s first cover, before the app runs', async ({ page, browser, request, stores }) => {
  const start = (stores.main.configs.template as CityTemplate).city_default!;
  await cookiesAlreadyAccepted(page);
  await page.goto('/');
  const firstCover = async (query: string) => ((await (await request.get(`/api/store/covers?${query}`)).json()) as { imagem: string }[])[0]!.imagem;
  // The same visitor on a phone whose app has not arrived yet: the server's HTML alone.
  const withoutApp = async () => {
    const context = await browser.newContext({ baseURL: ORIGIN.main, javaScriptEnabled: false, storageState: await page.context().storageState() });
    const first = await context.newPage();
    await first.goto('/');
    const poster = first.locator('[data-shell] picture img');
    await expect(poster).toBeVisible();
    const src = await poster.getAttribute('src');
    await context.close();
    return src;
  };

  const byDefault = await firstCover(`cidade=${encodeURIComponent(start.name)}&estado=${start.state}`);
  await expect(page.locator('[data-testid="banner-slide"][data-active] img')).toHaveAttribute('src', byDefault);
  expect(await withoutApp()).toBe(byDefault);

  await page.getByTestId('city-selector').click();
  await page.getByTestId('city-menu').getByRole('button', { name: 'Todas as regiões' }).click();
  const everywhere = await firstCover('pais=Brasil');
  await expect(page.locator('[data-testid="banner-slide"][data-active] img')).toHaveAttribute('src', everywhere);
  expect(everywhere, 'the demo\'s first covers differ between the default city and all regions').not.toBe(byDefault);
  expect(await withoutApp()).toBe(everywhere);
});

test.describe('phone', { tag: '@mobile' }, () => {
  test('the fullscreen dialog chooses a city; the list follows and is kept', async ({ page, request, stores }) => {
    const perLine = (stores.main.configs.template as CityTemplate).events_per_line || 4;
    await cookiesAlreadyAccepted(page);
    await page.goto('/');
    await page.getByTestId('city-selector-mobile').tap();
    const dialog = page.getByRole('dialog', { name: 'Escolha sua cidade' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Porto Alegre - RS' }).tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('city-selector-mobile')).toHaveText('Porto Alegre - RS');
    await expectHomeList(page, request, { name: 'Porto Alegre', state: 'RS' }, perLine);

    await page.reload();
    await expect(page.getByTestId('city-selector-mobile')).toHaveText('Porto Alegre - RS');
    await expectHomeList(page, request, { name: 'Porto Alegre', state: 'RS' }, perLine);
  });

  test('the drawer item opens the same dialog, with the server search', async ({ page, request, stores }) => {
    const perLine = (stores.main.configs.template as CityTemplate).events_per_line || 4;
    await cookiesAlreadyAccepted(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).tap();
    await page.getByTestId('mobile-drawer').getByTestId('drawer-city').tap();
    const dialog = page.getByRole('dialog', { name: 'Escolha sua cidade' });
    await dialog.getByLabel('Buscar cidade').fill('belo hori');
    await dialog.getByRole('button', { name: 'Belo Horizonte - MG', exact: true }).tap();
    await expect(dialog).toBeHidden();
    await expectHomeList(page, request, { name: 'Belo Horizonte', state: 'MG' }, perLine);
  });
});
