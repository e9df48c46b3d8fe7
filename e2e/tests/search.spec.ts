import { test, expect, ORIGIN } from './support/fixtures';

test('header search: short text is refused, longer text goes to the results', async ({ page }) => {
  await page.goto('/');
  const box = page.getByTestId('header-search');
  await expect(box).toHaveAccessibleName('Buscar eventos');

  await box.click();
  await box.pressSequentially('ab');
  await box.press('Enter');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(`${ORIGIN.main}/`);

  await box.clear();
  await box.pressSequentially('rock');
  await box.press('Enter');
  await expect(page).toHaveURL(`${ORIGIN.main}/buscar/?q=rock`);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('header-search')).toBeHidden();
});
