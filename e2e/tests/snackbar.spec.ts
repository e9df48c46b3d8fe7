import { test, expect } from './support/fixtures';
import { pauseClock } from './support/clock';

const GENERIC = 'Algo deu errado! Tente novamente mais tarde.';

// Spec §8: a 403 (outside event/detail) shows the generic message without leaving the page;
// spec §4/§9: the snackbar disappears after 6000 ms.
test('a 403 from the API shows the generic error for 6 seconds', { tag: '@mobile' }, async ({ page }) => {
  await page.route('**/api/v2/events/categories/list', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"Proibido"}' }),
  );
  await page.clock.install();
  await page.goto('/isto-nao-existe/abc'); // the 404 page loads no categories by itself
  await expect(page.getByTestId('site-header')).toBeVisible();
  // From here the page's clock moves only by runFor, so the 6 s are exact however slow the machine is.
  await pauseClock(page);
  await page.getByRole('button', { name: 'Abrir busca' }).click(); // the search dialog loads categories

  const snackbar = page.getByTestId('snackbar');
  await expect(async () => {
    await page.clock.runFor(100); // the app's request pipeline needs a few timer ticks
    await expect(snackbar).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 30_000 });
  await expect(snackbar).toHaveText(GENERIC);
  await expect(snackbar).toHaveAttribute('data-color', 'error');
  await expect(page).toHaveURL(/\/isto-nao-existe\/abc$/); // a 403 does not redirect

  await page.clock.runFor(5_400); // ~5.5 s after it appeared
  await expect(snackbar).toBeVisible();
  await page.clock.runFor(1_000); // ~6.5 s
  await expect(snackbar).toBeHidden();
});
