import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsoleUser, Role } from '../../features/console/types';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { loginFixture, signIn, userFixture } from './console-fixtures';

describe('/organizador/equipe', () => {
  it('an owner invites, changes a role, meets the last-owner refusal and removes someone, each after confirming', async () => {
    signIn('owner');
    let users: ConsoleUser[] = [userFixture(1, 'owner', 'Dona Marta'), userFixture(2, 'door', 'Bruno Porteiro')];
    const invites: unknown[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('owner'),
      'GET /organizer/users': () => users,
      'POST /organizer/invitations': (_url, body) => {
        invites.push(body);
        return jsonResponse(201, { success: true, message: 'Convite enviado por e-mail. Ele vale por 7 dias.' });
      },
      'PUT /organizer/users/:id': (url, body) => {
        const id = Number(url.pathname.split('/').at(-1));
        const { role } = body as { role: Role };
        if (id === 1) return jsonResponse(409, { message: 'O organizador precisa de pelo menos um owner.' });
        users = users.map((u) => (u.id === id ? { ...u, role } : u));
        return users.find((u) => u.id === id);
      },
      'DELETE /organizer/users/:id': (url) => {
        users = users.filter((u) => u.id !== Number(url.pathname.split('/').at(-1)));
        return { success: true, message: 'Acesso removido.' };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/equipe');
    expect(await screen.findByText('Bruno Porteiro')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^E-mail/), 'caixa@example.com');
    await user.selectOptions(screen.getByLabelText('Papel'), 'finance');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Convite enviado por e-mail. Ele vale por 7 dias.')).toBeInTheDocument();
    expect(invites).toEqual([{ email: 'caixa@example.com', role: 'finance' }]);

    await user.selectOptions(screen.getByLabelText('Papel de Bruno Porteiro'), 'manager');
    const confirm = await screen.findByRole('dialog', { name: 'Mudar papel' });
    expect(confirm).toHaveTextContent('Mudar o papel de Bruno Porteiro de Portaria para Gerente?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Papel de Bruno Porteiro alterado para Gerente.')).toBeInTheDocument();
    expect(screen.getByLabelText('Papel de Bruno Porteiro')).toHaveValue('manager');

    await user.selectOptions(screen.getByLabelText('Papel de Dona Marta'), 'door');
    await user.click(within(await screen.findByRole('dialog', { name: 'Mudar papel' })).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('O organizador precisa de pelo menos um owner.')).toBeInTheDocument();
    expect(screen.getByLabelText('Papel de Dona Marta')).toHaveValue('owner');

    await user.click(screen.getByRole('button', { name: 'Remover Bruno Porteiro' }));
    const remove = await screen.findByRole('dialog', { name: 'Remover acesso' });
    expect(remove).toHaveTextContent('bruno@example.com');
    await user.click(within(remove).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Acesso de Bruno Porteiro removido.')).toBeInTheDocument();
    expect(screen.queryByText('Bruno Porteiro')).not.toBeInTheDocument();
  });

  it('a door user sees no owner sections, and an owner address shows the role message', async () => {
    signIn('door');
    installFakeApi({ 'GET /organizer/me': () => loginFixture('door') });
    const { unmount } = renderApp('/organizador');
    expect(await screen.findByRole('heading', { name: 'Olá, Dona Marta' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Seções do painel' });
    expect(within(nav).queryByRole('link', { name: 'Equipe' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Auditoria' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Portaria' })).toHaveAttribute('href', '/portaria');
    expect(screen.getByTestId('console-role')).toHaveTextContent('Portaria');
    unmount();

    renderApp('/organizador/equipe');
    expect(await screen.findByText('Seu papel não permite esta ação.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar convite' })).not.toBeInTheDocument();
  });

  it('logout ends the session on the server and in the tab', async () => {
    signIn('owner');
    const calls: string[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('owner'),
      'POST /organizer/logout': () => {
        calls.push('logout');
        return { success: true };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { url } = renderApp('/organizador');
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Você saiu do painel.')).toBeInTheDocument();
    expect(url().pathname).toBe('/organizador/entrar');
    expect(calls).toEqual(['logout']);
    expect(sessionStorage.getItem('console:session')).toBeNull();
  });
});
