import { expect, type Page } from '@playwright/test';

/**
 * Runs action with the page's clock paused, then moves the clock in small steps until the
 * snackbar shows text. The snackbar is brief (6 s, spec §4), so a busy machine could miss it
 * on a running clock; here it is seen however slow the machine is. The clock must have been
 * installed before the page loaded; it runs freely again afterwards.
 */
export async function expectSnackbarAfter(page: Page, text: string | RegExp, action: () => Promise<void>) {
  // The page's own time: earlier calls moved its clock ahead of this process's, and pausing
  // at a time it has passed fails.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_000);
  await action();
  const snackbar = page.getByTestId('snackbar');
  await expect(async () => {
    await page.clock.runFor(100); // the app's request pipeline needs a few timer ticks
    await expect(snackbar).toHaveText(text, { timeout: 100 });
  }).toPass({ timeout: 30_000 });
  await page.clock.resume();
}
