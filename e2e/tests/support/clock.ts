import { expect, type Page } from '@playwright/test';

/**
 * Runs action with the page's clock paused, then moves the clock in small steps until the
 * snackbar shows text. The snackbar is brief (6 s, spec §4), so a busy machine could miss it
 * on a running clock; here it is seen however slow the machine is. The clock must have been
 * installed before the page loaded; it runs freely again afterwards.
 */
export async function expectSnackbarAfter(page: Page, text: string | RegExp, action: () => Promise<void>) {
  await pauseClock(page);
  await action();
  const snackbar = page.getByTestId('snackbar');
  await expect(async () => {
    await page.clock.runFor(100); // the app's request pipeline needs a few timer ticks
    await expect(snackbar).toHaveText(text, { timeout: 100 });
  }).toPass({ timeout: 30_000 });
  await page.clock.resume();
}

/**
 * Pauses the page's clock (installed before the page loaded) a few seconds ahead of the page's
 * own time: earlier calls may have moved it ahead of this process's. Pausing at a time the page
 * has passed fails, and a busy machine can take longer than the margin to deliver the call: it
 * is then tried again from the page's new time.
 */
export async function pauseClock(page: Page) {
  await expect(async () => {
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + 5_000);
  }).toPass({ timeout: 60_000 });
}
