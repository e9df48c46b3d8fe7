import { test, expect } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';

test('home page (desktop)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
});

test('error page', async ({ page }) => {
  await page.goto('/isto-nao-existe/abc');
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('phone', { tag: '@mobile' }, () => {
  test('home page (phone)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });

  test('drawer open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByTestId('mobile-drawer')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
