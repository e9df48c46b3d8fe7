import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readLoggedUser, storeLoggedUser } from '../../../lib/session';
import { installFakeApi, jsonResponse, type FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const customer = {
  id: 7,
  name: 'Ana',
  lastname: 'Souza',
  email: 'ana@example.com',
  phone: '(48) 9 9999-0000',
  country: 'BR',
  document: '52998224725',
  foreignDocument: '',
  two_factor: false,
};

async function openEditData(routes: FakeRoutes = {}) {
  storeLoggedUser({ access_token: 'tok-1', ...customer });
  const api = installFakeApi({
    'GET /clients/details': () => customer,
    'GET /v2/countries/list': () => [{ codigo: 76, fone: '55', iso: 'BR', iso3: 'BRA', nome: 'Brasil', nomeFormal: '' }],
    ...routes,
  });
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Editar meus dados' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar meus dados' });
  return { ...view, api, user, dialog };
}

describe('edit-data dialog', () => {
  it('shows the e-mail, country and CPF read-only and the phone in the profile mask', async () => {
    const { dialog } = await openEditData();
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(within(dialog).getByLabelText('CPF')).toHaveAttribute('readonly');
    await waitFor(() => expect(within(dialog).getByLabelText('País')).toHaveValue('Brasil'));
    expect(within(dialog).getByLabelText('Celular')).toHaveValue('(48) 99999 0000');
  });

  it("saves name, last name and phone: 'Dados editados com sucesso.', merged into the stored user", async () => {
    let sent: unknown;
    const { user, dialog } = await openEditData({
      'PUT /clients/update': (_url, body) => {
        sent = body;
        return { message: 'Dados editados com sucesso.', ...customer, name: 'Ana Maria', phone: '(11) 9 8765-4321' };
      },
    });
    const name = within(dialog).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Ana Maria');
    const phone = within(dialog).getByLabelText('Celular');
    await user.clear(phone);
    await user.type(phone, '11987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Dados editados com sucesso.');
    expect(sent).toEqual({ name: 'Ana Maria', lastname: 'Souza', phone: '(11) 98765 4321' });
    expect(readLoggedUser()).toMatchObject({ name: 'Ana Maria', phone: '(11) 9 8765-4321', access_token: 'tok-1' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar meus dados' })).not.toBeInTheDocument());
  });

  it("a field error from the server shows under its field, without 'Erro Inesperado'", async () => {
    const { user, dialog } = await openEditData({
      'PUT /clients/update': () =>
        jsonResponse(400, { message: 'Celular inválido.', errors: ['Celular inválido.'], fields: { phone: 'Celular inválido.' } }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const phone = within(dialog).getByLabelText('Celular');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Celular inválido.')).toBeInTheDocument();
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar meus dados' })).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const { user, dialog, api } = await openEditData({ 'PUT /clients/update': () => customer });
    await user.clear(within(dialog).getByLabelText('Nome'));
    const phone = within(dialog).getByLabelText('Celular');
    await user.clear(phone);
    await user.type(phone, '4833');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Celular inválido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Campo obrigatório.')).toBeInTheDocument();
    expect(api.calls).not.toContain('PUT /clients/update');
  });

  it("profile save error without a field: 'Erro Inesperado' and the dialog stays", async () => {
    const { user, dialog, url } = await openEditData({
      'PUT /clients/update': () => jsonResponse(400, { message: 'Erro Inesperado' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(/^Erro Inesperado$/);
    expect(screen.getByRole('dialog', { name: 'Editar meus dados' })).toBeInTheDocument();
    expect(url().pathname).toBe('/');
  });

  it('turns e-mail two-factor on', async () => {
    const { user, dialog } = await openEditData({
      'PUT /clients/two-factor': (_url, body) => ({ ...customer, two_factor: (body as { enabled: boolean }).enabled }),
    });
    const toggle = within(dialog).getByRole('switch', { name: /Verificação em duas etapas/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(readLoggedUser()?.two_factor).toBe(true);
  });
});

describe('change-password dialog', () => {
  async function openChangePassword(routes: FakeRoutes = {}) {
    const view = await openEditData(routes);
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Alterar senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    return { ...view, dialog };
  }

  it('applies its rules and keeps Save disabled until the form is valid', async () => {
    const { user, dialog } = await openChangePassword();
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByLabelText(/^Senha atual/));
    await user.tab();
    expect(await within(dialog).findByText('Este campo é obrigatório.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Nova senha/), '123');
    await user.tab();
    expect(await within(dialog).findByText('Mínimo de 6 caracteres.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Nova senha/), '456');
    await user.type(within(dialog).getByLabelText(/^Confirmação da nova senha/), '123457');
    await user.tab();
    expect(await within(dialog).findByText('Senhas não conferem.')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it("wrong old password: stays open with 'Senha atual incorreta.' under it; then 200 closes and clears", async () => {
    let sent: unknown;
    const { user, dialog } = await openChangePassword({
      'POST /auth/resetpassword': (_url, body) => {
        sent = body;
        return (body as { old_password: string }).old_password === 'antiga1'
          ? { message: 'Senha editada com sucesso.' }
          : jsonResponse(400, { message: 'Senha atual incorreta.', fields: { old_password: 'Senha atual incorreta.' } });
      },
    });
    const old = within(dialog).getByLabelText(/^Senha atual/);
    await user.type(old, 'errada1');
    await user.type(within(dialog).getByLabelText(/^Nova senha/), 'nova123');
    await user.type(within(dialog).getByLabelText(/^Confirmação da nova senha/), 'nova123');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeEnabled());
    // Enter in the confirmation submits.
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(screen.getByTestId('snackbar')).toHaveTextContent(/^Erro Inesperado$/);
    expect(sent).toEqual({ username: 'ana@example.com', new_password: 'nova123', old_password: 'errada1' });
    await user.clear(old);
    await user.type(old, 'antiga1');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByTestId('snackbar')).toHaveTextContent('Senha editada com sucesso.'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alterar senha' })).not.toBeInTheDocument());
    // Opened again, the form is empty.
    await user.click(within(screen.getByRole('dialog', { name: 'Editar meus dados' })).getByRole('button', { name: 'Alterar senha' }));
    expect(within(await screen.findByRole('dialog', { name: 'Alterar senha' })).getByLabelText(/^Senha atual/)).toHaveValue('');
  });
});

describe('remove-account dialog', () => {
  async function openRemoval(routes: FakeRoutes = {}) {
    const view = await openEditData(routes);
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir conta' });
    return { ...view, dialog };
  }

  it('Cancel just closes, without calling the server', async () => {
    const { user, dialog, api } = await openRemoval();
    expect(within(dialog).getByText('Confirma solicitação de exclusão de conta?')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Excluir conta' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir conta' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Editar meus dados' })).toBeInTheDocument();
    expect(api.calls).not.toContain('GET /clients/data/removal');
    expect(readLoggedUser()).not.toBeNull();
  });

  it('Confirmar → only the confirmation text and Fechar; closing logs out and goes to /', async () => {
    const { user, dialog, api, url, navigate } = await openRemoval({
      'GET /clients/data/removal': () => ({ message: 'Uma confirmação da sua solicitação de exclusão de conta foi enviada para o seu email' }),
      'POST /auth/logout': () => ({ success: true }),
    });
    act(() => navigate('/buscar/?q=rock'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByText('Uma confirmação da sua solicitação de exclusão de conta foi enviada para o seu email'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Fechar']);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(readLoggedUser()).toBeNull());
    expect(api.calls).toContain('POST /auth/logout');
    await waitFor(() => expect(url().pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
