import type { Page } from '@playwright/test';
import { cookiesAlreadyAccepted, DEMO_PASSWORD, expect, ORIGIN, openingText, test, withStatus, type DemoEvent } from './catalog';

const title = (page: Page) => page.getByRole('heading', { level: 1 });

/** An open event with sessions, with or without a slug. */
function openEvent(events: DemoEvent[], withSlug: boolean): DemoEvent {
  const event = events.find(
    (e) => e.venda.status === 'aberta' && Boolean(e.slug) === withSlug && e.relacionados.some((s) => s.setores.length > 0),
  );
  expect(event, `an open demo event ${withSlug ? 'with' : 'without'} a slug`).toBeTruthy();
  return event!;
}

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('open an event by id from the search results; buy opens the checkout and, behind it, the session with its sectors', async ({ page, catalog, stores }) => {
  const event = openEvent(catalog.events, false);
  await page.goto(`/buscar/?q=${encodeURIComponent(event.nome)}`);
  await page.getByTestId('event-grid').getByRole('link', { name: event.nome, exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN.main}/evento/${event.id}`);
  await expect(title(page)).toHaveText(event.nome);
  await expect(page).toHaveTitle(`${event.nome} | ${stores.main.name}`);
  await expect(page.getByTestId('sale-status')).toHaveCount(0);

  await page.getByTestId('buy-button').click();
  const frame = page.frameLocator('[data-testid="checkout-frame"]');
  await expect(frame.getByRole('heading', { name: 'Comprar ingressos' })).toBeVisible();
  await frame.getByRole('button', { name: 'Fechar compra' }).click();
  await expect(page.getByTestId('checkout-overlay')).toBeHidden();
  await expect(page.getByTestId('buy-button')).toBeFocused();
  const opened = page.locator('[data-testid="session-control"][aria-expanded="true"]');
  await expect(opened).toHaveCount(1);
  const session = page.getByTestId('session').filter({ has: opened });
  const sessionId = Number(await session.getAttribute('data-session-id'));
  const sectors = event.relacionados.find((s) => s.id === sessionId)!.setores;
  await expect(session.getByTestId('sector').locator('p').first()).toBeVisible();
  await expect(session.getByTestId('sector')).toHaveCount(sectors.length);
  for (const [i, sector] of sectors.entries()) await expect(session.getByTestId('sector').nth(i)).toContainText(sector.nome);
});

test('open an event by its slug, at /slug and /evento/id/slug', async ({ page, catalog }) => {
  const event = openEvent(catalog.events, true);
  await page.goto(`/${event.slug}`);
  await expect(title(page)).toHaveText(event.nome);
  await expect(page.getByTestId('buy-button')).toBeVisible();
  await page.goto(`/evento/${event.id}/${event.slug}`);
  await expect(title(page)).toHaveText(event.nome);
});

test('an unknown slug or event shows the 404 page', async ({ page }) => {
  await page.goto('/este-evento-nao-existe');
  await expect(page.getByTestId('error-page').getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
  await expect(page).toHaveURL(`${ORIGIN.main}/este-evento-nao-existe`);
  await page.goto('/evento/999999');
  await expect(page.getByTestId('error-page').getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
  await expect(page.getByTestId('snackbar')).toHaveCount(0);
});

test('sessao preselects a session; the gamification route keeps the referral without header and footer', async ({ page, catalog }) => {
  const event = catalog.events.find((e) => e.venda.status === 'aberta' && e.relacionados.length > 1);
  expect(event, 'an open demo event with several sessions').toBeTruthy();
  const last = event!.relacionados.at(-1)!;
  await page.goto(`/evento/${event!.id}/c/promotor-7?sessao=${last.id}&c=CUPOM10`);
  await expect(title(page)).toHaveText(event!.nome);
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.locator(`[data-session-id="${last.id}"] [data-testid="session-control"]`)).toHaveAttribute('aria-expanded', 'true');
  const intent = await page.evaluate(() => JSON.parse(sessionStorage.getItem('checkoutIntent') ?? 'null'));
  expect(intent).toEqual({ eventId: event!.id, sessao: last.id, cupom: 'CUPOM10', referral: 'promotor-7' });
});

test('the protected event: wrong password, then the right one', async ({ page, request, catalog }) => {
  const id = catalog.protectedIds[0];
  expect(id, 'a password-protected demo event').toBeTruthy();
  const unlocked = await request.post(`/api/v2/event/detail/${id}`, { data: { senha: DEMO_PASSWORD } });
  const nome = ((await unlocked.json()) as DemoEvent).nome;

  await page.goto(`/evento/${id}`);
  const field = page.getByLabel('Senha do evento');
  await expect(page.getByText('Este evento é protegido por senha.')).toBeVisible();
  await expect(page.getByText('Senha Inválida')).toHaveCount(0);

  await field.fill('senha-errada');
  await page.getByRole('button', { name: 'Acessar evento' }).click();
  await expect(page.getByText('Senha Inválida')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(`${ORIGIN.main}/evento/${id}`);
  await expect(page.getByTestId('snackbar')).toHaveCount(0);

  await field.fill(DEMO_PASSWORD);
  await field.press('Enter');
  await expect(title(page)).toHaveText(nome);
  await expect(page.getByText('Senha Inválida')).toHaveCount(0);
});

// The buy state of each demo case (spec section 4 "Checkout embed"; docs/spec-readings.md).
const cases: { status: string; mode?: number; text: (e: DemoEvent) => string }[] = [
  { status: 'cancelado', text: () => 'Evento cancelado' },
  { status: 'em_breve', text: (e) => `Vendas abrem em ${openingText(e.venda.abre_em!, e.timezone)}` },
  { status: 'encerrada', text: () => 'Vendas encerradas' },
  { status: 'esgotado', text: () => 'Ingressos esgotados' },
  { status: 'bilheteria', mode: 40, text: () => 'Ingressos à venda somente na bilheteria' },
  { status: 'externa', mode: 41, text: () => 'Ingressos à venda em outro site' },
  { status: 'lista', mode: 42, text: () => 'Evento somente para convidados / lista' },
  { status: 'pausada', mode: 43, text: () => 'Vendas pausadas no momento' },
];

for (const { status, mode, text } of cases) {
  test(`buy state: ${status}${mode ? ` (one_checkout ${mode})` : ''}`, async ({ page, catalog }) => {
    const event = withStatus(catalog, status, mode);
    await page.goto(`/evento/${event.id}`);
    await expect(title(page)).toHaveText(event.nome);
    await expect(page.getByTestId('sale-status')).toHaveText(text(event));
    await expect(page.getByTestId('buy-button')).toHaveCount(0);
    if (status === 'externa') {
      const link = page.getByTestId('external-sale-link');
      await expect(link).toHaveAttribute('href', event.link_externo);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });
}

test('FAQ: opening a question counts one view', async ({ page, request, catalog }) => {
  const event = catalog.events.find((e) => (e as DemoEvent & { tem_faq: boolean }).tem_faq);
  expect(event, 'a demo event with FAQ').toBeTruthy();
  const faq = async () => (await (await request.get(`/api/event/faq/${event!.id}`)).json()) as { pergunta: string; visualizacoes: number }[];
  const [first] = await faq();
  await page.goto(`/evento/${event!.id}`);
  const logged = page.waitForResponse((res) => res.url().includes(`/api/events/faq/log/${event!.id}/`) && res.request().method() === 'PUT');
  await page.getByRole('button', { name: first!.pergunta }).click();
  expect((await logged).status()).toBe(200);
  expect((await faq())[0]!.visualizacoes).toBe(first!.visualizacoes + 1);
});

test("the organizer's events open in a dialog", async ({ page, catalog }) => {
  const event = openEvent(catalog.events, true);
  await page.goto(`/evento/${event.id}`);
  await page.getByRole('button', { name: 'Ver eventos do organizador' }).click();
  const dialog = page.getByRole('dialog', { name: /^Eventos de / });
  await expect(dialog.getByTestId('organizer-events').getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('phone: the buy button opens the checkout over the whole screen', { tag: '@mobile' }, async ({ page, catalog }) => {
  const event = openEvent(catalog.events, true);
  await page.goto(`/${event.slug}`);
  await page.getByTestId('buy-button').tap();
  const frame = page.getByTestId('checkout-frame');
  await expect(frame).toBeInViewport({ ratio: 1 });
  expect((await frame.boundingBox())?.width).toBe(page.viewportSize()?.width);
  await expect(page.frameLocator('[data-testid="checkout-frame"]').getByRole('heading', { name: 'Ingressos', exact: true })).toBeVisible();
});

test('phone: past the buy box, the price and "Comprar ingressos" wait at the bottom edge, under the chat', { tag: '@mobile' }, async ({ page, catalog }) => {
  const event = openEvent(catalog.events, false);
  await page.goto(`/evento/${event.id}`);
  await expect(page.getByTestId('buy-button')).toBeInViewport();
  const bar = page.getByTestId('buy-bar');
  await expect(bar).toHaveCount(0);

  await page.mouse.wheel(0, 10_000);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(/A partir de R\$|Gratuito/);
  const height = page.viewportSize()!.height;
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeCloseTo(height, 0);
  // The chat bubble stands on the bar, and the page's end (grown by the bar's height when
  // it showed) scrolls clear of it.
  const chat = (await page.getByTestId('support-chat').boundingBox())!;
  expect(chat.y + chat.height).toBeLessThanOrEqual(barBox.y);
  await page.mouse.wheel(0, 10_000);
  const footerEnd = async () => {
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    return footer.y + footer.height;
  };
  await expect.poll(footerEnd).toBeLessThanOrEqual(barBox.y + 1);

  await page.getByTestId('buy-bar-button').tap();
  await expect(page.frameLocator('[data-testid="checkout-frame"]').getByRole('heading', { name: 'Ingressos', exact: true })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('wide screens keep the buy box in view and show no buy bar', async ({ page, catalog }) => {
  const event = openEvent(catalog.events, false);
  await page.goto(`/evento/${event.id}`);
  await page.mouse.wheel(0, 10_000);
  await expect(page.getByTestId('buy-button')).toBeInViewport();
  await expect(page.getByTestId('buy-bar')).toBeHidden();
});
