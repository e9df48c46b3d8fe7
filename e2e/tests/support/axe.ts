import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until every CSS transition and animation on the page has finished: contrast measured
 * mid-fade is wrong, and a fixed pause is too short on a busy machine.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Fails on serious or critical axe violations (inside `include` when given), listing them readably. */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(bad, bad.join('\n')).toEqual([]);
}
