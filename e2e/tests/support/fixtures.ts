import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { ORIGIN, type StoreConfig } from './stores';

export { expect };
export * from './stores';

/** For tests about something else: the visitor accepted the cookie notice on an earlier visit. */
export async function cookiesAlreadyAccepted(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem('LGPD:accepted', JSON.stringify({ value: true, expires: Date.now() + 86_400_000 })),
  );
}

type Stores = { main: StoreConfig; second: StoreConfig };

/**
 * e2e/hours.sh moves the clock of the server (CATRACA_TEST_CLOCK_OFFSET) and of this process
 * (libfaketime) by E2E_CLOCK_OFFSET seconds; Chromium hangs under libfaketime, so its pages get
 * the same offset here, before any script of theirs runs. page.clock, installed later by some
 * tests, builds on this Date and so keeps the offset.
 */
async function moveBrowserClock(context: BrowserContext, seconds: number) {
  await context.addInitScript((offset) => {
    const Real = Date;
    function Moved(this: unknown, ...args: unknown[]) {
      const now = new Real(Real.now() + offset);
      if (!new.target) return now.toString(); // Date() called as a function
      return args.length ? new (Real as unknown as new (...a: unknown[]) => Date)(...args) : now;
    }
    Moved.prototype = Real.prototype;
    // Not enumerable, as Date's own: page.clock copies a Date's enumerable statics onto its
    // own, and a copied now would read this clock instead of the one the test moves.
    Object.defineProperties(Moved, {
      now: { value: () => Real.now() + offset, writable: true, configurable: true },
      parse: { value: Real.parse, writable: true, configurable: true },
      UTC: { value: Real.UTC, writable: true, configurable: true },
    });
    globalThis.Date = Moved as unknown as DateConstructor;
  }, seconds * 1000);
}

export const test = base.extend<{ failOnPageErrors: void; movedClock: void }, { stores: Stores }>({
  movedClock: [
    async ({ context }, use) => {
      const offset = Number(process.env.E2E_CLOCK_OFFSET ?? 0);
      if (offset) await moveBrowserClock(context, offset);
      await use();
    },
    { auto: true },
  ],

  // Expectations come from the live demo data, not from names hard-coded here.
  stores: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext();
      const get = async (url: string) => {
        const res = await api.get(url);
        expect(res.status(), `GET ${url}`).toBe(200);
        return (await res.json()) as StoreConfig;
      };
      const main = await get(`${ORIGIN.main}/api/config`);
      const second = await get(`${ORIGIN.main}/api/config?host=127.0.0.1`);
      expect(second.name, 'the two demo stores must differ').not.toBe(main.name);
      await api.dispose();
      await use({ main, second });
    },
    { scope: 'worker' },
  ],

  // An uncaught exception in the page is a bug whatever the test looks at; so is anything the
  // server's Content-Security-Policy refuses (the whole suite proves the policy breaks nothing).
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e.stack ?? e)));
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
      });
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
