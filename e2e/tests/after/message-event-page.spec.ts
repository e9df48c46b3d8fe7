import { randomUUID } from 'node:crypto';
import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount, submitLogin } from '../support/accounts';
import { expectSnackbarAfter } from '../support/clock';
import { inbox } from '../support/inbox';
import { eventNamed } from '../support/purchase';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

// The demo organizer of 'Noite de Frevo e Maracatu' (internal/demo: <instagram>@example.com).
const ORGANIZER = { nome: 'Batuque Brasil Produções', email: 'batuquebrasil@example.com' };

// Spec section 6: any logged-in customer may message an organizer, not only a buyer.
test('@mobile a customer without orders writes to the organizer from the event page', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  const event = await eventNamed(request, 'Noite de Frevo e Maracatu');
  const text = `Boa noite! Posso levar minha filha de 10 anos? (${randomUUID().slice(0, 8)})`;
  const before = inbox.count(ORGANIZER.email);

  await page.clock.install(); // the snackbar below is checked on a paused clock
  await page.goto(`/evento/${event.id}`);
  const section = page.getByTestId('event-organizer');
  await expect(section).toContainText(ORGANIZER.nome);
  const open = section.getByRole('button', { name: 'Falar com o organizador' });
  // Logged out: the button asks for a login, and the page stays the event's.
  await open.click();
  await submitLogin(page, account.email, account.password);
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/evento/${event.id}$`));

  await open.click();
  const dialog = page.getByRole('dialog', { name: `Mensagem para ${ORGANIZER.nome}` });
  await expect(dialog).toContainText(`Sobre: ${event.nome}`);
  await dialog.getByLabel(/^Mensagem/).fill(text);
  await expectSnackbarAfter(page, 'Mensagem enviada com sucesso', () =>
    dialog.getByRole('button', { name: 'Enviar' }).click(),
  );
  await expect(dialog).toBeHidden();

  const mail = await inbox.latest(ORGANIZER.email, { after: before, subject: new RegExp(event.nome) });
  expect(mail.text).toContain(text);
  expect(mail.text).toContain(account.email);
});
