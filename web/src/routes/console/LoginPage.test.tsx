import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { loginFixture, signIn, TOKEN } from './console-fixtures';

const CHALLENGE = 'f'.repeat(64);

async function logIn(user: ReturnType<typeof userEvent.setup>, password = 'senha-forte-123') {
  await user.type(await screen.findByLabelText(/^E-mail/), 'marta@example.com');
  await user.type(screen.getByLabelText(/^Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('/organizador/entrar', () => {
  it('logs in with the password, then the e-mailed code; a wrong code and a resend on the way', async () => {
    localStorage.setItem('loggedUser', JSON.stringify({ access_token: 'customer-token', expires_in: Date.now() + 60_000 }));
    const starts: unknown[] = [];
    installFakeApi({
      'POST /organizer/login': (_url, body) => {
        starts.push(body);
        if ((body as { password: string }).password !== 'senha-forte-123')
          return jsonResponse(401, { message: 'E-mail ou senha incorretos.' });
        return { challenge: CHALLENGE };
      },
      'POST /organizer/login/verify': (_url, body) => {
        if ((body as { code: string }).code !== '123456') return jsonResponse(400, { message: 'Token inválido', fields: { code: 'Token inválido' } });
        return loginFixture('owner');
      },
      'GET /organizer/me': () => loginFixture('owner'),
    });
    const user = userEvent.setup({ delay: null });
    const { url } = renderApp('/organizador/entrar');
    await logIn(user, 'errada-123456');
    expect(await screen.findByText('E-mail ou senha incorretos.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Senha/));
    await user.type(screen.getByLabelText(/^Senha/), 'senha-forte-123');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(/Enviamos um código de 6 números para marta@example.com/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Código de 6 números/), '654321');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(/Código inválido ou vencido/)).toBeInTheDocument();

    // A resend repeats the first step with what was typed: a new challenge and code.
    await user.click(screen.getByRole('button', { name: 'Enviar outro código' }));
    expect(await screen.findByText(/Só o mais recente vale/)).toBeInTheDocument();
    expect(starts.at(-1)).toEqual({ email: 'marta@example.com', password: 'senha-forte-123' });

    await user.clear(screen.getByLabelText(/^Código de 6 números/));
    await user.type(screen.getByLabelText(/^Código de 6 números/), '123456');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Olá, Dona Marta' })).toBeInTheDocument();
    expect(url().pathname).toBe('/organizador');
    expect(JSON.parse(sessionStorage.getItem('console:session') ?? '{}')).toMatchObject({ token: TOKEN });
    // The customer's login is another thing: untouched, and never sent to the console.
    expect(localStorage.getItem('loggedUser')).toContain('customer-token');
    for (const [, init] of vi.mocked(fetch).mock.calls) {
      const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization;
      expect(auth === undefined || auth === `Bearer ${TOKEN}`).toBe(true);
    }
  });

  it('shows the guessing limit in the server words', async () => {
    installFakeApi({
      'POST /organizer/login': () => jsonResponse(429, { message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/entrar');
    await logIn(user);
    expect(await screen.findByText('Muitas tentativas. Aguarde alguns minutos e tente novamente.')).toBeInTheDocument();
  });

  it('a session that ended (401) sends to the login, which says so', async () => {
    signIn('owner');
    installFakeApi({
      'GET /organizer/me': () => jsonResponse(401, { message: 'Sua sessão expirou, faça login novamente.' }),
      'GET /organizer/users': () => jsonResponse(401, { message: 'Sua sessão expirou, faça login novamente.' }),
    });
    const { url } = renderApp('/organizador/equipe');
    expect(await screen.findByText(/Sua sessão terminou \(12 horas sem uso/)).toBeInTheDocument();
    expect(url().pathname).toBe('/organizador/entrar');
    expect(sessionStorage.getItem('console:session')).toBeNull();
  });

  it('a login the door page asked for goes back to the door page, and no other address is followed', async () => {
    signIn('door');
    installFakeApi({ 'GET /checkin/stats': () => [] });
    const { url } = renderApp('/organizador/entrar?voltar=/portaria');
    await vi.waitFor(() => expect(url().pathname).toBe('/portaria'));
    sessionStorage.clear();
    signIn('owner');
    installFakeApi({ 'GET /organizer/me': () => loginFixture('owner') });
    const other = renderApp('/organizador/entrar?voltar=https://example.com');
    await vi.waitFor(() => expect(other.url().pathname).toBe('/organizador'));
  });
});
