import { test, expect, ORIGIN } from './support/fixtures';

test('unknown route shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/isto-nao-existe/abc');
  const error = page.getByTestId('error-page');
  await expect(error.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
  await error.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await expect(page).toHaveURL(`${ORIGIN.main}/`);
  await expect(page.getByTestId('error-page')).toHaveCount(0);
});

test('/en/ prefix redirects without it and selects English; /pt/ selects Portuguese', async ({ page }) => {
  const lang = page.locator('html');
  await page.goto('/en/buscar/?q=rock');
  await expect(page).toHaveURL(`${ORIGIN.main}/buscar/?q=rock`);
  await expect(lang).toHaveAttribute('lang', /^en/);

  // The choice is remembered on unprefixed paths.
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(lang).toHaveAttribute('lang', /^en/);

  await page.goto('/pt/');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(lang).toHaveAttribute('lang', /^pt(-BR)?$/);
  await page.goto('/');
  await expect(lang).toHaveAttribute('lang', /^pt(-BR)?$/);
});
