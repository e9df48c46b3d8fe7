import { clearByKeyboard, invalidCpf, uniqueEmail, validCpf } from '../support/accounts';
import { cookiesAlreadyAccepted, expect, test, withStatus } from './catalog';

test.beforeEach(async ({ page }) => cookiesAlreadyAccepted(page));

// Spec section 7, POST /event/campaign/{event}: the pre-sale sign-up and the name on the list,
// on a phone.
const CASES = [
  { status: 'em_breve', title: 'Cadastre-se na pré-venda', submit: 'Quero participar da pré-venda' },
  { status: 'lista', title: 'Coloque seu nome na lista', submit: 'Colocar meu nome na lista' },
] as const;

for (const { status, title, submit } of CASES) {
  test(`@mobile ${status}: a visitor signs up with name, e-mail, CPF and cellphone, once`, async ({ page, catalog }) => {
    const event = withStatus(catalog, status);
    const cpf = validCpf();
    const email = uniqueEmail('lia');
    await page.goto(`/evento/${event.id}`);
    const form = page.getByRole('region', { name: title });
    const button = form.getByRole('button', { name: submit });

    // Spec section 5's rules, in place, before anything is sent.
    await button.click();
    await expect(form.getByText('Campo obrigatório.')).toHaveCount(4);
    await form.getByLabel(/^Nome completo/).fill('Lia Ramos');
    await form.getByLabel(/^E-mail/).fill('lia@exemplo');
    await form.getByLabel(/^CPF/).pressSequentially(invalidCpf(cpf));
    await form.getByLabel(/^Celular/).pressSequentially('4899990');
    await button.click();
    await expect(form.getByText('E-mail inválido.')).toBeVisible();
    await expect(form.getByText('CPF inválido.')).toBeVisible();
    await expect(form.getByText('Celular inválido.')).toBeVisible();

    await form.getByLabel(/^E-mail/).fill(email);
    await clearByKeyboard(form.getByLabel(/^CPF/));
    await form.getByLabel(/^CPF/).pressSequentially(cpf);
    await expect(form.getByLabel(/^CPF/)).toHaveValue(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
    await clearByKeyboard(form.getByLabel(/^Celular/));
    await form.getByLabel(/^Celular/).pressSequentially('48999990000');
    await expect(form.getByLabel(/^Celular/)).toHaveValue('(48) 9 9999-0000');
    await button.click();
    await expect(form.getByTestId('campaign-done')).toHaveText('Inscrição realizada com sucesso.');

    // The same person again, on a fresh page: the server's 409, said in the form.
    await page.reload();
    await form.getByLabel(/^Nome completo/).fill('Lia Ramos');
    await form.getByLabel(/^E-mail/).fill(email);
    await form.getByLabel(/^CPF/).pressSequentially(cpf);
    await form.getByLabel(/^Celular/).pressSequentially('48999990000');
    await button.click();
    await expect(form.getByRole('alert')).toHaveText('Você já está inscrito nesta lista.');
    await expect(page).toHaveURL(new RegExp(`/evento/${event.id}$`));
  });
}
