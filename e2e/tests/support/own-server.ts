import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import { expect, type Page } from '@playwright/test';

/**
 * A server of one test's own, on a fresh demo database: the suite's testclock build, whose clock
 * the test moves forward with POST /_dev/clock (docs/testing.md). The suite's shared server
 * never moves its clock: a jump there would end the holds of the tests running beside.
 */
export type OwnServer = {
  /** The two demo stores, as ORIGIN in stores.ts names them on the shared server. */
  origin: { main: string; second: string };
  /**
   * Moves this server's clock and the page's by the same time, as if a person had waited that
   * long; the page's clock must be installed (page.clock.install) before the page loaded.
   */
  advance: (page: Page, seconds: number) => Promise<void>;
  stop: () => Promise<void>;
};

// Ceilings for a busy machine, not waits: the server starts in well under a second when quiet.
const START_MS = 60_000;
const STOP_MS = 30_000;

export async function startOwnServer(): Promise<OwnServer> {
  const bin = process.env.E2E_SERVER_BIN;
  const dbDir = process.env.E2E_DB_DIR;
  if (!bin || !dbDir) throw new Error('E2E_SERVER_BIN and E2E_DB_DIR are not set (playwright.config.ts sets them)');
  const child = spawn(bin, ['serve'], {
    env: {
      ...process.env, // e2e/hours.sh's CATRACA_TEST_CLOCK_OFFSET too
      // As the shared server (playwright.config.ts), but on a port of its own choosing, which
      // it logs, and stopping at once: nobody else sends it requests.
      CATRACA_ADDR: '127.0.0.1:0',
      CATRACA_DEV: '1',
      CATRACA_DATABASE_URL: `sqlite:${path.join(dbDir, `own-${crypto.randomUUID()}.db`)}`,
      CATRACA_DEMO: '1',
      CATRACA_SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT || 18025)}`,
      CATRACA_DRAIN: '0s',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logs: string[] = [];
  const addr = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`own server not serving after ${START_MS} ms:\n${logs.join('\n')}`)), START_MS);
    child.once('exit', (code) => reject(new Error(`own server exited (${code}) before serving:\n${logs.join('\n')}`)));
    // Read to the end, or a full pipe would stall the server. Only errors are shown (all with
    // E2E_SERVER_LOG=1): its start-up warnings are the shared server's, shown once already.
    readline.createInterface({ input: child.stderr! }).on('line', (line) => {
      logs.push(line);
      if (process.env.E2E_SERVER_LOG || line.includes('"level":"ERROR"')) process.stderr.write(`[own server] ${line}\n`);
      const entry = line.startsWith('{') ? (JSON.parse(line) as { msg?: string; addr?: string }) : {};
      if (entry.msg === 'serving' && entry.addr) {
        clearTimeout(timer);
        resolve(entry.addr);
      }
    });
  }).catch(async (err: unknown) => {
    child.kill('SIGKILL');
    await exited;
    throw err;
  });
  const port = addr.slice(addr.lastIndexOf(':') + 1);
  const origin = { main: `http://localhost:${port}`, second: `http://127.0.0.1:${port}` };
  return {
    origin,
    async advance(page, seconds) {
      const res = await page.request.post(`${origin.second}/_dev/clock`, { data: { advance_seconds: seconds } });
      expect(res.status(), await res.text()).toBe(200);
      await page.clock.fastForward(seconds * 1000);
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
