import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { clearByKeyboard, createConfirmedAccount, logInThroughHeader, logOut, uniqueEmail } from '../support/accounts';
import { expectSnackbarAfter } from '../support/clock';
import { code, inbox } from '../support/inbox';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('recovers the password in three steps and logs in with the new one', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  const newPassword = 'OutraSenha456';
  await page.clock.install(); // the snackbars below are checked on a paused clock
  await page.goto('/');
  await page.getByTestId('site-header').getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('dialog', { name: 'Entrar' }).getByRole('button', { name: 'Esqueci minha senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });

  // Step 1: the e-mail.
  let before = inbox.count(account.email);
  await dialog.getByLabel(/^E-mail/).fill(account.email);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByLabel('Código de 6 dígitos')).toBeVisible();
  const first = await inbox.latest(account.email, { after: before, subject: /Recuperação de senha/ });

  // 'Entrar com outro email' goes back to step 1; asking again mails a new code and only the newest is valid.
  await dialog.getByRole('button', { name: 'Entrar com outro email' }).click();
  await expect(dialog.getByLabel(/^E-mail/)).toHaveValue(account.email);
  before = inbox.count(account.email);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  const second = await inbox.latest(account.email, { after: before, subject: /Recuperação de senha/ });

  // Step 2: the token.
  const token = dialog.getByLabel('Código de 6 dígitos');
  if (code(first) !== code(second)) {
    await token.pressSequentially(code(first));
    await expectSnackbarAfter(page, 'Token inválido', () => token.press('Enter'));
    await clearByKeyboard(token);
  }
  await token.pressSequentially(code(second));
  await expectSnackbarAfter(page, 'Token válido', () => token.press('Enter'));

  // Step 3: the new password, then a login with it.
  await dialog.getByLabel(/^Nova senha/).fill(newPassword);
  await dialog.getByLabel(/^Confirmação da nova senha/).fill(newPassword);
  await expectSnackbarAfter(page, 'Senha alterada com sucesso.', () =>
    dialog.getByRole('button', { name: 'Salvar nova senha' }).click(),
  );
  await expect(page).toHaveURL(/\/ingressos$/);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();

  await logOut(page);
  await logInThroughHeader(page, { email: account.email, password: newPassword });
});

test('an unknown e-mail is told a code was sent only if it is registered', async ({ page }) => {
  const unknown = uniqueEmail('ninguem');
  await page.goto('/');
  await page.getByTestId('site-header').getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('dialog', { name: 'Entrar' }).getByRole('button', { name: 'Esqueci minha senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });
  await dialog.getByLabel(/^E-mail/).fill(unknown);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByLabel('Código de 6 dígitos')).toBeVisible();
  await expect(dialog).toContainText(`Se o e-mail estiver cadastrado, enviamos um código de 6 dígitos para ${unknown}.`);
  await expect(dialog).not.toContainText('Digite o código de 6 dígitos enviado');
  expect(inbox.count(unknown)).toBe(0);
});
