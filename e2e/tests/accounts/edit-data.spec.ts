import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { clearByKeyboard, createConfirmedAccount, logInThroughHeader, logOut, openEditData } from '../support/accounts';
import { expectSnackbarAfter } from '../support/clock';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test('edits name and phone, then changes the password (a wrong old one first)', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  const newPassword = 'TrocadaSenha789';
  await page.clock.install(); // the snackbars below are checked on a paused clock
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
  await expectSnackbarAfter(page, 'Dados editados com sucesso.', () =>
    dialog.getByRole('button', { name: 'Salvar', exact: true }).click(),
  );
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
  await expectSnackbarAfter(page, 'Erro Inesperado', () => save.click());
  await expect(change.getByText('Senha atual incorreta.')).toBeVisible();
  await expect(change).toBeVisible();

  await change.getByLabel(/^Senha atual/).fill(account.password);
  await expect(save).toBeEnabled();
  await expectSnackbarAfter(page, 'Senha editada com sucesso.', () => save.click());
  await expect(change).toBeHidden();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await logOut(page);
  await logInThroughHeader(page, { email: account.email, password: newPassword });
});

/** WCAG contrast of the element's text colour on the nearest opaque background behind it. */
async function textContrast(locator: import('@playwright/test').Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((c) => c / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    let node: Element | null = el;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const bg = getComputedStyle(node).backgroundColor;
      const alpha = rgb(bg)[3];
      if (bg !== 'rgba(0, 0, 0, 0)' && (alpha === undefined || alpha === 1)) {
        background = bg;
        break;
      }
      node = node.parentElement;
    }
    const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(rgb(background))].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
}

test('read-only fields look read-only with a hint; small texts contrast 4.5:1; the phone is checked before sending', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  await page.goto('/');
  await logInThroughHeader(page, account);
  const dialog = await openEditData(page);

  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveAttribute('data-variant', 'filled');
  await expect(email).toHaveAccessibleDescription(/Para trocá-lo, fale com o atendimento/);
  await expect(dialog.getByLabel('CPF')).toHaveAttribute('data-variant', 'filled');
  await expect(dialog.getByLabel('País')).toHaveAttribute('data-variant', 'filled');
  await expect(dialog.getByRole('textbox', { name: 'Nome', exact: true })).toHaveAttribute('data-variant', 'default');

  const hint = dialog.getByText('Ao entrar, pediremos também um código enviado para o seu e-mail.');
  expect(await textContrast(hint)).toBeGreaterThanOrEqual(4.5);
  expect(await textContrast(dialog.getByRole('button', { name: 'Excluir minha conta' }))).toBeGreaterThanOrEqual(4.5);

  // A wrong phone is caught under the field; nothing goes to the server.
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/clients/update')) sent.push(req.method());
  });
  const phone = dialog.getByLabel('Celular');
  await clearByKeyboard(phone);
  await phone.pressSequentially('4833');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Celular inválido.')).toBeVisible();
  await expect(page.getByTestId('snackbar')).toHaveCount(0);
  expect(sent).toEqual([]);
});
