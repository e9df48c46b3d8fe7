import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount, logInThroughHeader, logOut, openEditData, submitLogin } from '../support/accounts';
import { expectSnackbarAfter } from '../support/clock';
import { code, inbox } from '../support/inbox';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('turns e-mail two-factor on, then logs in with the e-mailed code', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  await page.clock.install(); // the snackbar below is checked on a paused clock
  await page.goto('/');
  await logInThroughHeader(page, account);

  const editData = await openEditData(page);
  const twoFactor = editData.getByRole('switch', { name: /Verificação em duas etapas/ });
  await expect(twoFactor).not.toBeChecked();
  await expectSnackbarAfter(page, 'Verificação em duas etapas ativada.', () => twoFactor.check());
  await expect(twoFactor).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(editData).toBeHidden();
  await logOut(page);

  const before = inbox.count(account.email);
  await page.getByTestId('site-header').getByRole('button', { name: 'Entrar' }).click();
  await submitLogin(page, account.email, account.password);
  const step = page.getByRole('dialog', { name: 'Verificação em duas etapas' });
  await expect(step).toBeVisible();
  await expect(step.getByRole('button', { name: 'Verificar' })).toBeDisabled();
  const mail = await inbox.latest(account.email, { after: before, subject: /Seu código de acesso/ });

  // "Voltar" returns to the credentials with the e-mail still there; the login starts again.
  await step.getByRole('button', { name: 'Voltar' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await expect(login.getByLabel(/^E-mail/)).toHaveValue(account.email);
  await expect(login.getByLabel(/^Senha/)).toHaveValue('');
  const again = inbox.count(account.email);
  await login.getByLabel(/^Senha/).fill(account.password);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(step).toBeVisible();
  const second = await inbox.latest(account.email, { after: again, subject: /Seu código de acesso/ });
  expect(code(second)).toMatch(/^\d{6}$/);
  await step.getByLabel('Código de 6 dígitos').pressSequentially(code(second));
  await step.getByRole('button', { name: 'Verificar' }).click();

  await expect(page).toHaveURL(/\/ingressos$/);
  await expect(step).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
});
