import { randomUUID } from 'node:crypto';
import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { consoleLogin, organizerInvite } from '../support/console';

// A demo organizer with many events (a cancelled and a sold-out one among them) that no other
// test signs in to: this test only reads, so its screens show the demo as it is.
const ORGANIZER = 'org-mare-alta';
const PASSWORD = 'mare alta na ilha 2026';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('every console screen an owner opens has no serious Axe violation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = `mare+${randomUUID().slice(0, 8)}@example.com`;
  const token = (await organizerInvite(ORGANIZER, owner)).split('/').at(-1);
  const accepted = await request.post(`/api/organizer/invitations/${token}/accept`, { data: { name: 'Marina Alta', password: PASSWORD } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await consoleLogin(page, owner, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Olá, Marina Alta' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Each console section from the navigation, as the owner reaches it (the door page it also
  // links is the storefront's /portaria, checked by the door's own tests).
  const nav = page.getByRole('navigation', { name: 'Seções do painel' });
  const sections = nav.locator('a[href^="/organizador/"]');
  const paths = await sections.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(paths.length).toBeGreaterThanOrEqual(10);
  for (const path of paths) {
    await nav.locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  }

  // An event's own screens: its dashboard, its editor, its cancellation page and a new event.
  await nav.getByRole('link', { name: 'Eventos', exact: true }).click();
  const first = page.getByTestId('console-event').first().getByRole('link').first();
  await first.click();
  await expect(page).toHaveURL(/\/organizador\/eventos\/\d+$/);
  const eventPath = new URL(page.url()).pathname;
  await expect(page.getByText('Ingressos vendidos')).toBeVisible();
  await expectNoSeriousViolations(page);
  for (const path of [`${eventPath}/editar`, `${eventPath}/cancelamento`, '/organizador/eventos/novo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});
