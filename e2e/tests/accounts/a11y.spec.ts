import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('login and create-account dialogs are accessible, errors included', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('site-header').getByRole('button', { name: 'Entrar' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await expect(login.getByLabel(/^E-mail/)).toBeFocused();
  await login.getByRole('button', { name: 'Entrar' }).click();
  // Errors are tied to their fields.
  const email = login.getByLabel(/^E-mail/);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Campo obrigatório.');
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  await page.getByTestId('site-header').getByRole('button', { name: 'Criar conta' }).click();
  const register = page.getByRole('dialog', { name: 'Criar conta' });
  await register.getByLabel(/^CPF/).pressSequentially('11111111111');
  await register.getByLabel(/^CPF/).press('Tab');
  await expect(register.getByLabel(/^CPF/)).toHaveAccessibleDescription('CPF inválido.');
  await expectNoSeriousViolations(page, '[role="dialog"]');
});
