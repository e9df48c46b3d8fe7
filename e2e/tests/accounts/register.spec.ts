import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { clearByKeyboard, invalidCpf, logOut, newAccount } from '../support/accounts';
import { expectSnackbarAfter } from '../support/clock';
import { code, inbox } from '../support/inbox';

const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('registers: an invalid CPF is refused, a valid one accepted, the terms accepted, and the e-mailed token confirms the account', async ({ page, stores }) => {
  const account = newAccount();
  await page.clock.install(); // the snackbar below is checked on a paused clock
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

  // LGPD: nothing is sent until the store's terms and privacy policy are accepted; both are links.
  await expect(submit).toBeDisabled();
  await expect(dialog.getByRole('link', { name: 'termos de uso' })).toHaveAttribute('href', stores.main.configs.template.termos!);
  await expect(dialog.getByRole('link', { name: 'política de privacidade' })).toHaveAttribute(
    'href',
    stores.main.configs.template.privacidade!,
  );
  await dialog.getByRole('checkbox', { name: /^Li e aceito/ }).check();
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
  await expectSnackbarAfter(page, /Token validado com sucesso/, () => token.press('Enter'));

  await expect(page).toHaveURL(/\/ingressos$/);
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menu')).toContainText(`${account.name} ${account.lastname}`);
  await expect(page.getByRole('menu')).toContainText(account.email);
  await page.keyboard.press('Escape');
  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
});

test("the confirmation e-mail comes from the store's name, with a PNG logo, a fluid layout and the store's colours", async ({ page, request, stores }) => {
  const account = newAccount();
  // Registered and logged in over the API: this test reads the e-mail, not the form.
  const registered = await request.post('/api/clients/register', {
    data: { email: account.email, name: account.name, lastname: account.lastname, country: 'BR', document: account.cpf,
      foreignDocument: '', phone: account.phone, password: account.password, confirmPassword: account.password,
      sex: 'O', birthday: '', terms_accepted: true },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const before = inbox.count(account.email);
  await request.post('/api/auth/loginsite', { data: { username: account.email, password: account.password } });
  const mail = await inbox.latest(account.email, { after: before, subject: /Confirme seu cadastro/ });

  expect(mail.from.name).toBe(stores.main.name);
  expect(mail.from.address).not.toBe('');
  const logo = /<img src="([^"]+)"/.exec(mail.html)?.[1];
  expect(logo, 'the mail has a logo').toMatch(/\.png$/);
  const image = await request.get(logo!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(mail.html).toContain('max-width:560px');

  // Shown as a person sees it, at a phone's width: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(mail.html);
  await expect(page.getByRole('img', { name: stores.main.name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("refused without accepting the terms (the server's own check)", async ({ request }) => {
  const account = newAccount();
  const res = await request.post('/api/clients/register', {
    data: { email: account.email, name: account.name, lastname: account.lastname, country: 'BR', document: account.cpf,
      foreignDocument: '', phone: account.phone, password: account.password, confirmPassword: account.password,
      sex: 'O', birthday: '' },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { fields: Record<string, string> }).fields.terms_accepted).toBe(
    'Aceite os termos de uso e a política de privacidade.',
  );
});
