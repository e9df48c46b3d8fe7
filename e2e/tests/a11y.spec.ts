import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/** Fails on serious or critical axe violations, listing them readably. */
async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(bad, bad.join('\n')).toEqual([]);
}

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
    await page.waitForTimeout(400); // let the opening transition finish before measuring contrast
    await expectNoSeriousViolations(page);
  });
});
