import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(bad, bad.join('\n')).toEqual([]);
}

// Whole flows typed key by key, with e-mail round trips: longer than the suite's default.
test.describe.configure({ timeout: 60_000 });
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
  await page.waitForTimeout(300); // let the opening transition finish before measuring contrast
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  await page.getByTestId('site-header').getByRole('button', { name: 'Criar conta' }).click();
  const register = page.getByRole('dialog', { name: 'Criar conta' });
  await register.getByLabel(/^CPF/).pressSequentially('11111111111');
  await register.getByLabel(/^CPF/).press('Tab');
  await expect(register.getByLabel(/^CPF/)).toHaveAccessibleDescription('CPF inválido.');
  await page.waitForTimeout(300);
  await expectNoSeriousViolations(page);
});
