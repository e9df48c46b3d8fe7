import type { FullConfig } from '@playwright/test';
import { startSmtpSink } from './tests/support/smtp-sink';

/**
 * Starts the SMTP sink the server mails to (CATRACA_SMTP_URL in
 * playwright.config.ts) before any test runs; the returned function stops it
 * after the last one. The server only connects when it sends a message, which
 * happens during tests, so it may start before this.
 */
export default async function globalSetup(_config: FullConfig) {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  const port = Number(process.env.E2E_SMTP_PORT || 18025);
  const server = await startSmtpSink(dir, port);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
