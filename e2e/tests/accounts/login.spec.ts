import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount, submitLogin } from '../support/accounts';

test.describe.configure({ timeout: 120_000 }); // whole flows typed key by key, with e-mail round trips
test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test("a wrong password says 'E-mail ou senha incorretos.'; the right one logs in", async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  await page.goto('/');
  await page.getByTestId('site-header').getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });

  await submitLogin(page, account.email, 'NaoEstaSenha1');
  await expect(dialog.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toHaveCount(0);

  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/ingressos$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toContainText('AT');
});
