import { test, expect, cookiesAlreadyAccepted } from '../support/fixtures';
import { createConfirmedAccount, longEmail, submitLogin, uniqueEmail, validCpf } from '../support/accounts';
import { animationsSettled } from '../support/axe';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

test.describe('account on a phone', { tag: '@mobile' }, () => {
  test('the drawer logs in; then it shows the customer card and opens Edit data', async ({ page, request }) => {
    const account = await createConfirmedAccount(request);
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    let drawer = page.getByTestId('mobile-drawer');
    await expect(drawer.getByRole('button', { name: 'Criar conta' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Entrar' }).click();
    await expect(drawer).toBeHidden();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await expect(dialog.getByLabel(/^E-mail/)).toBeFocused();
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/ingressos$/);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    drawer = page.getByTestId('mobile-drawer');
    await expect(drawer.getByTestId('drawer-user')).toContainText(`${account.name} ${account.lastname}`);
    await expect(drawer.getByTestId('drawer-user')).toContainText(account.email);
    await drawer.getByRole('button', { name: 'Editar meus dados' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar meus dados' })).toBeVisible();
  });

  test('creating an account: one tap ticks the terms once every field is filled', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByTestId('mobile-drawer').getByRole('button', { name: 'Criar conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar conta' });
    await dialog.getByLabel(/^E-mail/).fill(uniqueEmail('toque'));
    await dialog.getByLabel(/^Nome/).fill('Tina');
    await dialog.getByLabel(/^Sobrenome/).fill('Toque');
    await dialog.getByLabel(/^CPF/).pressSequentially(validCpf());
    await dialog.getByLabel(/^Celular/).pressSequentially('48999990000');
    await dialog.getByLabel(/^Senha/).fill('Segredo123');
    await dialog.getByLabel(/^Confirmação de senha/).fill('Segredo123');
    const terms = dialog.getByRole('checkbox', { name: /Li e aceito/ });
    await terms.tap();
    await expect(terms).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
  });

  test('a long e-mail stays inside the drawer card, whole in its title', async ({ page, request }) => {
    const account = await createConfirmedAccount(request, { email: longEmail() });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByTestId('mobile-drawer').getByRole('button', { name: 'Entrar' }).click();
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/ingressos$/);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const card = page.getByTestId('mobile-drawer').getByTestId('drawer-user');
    const shown = card.getByTestId('drawer-user-email');
    await expect(shown).toHaveAttribute('title', account.email);
    await animationsSettled(page); // the drawer slides in: measure where it stops
    const box = (await shown.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390);
    expect(await shown.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});
