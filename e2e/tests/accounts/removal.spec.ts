import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount, logInThroughHeader, openEditData } from '../support/accounts';
import { inbox, link } from '../support/inbox';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('removes the account through the e-mailed link; the same e-mail and CPF then register again', async ({ page, request, stores }) => {
  const account = await createConfirmedAccount(request);
  await page.goto('/');
  await logInThroughHeader(page, account);

  const editData = await openEditData(page);
  await editData.getByRole('button', { name: 'Excluir minha conta' }).click();
  const removal = page.getByRole('dialog', { name: 'Excluir conta' });
  await expect(removal).toContainText('Confirma solicitação de exclusão de conta?');
  const before = inbox.count(account.email);
  await removal.getByRole('button', { name: 'Confirmar' }).click();
  await expect(removal).toContainText(
    'Uma confirmação da sua solicitação de exclusão de conta foi enviada para o seu email',
  );
  await expect(removal.getByRole('button')).toHaveText(['Fechar']);
  await removal.getByRole('button', { name: 'Fechar' }).click();

  // Closing in the success state logs out and goes home.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const mail = await inbox.latest(account.email, { after: before, subject: /exclusão/ });
  // The e-mail's action button wears the store's colour (white text on the demo's violet).
  expect(mail.html).toContain(`background:${stores.main.configs.template.colors.primary.toLowerCase()};color:#ffffff`);
  await page.goto(link(mail));
  // Opening the link deletes nothing: the person confirms it.
  await expect(page.getByTestId('removal-warning')).toBeVisible();
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByTestId('removal-result')).toHaveText('Sua conta foi excluída.');

  // The e-mail and the CPF are free again.
  await page.getByTestId('site-header').getByRole('button', { name: 'Criar conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar conta' });
  await dialog.getByLabel(/^E-mail/).fill(account.email);
  await dialog.getByLabel(/^Nome/).fill(account.name);
  await dialog.getByLabel(/^Sobrenome/).fill(account.lastname);
  await dialog.getByLabel(/^CPF/).pressSequentially(account.cpf);
  await dialog.getByLabel(/^Celular/).pressSequentially('48999990000');
  await dialog.getByLabel(/^Senha/).fill(account.password);
  await dialog.getByLabel(/^Confirmação de senha/).fill(account.password);
  await dialog.getByLabel(/^Confirmação de senha/).press('Tab');
  await dialog.getByRole('checkbox', { name: /^Li e aceito/ }).check();
  await expect(dialog.getByText('Email já cadastrado.')).toHaveCount(0);
  await expect(dialog.getByText('CPF já cadastrado.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirme seu cadastro' })).toBeVisible();
});
