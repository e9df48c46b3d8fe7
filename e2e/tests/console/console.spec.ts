import { randomUUID } from 'node:crypto';
import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { consoleLogin, invitationLink, organizerInvite } from '../support/console';
import { inbox } from '../support/inbox';

// Demo organizers no other test signs in to (internal/demo), one per test: the first test's
// audit log and owners are its own (a second owner would let the first step down).
const ORGANIZER = 'org-batuque';
const PHONE_ORGANIZER = 'org-pinhao';
const PASSWORD = 'batuque na ilha 2026';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('a producer accepts the operator invitation, logs in with the code, invites a door user and sees it audited', async ({ page }) => {
  const owner = `dona+${randomUUID().slice(0, 8)}@example.com`;
  const door = `porta+${randomUUID().slice(0, 8)}@example.com`;
  const printed = await organizerInvite(ORGANIZER, owner);
  const mail = await inbox.latest(owner, { subject: /Convite para o painel do organizador/ });
  const link = invitationLink(mail.text);
  expect(link).toBe(printed);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible();
  await page.getByLabel(/^Seu nome/).fill('Dona Marta');
  // A common password is refused in place, with the rules beside it.
  await page.getByLabel(/^Senha/).fill('1234567890');
  await page.getByRole('button', { name: 'Aceitar e criar acesso' }).click();
  await expect(page.getByLabel(/^Senha/)).toHaveAccessibleDescription(/muito comum/);
  await expectNoSeriousViolations(page);
  await page.getByLabel(/^Senha/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Aceitar e criar acesso' }).click();
  await expect(page.getByText(/Convite aceito/)).toBeVisible();
  await page.getByRole('link', { name: 'Entrar no painel' }).click();
  await expect(page).toHaveURL(/\/organizador\/entrar$/);
  await expectNoSeriousViolations(page);

  await consoleLogin(page, owner, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Olá, Dona Marta' })).toBeVisible();
  await expect(page.getByTestId('console-role')).toHaveText('Dono');
  await expectNoSeriousViolations(page);

  const nav = page.getByRole('navigation', { name: 'Seções do painel' });
  await nav.getByRole('link', { name: 'Equipe' }).click();
  await page.getByLabel(/^E-mail/).fill(door);
  await page.getByLabel('Papel', { exact: true }).selectOption('door');
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Convite enviado por e-mail. Ele vale por 7 dias.')).toBeVisible();
  await inbox.latest(door, { subject: /Convite para o painel do organizador/ });
  // The last owner cannot step down: the server's refusal shows after the confirmation.
  await page.getByLabel('Papel de Dona Marta').selectOption('door');
  const confirm = page.getByRole('dialog', { name: 'Mudar papel' });
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByTestId('team-outcome')).toHaveText('O organizador precisa de pelo menos um owner.');
  await expectNoSeriousViolations(page);

  await nav.getByRole('link', { name: 'Auditoria' }).click();
  const entries = page.getByTestId('audit-entry');
  await expect(entries.first()).toContainText(`Convite enviado: ${door}`);
  await expect(entries.first()).toContainText(`Dona Marta (${owner})`);
  await expect(entries.first()).toContainText('papel: Portaria (criado)');
  await expect(entries.filter({ hasText: `Convite aceito: ${owner}` })).toHaveCount(1);
  await expectNoSeriousViolations(page);

  // A reload keeps the session (the tab's sessionStorage); logout ends it.
  await page.reload();
  await expect(entries.first()).toContainText(`Convite enviado: ${door}`);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Você saiu do painel.')).toBeVisible();
  await page.goto('/organizador/auditoria');
  await expect(page).toHaveURL(/\/organizador\/entrar$/);
});

test('@mobile the console login works on a phone', async ({ page, request }) => {
  const owner = `celular+${randomUUID().slice(0, 8)}@example.com`;
  const link = await organizerInvite(PHONE_ORGANIZER, owner);
  const token = link.split('/').at(-1);
  const accepted = await request.post(`/api/organizer/invitations/${token}/accept`, { data: { name: 'Rita Celular', password: PASSWORD } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await consoleLogin(page, owner, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Olá, Rita Celular' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Equipe' })).toBeVisible();
  // Nothing wider than the phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});
