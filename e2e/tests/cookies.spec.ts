import type { Page } from '@playwright/test';
import { test, expect, ORIGIN, textOf } from './support/fixtures';

const KEY = 'LGPD:accepted';
const DAY = 24 * 60 * 60 * 1000;

/** The stored acceptance: {"value": true, "expires": <ms since epoch>} (web/src/lib/cookie-consent.ts). */
async function storedConsent(page: Page): Promise<{ value: boolean; expires: number }> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), KEY);
  expect(raw, `localStorage '${KEY}'`).not.toBeNull();
  return JSON.parse(raw!);
}

type Box = { x: number; y: number; width: number; height: number } | null;
function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('notice shows until OK, stays hidden for 7 days, then comes back', async ({ page, stores }) => {
  const cookies = stores.main.configs.template.cookies;
  expect(cookies?.show_cookies_dialog, 'demo default store enables the notice').toBe(true);

  await page.goto('/');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  if (cookies?.text) await expect(notice).toContainText(textOf(cookies.text));

  // The support chat bubble is lifted above the notice, so it must not cover OK.
  const ok = notice.getByRole('button', { name: 'OK' });
  const chat = page.getByTestId('support-chat');
  await expect.poll(async () => overlaps(await ok.boundingBox(), await chat.boundingBox()), {
    message: 'support-chat bubble overlaps the OK button',
  }).toBe(false);

  const clickedAt = Date.now();
  await ok.click();
  await expect(notice).toBeHidden();
  const consent = await storedConsent(page);
  expect(consent.value).toBe(true);
  const days = (consent.expires - clickedAt) / DAY;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThan(7.1);

  await page.reload();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(notice).toBeHidden();

  // Simulate the 7 days passing: move the stored expiry into the past.
  await page.evaluate(
    ([k, v]) => localStorage.setItem(k, v),
    [KEY, JSON.stringify({ ...consent, expires: Date.now() - 60_000 })],
  );
  await page.reload();
  await expect(notice).toBeVisible();
});

test('store with the notice disabled never shows it', async ({ page, stores }) => {
  expect(stores.second.configs.template.cookies?.show_cookies_dialog ?? false).toBe(false);
  await page.goto(`${ORIGIN.second}/`);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
});

test('on a phone the OK button can be tapped', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  const notice = page.getByTestId('cookie-notice');
  await notice.getByRole('button', { name: 'OK' }).tap();
  await expect(notice).toBeHidden();
});

test("the notice links the store's privacy policy, not /sobre", async ({ page, stores }) => {
  const privacy = stores.main.configs.template.privacidade;
  expect(privacy, 'the demo store has a privacy URL').toBeTruthy();
  await page.goto('/');
  const notice = page.getByTestId('cookie-notice');
  const link = notice.getByRole('link', { name: 'Política de privacidade' });
  await expect(link).toHaveAttribute('href', privacy!);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(notice.locator('a[href="/sobre"]')).toHaveCount(0);
});
