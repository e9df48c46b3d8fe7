import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readLoggedUser } from '../../../lib/session';
import { installFakeApi, jsonResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('forgot-password dialog', () => {
  it('e-mail → token → new password, then logs in with the new credentials', async () => {
    const logins: unknown[] = [];
    let reset: unknown;
    const api = installFakeApi({
      'POST /clients/password/recover': () => ({ message: 'Se o e-mail estiver cadastrado, enviamos um código para ele.' }),
      'GET /clients/password/reset/token/:email/:token': (url) =>
        url.pathname.endsWith('/123456') ? { message: 'Token válido' } : jsonResponse(400, { message: 'Token inválido' }),
      'POST /clients/password/reset/token': (_url, body) => {
        reset = body;
        return { message: 'Senha alterada com sucesso.' };
      },
      'POST /auth/loginsite': (_url, body) => {
        logins.push(body);
        return { access_token: 'tok-2', id: 7, name: 'Ana', email: 'ana@example.com' };
      },
      'GET /clients/details': () => ({ id: 7, name: 'Ana', email: 'ana@example.com' }),
    });
    const user = userEvent.setup({ delay: null });
    const { url } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Entrar' })).getByRole('button', { name: 'Esqueci minha senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar senha' });

    await user.type(within(dialog).getByLabelText(/E-mail/), 'ana@example.com{Enter}');
    const token = await within(dialog).findByLabelText('Código de 6 dígitos');
    expect(api.calls).toContain('POST /clients/password/recover');

    // 'Entrar com outro email' returns to step 1.
    await user.click(within(dialog).getByRole('button', { name: 'Entrar com outro email' }));
    await user.type(await within(dialog).findByLabelText(/E-mail/), '{Enter}');
    await user.type(await within(dialog).findByLabelText('Código de 6 dígitos'), '999999{Enter}');
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Token inválido');
    expect(token).not.toBeInTheDocument();

    const again = within(dialog).getByLabelText('Código de 6 dígitos');
    await user.clear(again);
    await user.type(again, '123456{Enter}');
    const password = await within(dialog).findByLabelText(/^Nova senha/);
    expect(api.calls).toContain('GET /clients/password/reset/token/ana%40example.com/123456');
    await user.type(password, 'nova123');
    await user.type(within(dialog).getByLabelText(/^Confirmação da nova senha/), 'nova123{Enter}');

    await waitFor(() => expect(url().pathname).toBe('/ingressos'));
    expect(reset).toEqual({ email: 'ana@example.com', token: '123456', password: 'nova123', confirmPassword: 'nova123' });
    expect(logins).toEqual([{ username: 'ana@example.com', password: 'nova123' }]);
    expect(readLoggedUser()?.access_token).toBe('tok-2');
  });

  it("shows the server's message in an error snackbar", async () => {
    installFakeApi({
      'POST /clients/password/recover': () => jsonResponse(429, { message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' }),
    });
    const user = userEvent.setup({ delay: null });
    const { url } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Entrar' })).getByRole('button', { name: 'Esqueci minha senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar senha' });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'ana@example.com{Enter}');
    const snackbar = await screen.findByTestId('snackbar');
    expect(snackbar).toHaveTextContent('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect(snackbar).toHaveAttribute('data-color', 'error');
    expect(within(dialog).getByLabelText(/E-mail/)).toBeInTheDocument();
    expect(url().pathname).toBe('/');
  });
});
