import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { code, inbox } from './inbox';
import { PORT } from './stores';

const run = promisify(execFile);

/**
 * `catraca organizer-invite ORGANIZER EMAIL`, as the store's operator runs it, against the database
 * of the server under test: the invitation goes to the tests' SMTP sink, and its link (printed alone
 * on standard output) names the server's own address.
 */
export async function organizerInvite(organizer: string, email: string): Promise<string> {
  const dbDir = process.env.E2E_DB_DIR;
  if (!dbDir) throw new Error('E2E_DB_DIR is not set (playwright.config.ts sets it)');
  const bin = process.env.E2E_SERVER_BIN ?? path.join(__dirname, '..', '..', '..', 'bin', 'catraca');
  const { stdout } = await run(bin, ['organizer-invite', organizer, email], {
    env: {
      ...process.env,
      CATRACA_DATABASE_URL: `sqlite:${path.join(dbDir, 'e2e.db')}`,
      CATRACA_DEMO: '',
      CATRACA_DEV: '1',
      CATRACA_ADDR: `127.0.0.1:${PORT}`,
      CATRACA_SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT || 18025)}`,
    },
  });
  const link = stdout.trim();
  expect(link).toMatch(/\/organizador\/convite\/[0-9a-f]{64}$/);
  return link;
}

/** The invitation link of an invitation e-mail. */
export function invitationLink(text: string): string {
  const match = /https?:\/\/[^\s"<>]+\/organizador\/convite\/[0-9a-f]{64}/.exec(text);
  if (!match) throw new Error(`no invitation link in:\n${text}`);
  return match[0];
}

/** The console's login as a person does it: e-mail and password, then the code e-mailed. */
export async function consoleLogin(page: Page, email: string, password: string) {
  await page.goto('/organizador/entrar');
  const before = inbox.count(email);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText(`Enviamos um código de 6 números para ${email}`, { exact: false })).toBeVisible();
  const mail = await inbox.latest(email, { subject: /código de acesso ao painel/, after: before });
  await page.getByLabel(/^Código de 6 números/).fill(code(mail));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}
