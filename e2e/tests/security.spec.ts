import { test, expect, ORIGIN } from './support/fixtures';

// The pages carry the server's security headers; the app renders under them (the fixture fails
// any test on a Content-Security-Policy violation).
test('pages send a strict CSP, referrer policy and framing rules', async ({ page }) => {
  const home = await page.goto('/');
  const headers = home!.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toMatch(/script-src 'self'(;| https:\/\/)/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.locator('header')).toBeVisible();

  const checkout = await page.request.get('/checkout/');
  expect(checkout.headers()['content-security-policy']).toContain(`frame-ancestors 'self' ${ORIGIN.main}`);
});

test('the dev outbox does not exist outside dev mode', async ({ request }) => {
  const res = await request.get('/_dev/mail');
  expect(res.status()).toBe(404);
});

test('metrics are not public', async ({ request }) => {
  expect((await request.get('/metrics')).status()).toBe(404);
});
