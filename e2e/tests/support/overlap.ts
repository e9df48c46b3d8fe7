import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The support chat's bubble does not lie over `target` (both as laid out on the screen now). */
export async function expectClearOfChat(page: Page, target: Locator, what: string) {
  await expect(target).toBeVisible();
  const chat = await page.getByTestId('support-chat').boundingBox();
  const box = await target.boundingBox();
  if (!chat || !box) throw new Error(`no box for the chat or ${what}`);
  expect(intersects(box, chat), `the chat bubble ${JSON.stringify(chat)} covers ${what} ${JSON.stringify(box)}`).toBe(false);
}

/**
 * Scrolls `target`'s document as a person reading down to it does, until the target's bottom edge
 * reaches the bottom of the screen (or as far as the page goes), then checks the bubble is clear.
 */
export async function expectClearOfChatWhenScrolledTo(page: Page, target: Locator, what: string) {
  await target.evaluate((el) => {
    const bottom = el.getBoundingClientRect().bottom;
    window.scrollBy(0, bottom - window.innerHeight);
  });
  await expectClearOfChat(page, target, what);
}
