import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readLoggedUser } from '../../../lib/session';
import { installFakeApi, jsonResponse, type FakeRoutes } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { loginGoesToTickets } from '../use-complete-login';

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
const loggedIn = { access_token: 'tok-1', expires_in: 86400, ...customer };

async function openLogin(routes: FakeRoutes) {
  const api = installFakeApi({ 'GET /clients/details': () => customer, ...routes });
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Entrar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
  return { ...view, api, user, dialog };
}

async function typeCredentials(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, password = 'segredo1') {
  await user.type(within(dialog).getByLabelText(/E-mail/), 'ana@example.com');
  await user.type(within(dialog).getByLabelText(/^Senha/), password);
  await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
}

describe('where a login leads', () => {
  it('event pages and the checkout stay; every other page goes to /ingressos', () => {
    expect(loginGoesToTickets('evento-id', '/evento/12')).toBe(false);
    expect(loginGoesToTickets('evento-id-slug', '/evento/12/show')).toBe(false);
    expect(loginGoesToTickets('evento-id-c-gamificationId', '/evento/12/c/abc')).toBe(false);
    expect(loginGoesToTickets('slug', '/festival')).toBe(false);
    expect(loginGoesToTickets(undefined, '/checkout/12')).toBe(false);
    expect(loginGoesToTickets('home', '/')).toBe(true);
    expect(loginGoesToTickets('buscar', '/buscar/')).toBe(true);
    expect(loginGoesToTickets('ingressos', '/ingressos')).toBe(true);
    expect(loginGoesToTickets('sobre', '/checkoutx')).toBe(true);
  });
});

describe('login dialog', () => {
  it('checks the fields before calling the server', async () => {
    const { user, dialog, api } = await openLogin({});
    await user.type(within(dialog).getByLabelText(/E-mail/), 'ana@');
    await user.type(within(dialog).getByLabelText(/^Senha/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(await within(dialog).findByText('E-mail inválido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Mínimo de 6 caracteres.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.includes('loginsite'))).toBe(false);
  });

  it('200 with access_token: stores the login, loads the details, goes to /ingressos and closes', async () => {
    let sent: unknown;
    const { user, dialog, url, api } = await openLogin({
      'POST /auth/loginsite': (_url, body) => {
        sent = body;
        return loggedIn;
      },
    });
    await typeCredentials(user, dialog);
    await waitFor(() => expect(url().pathname).toBe('/ingressos'));
    expect(sent).toEqual({ username: 'ana@example.com', password: 'segredo1' });
    expect(api.calls).toContain('GET /clients/details');
    expect(readLoggedUser()).toMatchObject({ access_token: 'tok-1', name: 'Ana', document: '52998224725' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Menu do usuário' })).toBeInTheDocument();
  });

  it("a 401: 'E-mail ou senha incorretos.' in the dialog and section 8's snackbar, staying put", async () => {
    const { user, dialog, url } = await openLogin({
      'POST /auth/loginsite': () => jsonResponse(401, { message: 'E-mail ou senha incorretos.' }),
    });
    await typeCredentials(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Usuário ou senha incorretos, tente novamente.');
    expect(readLoggedUser()).toBeNull();
    expect(url().pathname).toBe('/');
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('"Voltar" on the two-factor step keeps the e-mail typed', async () => {
    const { user, dialog } = await openLogin({ 'POST /auth/loginsite': () => ({ id: 7, '2fa': true }) });
    await typeCredentials(user, dialog);
    const step = await screen.findByRole('dialog', { name: 'Verificação em duas etapas' });
    await user.click(within(step).getByRole('button', { name: 'Voltar' }));
    const again = await screen.findByRole('dialog', { name: 'Entrar' });
    expect(within(again).getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    expect(within(again).getByLabelText(/^Senha/)).toHaveValue('');
  });

  it('2fa: the token goes back to the login call without spaces', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { user, dialog, url } = await openLogin({
      'POST /auth/loginsite': (_url, body) => {
        bodies.push(body as Record<string, unknown>);
        const { token } = body as { token?: string };
        if (!token) return { id: 7, '2fa': true };
        return token === '123456' ? loggedIn : jsonResponse(400, { message: 'Token inválido' });
      },
    });
    await typeCredentials(user, dialog);
    const step = await screen.findByRole('dialog', { name: 'Verificação em duas etapas' });
    const field = within(step).getByLabelText('Código de 6 dígitos');
    await user.type(field, '111111{Enter}');
    expect(await within(step).findByText('Token inválido')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '123456');
    expect(field).toHaveValue('1 2 3 4 5 6');
    await user.click(within(step).getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(url().pathname).toBe('/ingressos'));
    expect(bodies.at(-1)).toEqual({ username: 'ana@example.com', password: 'segredo1', token: '123456' });
  });

  it('registration not confirmed: validates the token with the returned id, then logs in again', async () => {
    let confirmed = false;
    let validated: unknown;
    const { user, dialog, url } = await openLogin({
      'POST /auth/loginsite': () => (confirmed ? loggedIn : { id: 42 }),
      'POST /clients/validate/token': (_url, body) => {
        validated = body;
        if ((body as { token: string }).token !== '654321') return jsonResponse(400, { message: 'Token inválido' });
        confirmed = true;
        return { message: 'Token validado com sucesso' };
      },
      'POST /clients/validate/token/resend': () => ({ message: 'Token renviado com sucesso' }),
    });
    await typeCredentials(user, dialog);
    const step = await screen.findByRole('dialog', { name: 'Confirme seu cadastro' });
    await user.click(within(step).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Token renviado com sucesso');
    const field = within(step).getByLabelText('Código de 6 dígitos');
    await user.type(field, '000000{Enter}');
    expect(await within(step).findByText('Token inválido')).toBeInTheDocument();
    expect(validated).toEqual({ token: '000000', customer: 42 });
    await user.clear(field);
    await user.type(field, '654321{Enter}');
    expect(await screen.findByText('Token validado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(url().pathname).toBe('/ingressos'));
    expect(readLoggedUser()?.access_token).toBe('tok-1');
  });

  it("2fa resend: 'Token reenviado para o email', or 'Erro ao enviar token' on failure", async () => {
    let resends = 0;
    const { user, dialog } = await openLogin({
      'POST /auth/loginsite': () => ({ id: 7, '2fa': true }),
      'POST /auth/resend-login-token': (_url, body) => {
        resends += 1;
        expect(body).toEqual({ email: 'ana@example.com' });
        return resends === 1 ? { message: 'Token reenviado para o email' } : jsonResponse(429, { message: 'Muitas tentativas.' });
      },
    });
    await typeCredentials(user, dialog);
    const step = await screen.findByRole('dialog', { name: 'Verificação em duas etapas' });
    expect(within(step).getByRole('button', { name: 'Verificar' })).toBeDisabled();
    await user.click(within(step).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Token reenviado para o email');
    await user.click(within(step).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(screen.getByTestId('snackbar')).toHaveTextContent('Erro ao enviar token'));
  });

  it('links to password recovery and to registration', async () => {
    const { user, dialog } = await openLogin({});
    await user.click(within(dialog).getByRole('button', { name: 'Esqueci minha senha' }));
    expect(await screen.findByRole('dialog', { name: 'Recuperar senha' })).toBeInTheDocument();
  });
});
