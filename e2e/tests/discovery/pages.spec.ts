import { cookiesAlreadyAccepted, expect, test, type DemoEvent } from './catalog';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

function cancelledEvent(events: DemoEvent[]): DemoEvent {
  const event = events.find((e) => e.nome.includes('(cancelado)'));
  expect(event, 'the demo has a cancelled case').toBeTruthy();
  return event!;
}

test('tab titles: the app keeps the event name, the search and the store name per page', async ({ page, catalog, stores }) => {
  const event = catalog.events.find((e) => e.venda.status === 'aberta')!;
  const store = stores.main.name;
  // Loaded directly: the server's title must survive the app starting up.
  await page.goto(`/evento/${event.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.nome);
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page).toHaveTitle(`${event.nome} | ${store}`);

  // Client-side navigation: the search's title, then home's.
  const search = page.getByTestId('header-search');
  await search.fill('teatro');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/buscar\/\?q=teatro/);
  await expect(page).toHaveTitle(`Resultados para “teatro” | ${store}`);
  await page.getByTestId('header-logo').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(store);

  // And the search loaded directly.
  await page.goto('/buscar/?q=festival');
  await expect(page.getByTestId('event-grid')).toBeVisible();
  await expect(page).toHaveTitle(`Resultados para “festival” | ${store}`);
});

test("every word the README gives finds its demo case by name", async ({ page }) => {
  // README.md, "Demo cases to try".
  const words = ['cancelado', 'esgotado', 'em breve', 'encerradas', 'bilheteria', 'externa', 'convidados', 'pausadas', 'gratuito'];
  for (const word of words) {
    await page.goto(`/buscar/?q=${encodeURIComponent(word)}`);
    const names = page.getByTestId('event-grid').getByTestId('event-card').getByRole('heading');
    await expect(names.filter({ hasText: new RegExp(`\\(.*${word}.*\\)`, 'i') }).first(), `search "${word}"`).toBeVisible();
  }
  // The protected one is reached by its slug and asks for the password.
  await page.goto('/pre-estreia-convidados');
  await page.getByLabel(/^Senha do evento/).fill('catraca2026');
  await page.getByRole('button', { name: 'Acessar evento' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pré-estreia para Convidados (com senha)');
});

test("a cancelled event says 'Cancelado' instead of a price, on its card and in the organizer's list", async ({ page, catalog }) => {
  const event = cancelledEvent(catalog.events);
  await page.goto(`/buscar/?q=${encodeURIComponent('cancelado')}`);
  const card = page.getByTestId('event-card').filter({ has: page.getByRole('link', { name: event.nome, exact: true }) });
  await expect(card.getByTestId('event-price')).toHaveText('Cancelado');
  await expect(card).not.toContainText('A partir de');

  await page.goto(`/evento/${event.id}`);
  await page.getByRole('button', { name: 'Ver eventos do organizador' }).click();
  const dialog = page.getByTestId('organizer-dialog');
  const item = dialog.getByRole('listitem').filter({ has: page.getByRole('link', { name: event.nome, exact: true }) });
  await expect(item.getByTestId('organizer-event-cancelled')).toHaveText('Cancelado');
});

test('the search field shows a visible focus ring in the header', async ({ page }) => {
  await page.goto('/');
  const input = page.getByTestId('header-search');
  await input.focus();
  const ring = await input.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.color).not.toBe('rgba(0, 0, 0, 0)');
});

test('phone: the search dialog shows categories as tiles', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir busca' }).tap();
  const dialog = page.getByRole('dialog', { name: 'O que você procura?' });
  const tile = dialog.getByTestId('search-category-tile').first();
  await expect(tile).toBeVisible();
  const look = await tile.evaluate((el) => {
    const style = getComputedStyle(el);
    return { border: parseFloat(style.borderTopWidth), background: style.backgroundColor, radius: parseFloat(style.borderTopLeftRadius) };
  });
  // A tile: bordered, filled and rounded, not a bare word.
  expect(look.border).toBeGreaterThanOrEqual(1);
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.radius).toBeGreaterThan(0);
  const box = (await tile.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(64);
  expect(box.width).toBeGreaterThan(120);
});

test('an event opened from far down the home page opens at its top; Back returns to where the visitor was', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('event-grid').getByRole('link');
  await expect(cards.nth(8)).toBeVisible();
  await cards.nth(8).scrollIntoViewIfNeeded();
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  const down = await scrollY();
  expect(down).toBeGreaterThan(400);

  await cards.nth(8).click();
  await expect(page.getByTestId('event-page')).toBeVisible();
  await expect.poll(scrollY).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(scrollY).toBe(down);
});
