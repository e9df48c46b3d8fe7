import { randomUUID } from 'node:crypto';
import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount, logInThroughHeader } from '../support/accounts';
import { expectSnackbarAfter } from '../support/clock';
import { inbox } from '../support/inbox';
import { accessToken, buyTickets } from '../support/purchase';
import { eventFor, LEAD } from '../support/windows';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

// A demo organizer (internal/demo: <instagram>@example.com) with events on sale at any hour.
const ORGANIZER = { nome: 'Batuque Brasil Produções', email: 'batuquebrasil@example.com' };

test('a buyer messages the organizer, who reads it by e-mail', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  const event = await eventFor(request, { from: LEAD.onSale, organizer: ORGANIZER.nome });
  const order = await buyTickets(request, await accessToken(request, account), account, event.id, { sessionId: event.session });
  expect(order.organizer?.nome).toBe(ORGANIZER.nome);
  const text = `Olá! Tem acessibilidade para cadeirantes? (${randomUUID().slice(0, 8)})`;
  const before = inbox.count(ORGANIZER.email);

  await page.clock.install(); // the snackbar below is checked on a paused clock
  await page.goto('/');
  await logInThroughHeader(page, account);
  const open = page.getByRole('article', { name: event.nome }).getByRole('button', { name: 'Falar com o organizador' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Mensagem para ${ORGANIZER.nome}` });
  await expect(dialog).toContainText(`Sobre: ${event.nome}`);
  await dialog.getByLabel(/^Mensagem/).fill('Oi');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Escreva pelo menos 10 caracteres.')).toBeVisible();
  await dialog.getByLabel(/^Mensagem/).fill(text);
  await expectSnackbarAfter(page, 'Mensagem enviada com sucesso', () =>
    dialog.getByRole('button', { name: 'Enviar' }).click(),
  );
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  const mail = await inbox.latest(ORGANIZER.email, { after: before, subject: new RegExp(event.nome) });
  expect(mail.text).toContain(text);
  expect(mail.text).toContain(account.email);
});
