import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { PORT } from './tests/support/stores';

// The config is loaded again in every worker: the env var makes them reuse the
// fresh database directory the main process made, and only that process removes it.
if (!process.env.E2E_DB_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catraca-e2e-'));
  process.env.E2E_DB_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}
const dbDir = process.env.E2E_DB_DIR;
// The SMTP sink (global-setup.ts) writes each e-mail here; tests read it (tests/support/inbox.ts).
if (!process.env.E2E_MAIL_DIR) {
  process.env.E2E_MAIL_DIR = path.join(dbDir, 'mail');
  fs.mkdirSync(process.env.E2E_MAIL_DIR, { recursive: true });
}
const smtpPort = Number(process.env.E2E_SMTP_PORT || 18025);
// The testclock build run.sh makes; set in the environment so that workers find it too
// (tests/support/own-server.ts starts more of it).
process.env.E2E_SERVER_BIN ??= path.join(__dirname, '..', 'bin', 'catraca-testclock');
const server = process.env.E2E_SERVER_BIN;

const chromium = {
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  // Without the background-networking flags Chromium keeps dialling Google (no internet here).
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2, // the machines have 2 cores
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Ceilings for waits on states, not waits: a 2-core machine running other suites beside
  // this one (load average 17 seen) took 48 s for tests that take 5 s on a quiet one.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // Only tests tagged @mobile run on the phone, to keep the suite short.
      name: 'phone',
      grep: /@mobile/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // The server logs every request at INFO; show only warnings and errors unless E2E_SERVER_LOG=1.
    command: process.env.E2E_SERVER_LOG
      ? `'${server}' serve`
      : `'${server}' serve 2>&1 | grep --line-buffered -v '"level":"INFO"' >&2`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    env: {
      // Dev mode on loopback, as a test setup is: orders are paid by hand through the sandbox
      // (POST /api/checkout/orders/{hash}/sandbox/pay exists only there) and no CATRACA_SECRET
      // is needed. Mail still goes to the SMTP sink below, as in production.
      CATRACA_ADDR: `127.0.0.1:${PORT}`,
      CATRACA_DEV: '1',
      CATRACA_DATABASE_URL: `sqlite:${path.join(dbDir, 'e2e.db')}`,
      CATRACA_DEMO: '1',
      // A real SMTP server run by the tests (global-setup.ts); plain SMTP is allowed to loopback.
      CATRACA_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    reuseExistingServer: false, // always a fresh demo database
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
