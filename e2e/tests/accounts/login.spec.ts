import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount, logInThroughHeader, longEmail, openEditData, submitLogin } from '../support/accounts';
import { animationsSettled } from '../support/axe';
import { expectSnackbarAfter } from '../support/clock';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test("a wrong password says 'E-mail ou senha incorretos.' and section 8's snackbar; the right one logs in", async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  await page.clock.install(); // the snackbar is checked on a paused clock
  await page.goto('/');
  await page.getByTestId('site-header').getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });

  // Both texts (spec sections 4 and 8): the dialog's, and the snackbar of a 401 from auth/loginsite.
  await expectSnackbarAfter(page, 'Usuário ou senha incorretos, tente novamente.', () =>
    submitLogin(page, account.email, 'NaoEstaSenha1'),
  );
  await expect(dialog.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toHaveCount(0);

  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/ingressos$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toContainText('AT');
});

test('a login started on an event page returns to that event, not to My tickets', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  await page.goto('/buscar/?q=teatro');
  const first = page.getByTestId('event-grid').getByTestId('event-card').first().getByRole('link');
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const eventUrl = page.url();

  await page.getByTestId('site-header').getByRole('button', { name: 'Entrar' }).click();
  await submitLogin(page, account.email, account.password);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeHidden();
  expect(page.url()).toBe(eventUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('focus goes back to the control that opened a dialog when it closes', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  await page.goto('/');
  const entrar = page.getByTestId('site-header').getByRole('button', { name: 'Entrar' });
  await entrar.click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByLabel(/^E-mail/).fill(account.email);
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(entrar).toBeFocused();

  // Edit data opens from a menu item that is gone once the menu closes: the menu's button gets focus.
  await logInThroughHeader(page, account);
  await openEditData(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Editar meus dados' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeFocused();
});

test('a long e-mail stays inside the user menu, whole in its title', async ({ page, request }) => {
  // 57 characters: 54 ran 150 px off a 1280 px screen.
  const account = await createConfirmedAccount(request, { email: longEmail() });
  await page.goto('/');
  await logInThroughHeader(page, account);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  const shown = page.getByTestId('user-menu-email');
  await expect(shown).toHaveAttribute('title', account.email);
  await animationsSettled(page); // the menu fades and moves in: measure where it stops
  const box = (await shown.boundingBox())!;
  const menu = (await page.getByRole('menu').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(menu.x + menu.width);
  expect(menu.x + menu.width).toBeLessThanOrEqual(1280);
  expect(await shown.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true); // truncated, with an ellipsis
});
