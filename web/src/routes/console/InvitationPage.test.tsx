import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const INVITE = 'a'.repeat(64);

describe('/organizador/convite/:token', () => {
  it('shows the password rules, the server field errors in place, then the way to log in', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      'POST /organizer/invitations/:token/accept': (_url, body) => {
        bodies.push(body);
        if (bodies.length === 1)
          return jsonResponse(400, {
            message: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
            fields: { password: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.' },
          });
        return { success: true, message: 'Convite aceito.' };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { url } = renderApp(`/organizador/convite/${INVITE}`);
    const password = await screen.findByLabelText(/^Senha/);
    expect(password).toHaveAccessibleDescription(/Pelo menos 10 caracteres/);

    // The client's own rules first: no call for a short password or an empty name.
    await user.type(password, 'curta');
    await user.click(screen.getByRole('button', { name: 'Aceitar e criar acesso' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('A senha precisa ter pelo menos 10 caracteres.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Seu nome/), 'Dona Marta');
    await user.clear(password);
    await user.type(password, '1234567890');
    await user.click(screen.getByRole('button', { name: 'Aceitar e criar acesso' }));
    expect(await screen.findByText('Esta senha é muito comum e fácil de adivinhar. Escolha outra.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(/muito comum/);

    await user.clear(password);
    await user.type(password, 'maré alta 2026 forte');
    await user.click(screen.getByRole('button', { name: 'Aceitar e criar acesso' }));
    expect(await screen.findByText(/Convite aceito/)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ name: 'Dona Marta', password: 'maré alta 2026 forte' });
    await user.click(screen.getByRole('link', { name: 'Entrar no painel' }));
    expect(url().pathname).toBe('/organizador/entrar');
  });

  it('a used or expired invitation says so instead of the form', async () => {
    installFakeApi({
      'POST /organizer/invitations/:token/accept': () => jsonResponse(404, { message: 'Convite não encontrado, já usado ou vencido.' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/organizador/convite/${INVITE}`);
    await user.type(await screen.findByLabelText(/^Seu nome/), 'Dona Marta');
    await user.type(screen.getByLabelText(/^Senha/), 'maré alta 2026 forte');
    await user.click(screen.getByRole('button', { name: 'Aceitar e criar acesso' }));
    expect(await screen.findByText(/Peça um novo convite/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Seu nome/)).not.toBeInTheDocument();
  });
});
