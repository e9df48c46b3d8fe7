import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, jsonResponse, type FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const countries = [
  { codigo: 76, fone: '55', iso: 'BR', iso3: 'BRA', nome: 'Brasil', nomeFormal: 'República Federativa do Brasil' },
  { codigo: 620, fone: '351', iso: 'PT', iso3: 'PRT', nome: 'Portugal', nomeFormal: 'República Portuguesa' },
];

async function openRegister(routes: FakeRoutes = {}) {
  const api = installFakeApi({
    'GET /v2/countries/list': () => countries,
    'GET /clients/email/available/:email': () => ({ available: true }),
    'GET /clients/cpf/available/:cpf': () => ({ available: true }),
    ...routes,
  });
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Criar conta' }));
  const dialog = await screen.findByRole('dialog', { name: 'Criar conta' });
  return { ...view, api, user, dialog };
}

type User = ReturnType<typeof userEvent.setup>;
const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

async function fillBrazilian(user: User, dialog: HTMLElement, cpf = '52998224725') {
  await user.type(field(dialog, /^E-mail/), 'ana@example.com');
  await user.type(field(dialog, /^Nome/), 'Ana');
  await user.type(field(dialog, /^Sobrenome/), 'Souza');
  await user.type(field(dialog, /^CPF/), cpf);
  await user.type(field(dialog, /^Celular/), '48999990000');
  await user.type(field(dialog, /^Senha/), 'segredo1');
  await user.type(field(dialog, /^Confirmação de senha/), 'segredo1');
  await user.click(field(dialog, /^Li e aceito/));
}

describe('create-account dialog', () => {
  it('masks CPF and phone, rejects a bad CPF and keeps submit disabled while invalid', async () => {
    const { user, dialog } = await openRegister();
    const submit = within(dialog).getByRole('button', { name: 'Criar conta' });
    expect(submit).toBeDisabled();
    await fillBrazilian(user, dialog, '52998224724');
    expect(field(dialog, /^CPF/)).toHaveValue('529.982.247-24');
    expect(field(dialog, /^Celular/)).toHaveValue('(48) 9 9999-0000');
    expect(within(dialog).getByText('CPF inválido.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(field(dialog, /^CPF/));
    await user.type(field(dialog, /^CPF/), '52998224725');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it("says 'Senhas não conferem.' when the confirmation differs", async () => {
    const { user, dialog } = await openRegister();
    await user.type(field(dialog, /^Senha/), 'segredo1');
    await user.type(field(dialog, /^Confirmação de senha/), 'segredo2');
    await user.tab();
    expect(await within(dialog).findByText('Senhas não conferem.')).toBeInTheDocument();
  });

  it('leaves the confirmation alone until it is typed, then checks it again when the password changes', async () => {
    const { user, dialog } = await openRegister();
    await user.type(field(dialog, /^Senha/), 'segredo1');
    await user.click(field(dialog, /^Confirmação de senha/));
    // No error under a field the visitor has only just reached: one that vanished on leaving it
    // would move the form under the next tap.
    expect(field(dialog, /^Confirmação de senha/)).not.toHaveAccessibleDescription(/Campo obrigatório/);
    await user.type(field(dialog, /^Confirmação de senha/), 'segredo1');
    await user.type(field(dialog, /^Senha/), '2');
    expect(await within(dialog).findByText('Senhas não conferem.')).toBeInTheDocument();
  });

  it("checks e-mail and CPF on blur: 'Email já cadastrado.' and 'CPF já cadastrado.'", async () => {
    const { user, dialog, api } = await openRegister({
      'GET /clients/email/available/:email': () => ({ available: false }),
      'GET /clients/cpf/available/:cpf': () => ({ available: false }),
    });
    await fillBrazilian(user, dialog);
    expect(await within(dialog).findByText('Email já cadastrado.')).toBeInTheDocument();
    expect(await within(dialog).findByText('CPF já cadastrado.')).toBeInTheDocument();
    expect(api.calls).toContain('GET /clients/email/available/ana%40example.com');
    expect(api.calls).toContain('GET /clients/cpf/available/52998224725');
    expect(within(dialog).getByRole('button', { name: 'Criar conta' })).toBeDisabled();
  });

  it('clears the document fields when the country changes; abroad a foreign document and +## phone', async () => {
    const { user, dialog } = await openRegister();
    await user.type(field(dialog, /^CPF/), '52998224725');
    await user.type(field(dialog, /^Celular/), '48999990000');
    const country = within(dialog).getByRole('textbox', { name: /^País/ });
    await waitFor(() => expect(country).toHaveValue('Brasil'));
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'Portugal' }));
    expect(within(dialog).queryByLabelText(/^CPF/)).not.toBeInTheDocument();
    const foreign = field(dialog, /^Documento/);
    expect(foreign).toHaveValue('');
    expect(field(dialog, /^Celular/)).toHaveValue('');
    await user.type(foreign, 'P1234567');
    await user.type(field(dialog, /^Celular/), '351912345678');
    expect(field(dialog, /^Celular/)).toHaveValue('+351912345678');

    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'Brasil' }));
    expect(field(dialog, /^CPF/)).toHaveValue('');
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'Portugal' }));
    expect(field(dialog, /^Documento/)).toHaveValue('');
  });

  it('posts the payload of spec section 3 and logs in, which leads to the confirmation token', async () => {
    let payload: unknown;
    const { user, dialog } = await openRegister({
      'POST /clients/register': (_url, body) => {
        payload = body;
        return { id: 9 };
      },
      'POST /auth/loginsite': () => ({ id: 9 }),
    });
    await fillBrazilian(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Criar conta' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Confirme seu cadastro' })).toBeInTheDocument();
    expect(payload).toEqual({
      email: 'ana@example.com',
      name: 'Ana',
      lastname: 'Souza',
      country: 'BR',
      document: '52998224725',
      foreignDocument: '',
      phone: '(48) 9 9999-0000',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      sex: 'O',
      birthday: '',
      terms_accepted: true,
    });
  });

  it("requires accepting the store's terms and privacy policy, linked from the configuration", async () => {
    const { user, dialog } = await openRegister();
    expect(within(dialog).getByRole('link', { name: 'termos de uso' })).toHaveAttribute('href', 'https://loja.example.com.br/termos');
    expect(within(dialog).getByRole('link', { name: 'política de privacidade' })).toHaveAttribute(
      'href',
      'https://loja.example.com.br/privacidade',
    );
    await fillBrazilian(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Criar conta' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(field(dialog, /^Li e aceito/));
    await user.tab();
    expect(await within(dialog).findByText('Aceite os termos de uso e a política de privacidade.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('shows the first returned error, else the message, and stays on the form', async () => {
    const answers = [
      jsonResponse(409, { message: 'Email já cadastrado.', errors: ['Email já cadastrado.', 'CPF já cadastrado.'] }),
      jsonResponse(400, { message: 'Celular inválido.' }),
    ];
    const { user, dialog, url } = await openRegister({ 'POST /clients/register': () => answers.shift() });
    await fillBrazilian(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Criar conta' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email já cadastrado.');
    await user.click(submit);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Celular inválido.'));
    // Form errors stay in the form: the global table does not send the visitor home.
    expect(url().pathname).toBe('/');
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });
});
