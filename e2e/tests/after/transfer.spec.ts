import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount, invalidCpf, logInThroughHeader, uniqueEmail, validCpf } from '../support/accounts';
import { expectSnackbarAfter } from '../support/clock';
import { inbox } from '../support/inbox';
import { accessToken, buyTickets } from '../support/purchase';
import { eventFor, LEAD } from '../support/windows';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('the owner transfers a ticket: the old one stops, the new holder gets it by e-mail', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  const event = await eventFor(request, { from: LEAD.transfer });
  const order = await buyTickets(request, await accessToken(request, account), account, event.id, { sessionId: event.session });
  expect(order.actions?.transfer_until, `transfer window of ${event.nome} at ${event.inicio}`).toBeTruthy();
  const oldToken = order.tickets?.[0]?.token ?? '';
  const newHolder = { name: 'Diego Ramos', cpf: validCpf(), email: uniqueEmail('diego') };

  await page.clock.install(); // the snackbar below is checked on a paused clock
  await page.goto('/');
  await logInThroughHeader(page, account);
  await page.getByRole('article', { name: event.nome }).getByRole('link', { name: /^Abrir ingresso de/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ingressos/${oldToken}$`));
  await expect(page.getByText(/Transferência possível até/)).toBeVisible();
  const open = page.getByRole('button', { name: 'Transferir' });
  await open.click();

  const dialog = page.getByRole('dialog', { name: 'Transferir ingresso' });
  await dialog.getByLabel(/^Nome completo do novo titular/).fill('Diego');
  const cpf = dialog.getByLabel(/^CPF do novo titular/);
  await cpf.pressSequentially(invalidCpf(newHolder.cpf));
  await dialog.getByLabel(/^E-mail do novo titular/).fill('diego@');
  await dialog.getByRole('button', { name: 'Transferir' }).click();
  await expect(dialog.getByText('Informe nome e sobrenome.')).toBeVisible();
  await expect(dialog.getByText('CPF inválido.')).toBeVisible();
  await expect(dialog.getByText('E-mail inválido.')).toBeVisible();

  // Escape closes without transferring and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await dialog.getByLabel(/^Nome completo do novo titular/).fill(newHolder.name);
  await cpf.pressSequentially(newHolder.cpf);
  await expect(cpf).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  await dialog.getByLabel(/^E-mail do novo titular/).fill(newHolder.email);
  await expectSnackbarAfter(page, `Ingresso transferido para ${newHolder.name}.`, () =>
    dialog.getByRole('button', { name: 'Transferir' }).click(),
  );
  await expect(page.getByTestId('ticket-void')).toContainText('Ingresso transferido');
  await expect(page.getByTestId('ticket-qr')).toHaveCount(0);

  const mail = await inbox.latest(newHolder.email, { subject: /Você recebeu um ingresso/ });
  const link = /https?:\/\/[^\s"<>]+\/ingressos\/([0-9a-zA-Z]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  expect(link?.[1]).not.toBe(oldToken);
  await page.goto(`/ingressos/${link?.[1]}`);
  await expect(page.getByTestId('ticket-holder')).toHaveText(newHolder.name);
  await expect(page.getByTestId('ticket-status')).toHaveText('Válido');
  await expect(page.getByTestId('ticket-qr')).toBeVisible();
});
