import { cookiesAlreadyAccepted, expect, test } from './catalog';
import { expectNoSeriousViolations } from '../support/axe';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('search results with filters', async ({ page }) => {
  await page.goto('/buscar/?q=samba&periodo=fds');
  await expect(page.getByTestId('search-count')).not.toBeEmpty();
  await expectNoSeriousViolations(page);
});

test('event page with its sessions open', async ({ page, catalog }) => {
  const event = catalog.events.find((e) => e.venda.status === 'aberta' && e.slug)!;
  await page.goto(`/${event.slug}`);
  await page.getByTestId('session-control').first().click();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
});

test('the checkout, on its own page as the frame shows it', async ({ page, catalog }) => {
  const event = catalog.events.find((e) => e.venda.status === 'aberta' && e.one_checkout === 0)!;
  await page.goto(`/checkout/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Ingressos', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('event page that cannot be bought, and the password form with its error', async ({ page, catalog }) => {
  const event = catalog.events.find((e) => e.venda.status === 'externa')!;
  await page.goto(`/evento/${event.id}`);
  await expect(page.getByTestId('sale-status')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`/evento/${catalog.protectedIds[0]}`);
  await page.getByLabel('Senha do evento').fill('errada');
  await page.getByRole('button', { name: 'Acessar evento' }).click();
  await expect(page.getByText('Senha Inválida')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('city menu open', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('city-selector').click();
  await expect(page.getByTestId('city-menu')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('phone: city dialog open', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('city-selector-mobile').tap();
  await expect(page.getByRole('dialog', { name: 'Escolha sua cidade' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
