import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { clearByKeyboard, createConfirmedAccount, logInThroughHeader, logOut, openEditData } from '../support/accounts';

test.describe.configure({ timeout: 120_000 }); // whole flows typed key by key, with e-mail round trips
test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('edits name and phone, then changes the password (a wrong old one first)', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  const newPassword = 'TrocadaSenha789';
  await page.goto('/');
  await logInThroughHeader(page, account);

  // Personal information: e-mail, country and CPF read-only; name and phone saved.
  let dialog = await openEditData(page);
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(account.email);
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).not.toBeEditable();
  await expect(dialog.getByLabel('País')).toHaveValue('Brasil');
  await expect(dialog.getByLabel('CPF')).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  await expect(dialog.getByLabel('CPF')).not.toBeEditable();
  const phone = dialog.getByLabel('Celular');
  await expect(phone).toHaveValue('(48) 99999 0000');
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Beatriz');
  await clearByKeyboard(phone);
  await phone.pressSequentially('11987654321');
  await expect(phone).toHaveValue('(11) 98765 4321');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByTestId('snackbar')).toHaveText('Dados editados com sucesso.');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menu')).toContainText(`Beatriz ${account.lastname}`);
  await page.getByRole('menuitem', { name: 'Editar meus dados' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar meus dados' });
  await expect(dialog.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Beatriz');
  await expect(dialog.getByLabel('Celular')).toHaveValue('(11) 98765 4321');

  // Change password: a wrong old password keeps the dialog open with the error.
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  const change = page.getByRole('dialog', { name: 'Alterar senha' });
  const save = change.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();
  await change.getByLabel(/^Senha atual/).fill('NaoEstaSenha1');
  await change.getByLabel(/^Nova senha/).fill(newPassword);
  await change.getByLabel(/^Confirmação da nova senha/).fill(newPassword);
  await save.click();
  await expect(change.getByText('Senha atual incorreta.')).toBeVisible();
  await expect(page.getByTestId('snackbar')).toHaveText('Erro Inesperado');
  await expect(change).toBeVisible();

  await change.getByLabel(/^Senha atual/).fill(account.password);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByTestId('snackbar')).toHaveText('Senha editada com sucesso.');
  await expect(change).toBeHidden();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await logOut(page);
  await logInThroughHeader(page, { email: account.email, password: newPassword });
});
