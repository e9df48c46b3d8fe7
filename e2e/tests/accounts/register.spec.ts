import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { clearByKeyboard, invalidCpf, logOut, newAccount } from '../support/accounts';
import { code, inbox } from '../support/inbox';

const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

test.describe.configure({ timeout: 120_000 }); // whole flows typed key by key, with e-mail round trips
test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('registers: an invalid CPF is refused, a valid one accepted, and the e-mailed token confirms the account', async ({ page }) => {
  const account = newAccount();
  await page.goto('/');
  await page.getByTestId('site-header').getByRole('button', { name: 'Criar conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar conta' });
  const submit = dialog.getByRole('button', { name: 'Criar conta' });
  await expect(submit).toBeDisabled();

  await dialog.getByLabel(/^E-mail/).pressSequentially(account.email);
  await dialog.getByLabel(/^Nome/).pressSequentially(account.name);
  await dialog.getByLabel(/^Sobrenome/).pressSequentially(account.lastname);
  await expect(dialog.getByRole('textbox', { name: /^País/ })).toHaveValue('Brasil');
  const cpf = dialog.getByLabel(/^CPF/);
  await cpf.pressSequentially(invalidCpf(account.cpf));
  await expect(cpf).toHaveValue(masked(invalidCpf(account.cpf)));
  const phone = dialog.getByLabel(/^Celular/);
  await phone.pressSequentially('48999990000');
  await expect(phone).toHaveValue('(48) 9 9999-0000');
  await dialog.getByLabel(/^Senha/).pressSequentially(account.password);
  await dialog.getByLabel(/^Confirmação de senha/).pressSequentially(account.password);
  await dialog.getByLabel(/^Confirmação de senha/).press('Tab');

  // Invalid CPF: the message shows and the form cannot be sent.
  await expect(dialog.getByText('CPF inválido.')).toBeVisible();
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();

  await clearByKeyboard(cpf);
  await cpf.pressSequentially(account.cpf);
  await expect(cpf).toHaveValue(masked(account.cpf));
  await expect(dialog.getByText('CPF inválido.')).toHaveCount(0);
  await expect(submit).toBeEnabled();

  const before = inbox.count(account.email);
  await submit.click();

  // Registered and logged in at once: the account still needs the code e-mailed to it.
  const confirm = page.getByRole('dialog', { name: 'Confirme seu cadastro' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(account.email);
  const mail = await inbox.latest(account.email, { after: before, subject: /Confirme seu cadastro/ });
  const token = confirm.getByLabel('Código de 6 dígitos');
  await token.pressSequentially(code(mail));
  await expect(token).toHaveValue(code(mail).split('').join(' '));
  await token.press('Enter');

  await expect(page).toHaveURL(/\/ingressos$/);
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menu')).toContainText(`${account.name} ${account.lastname}`);
  await expect(page.getByRole('menu')).toContainText(account.email);
  await page.keyboard.press('Escape');
  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
});
