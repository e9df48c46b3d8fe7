import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readLoggedUser, storeLoggedUser } from '../../../lib/session';
import { installFakeApi, jsonResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('user area', () => {
  it('logged out: "Entrar" and "Criar conta" in the header and in the drawer', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/');
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Criar conta' })).toBeInTheDocument();
    await user.click(screen.getByTestId('menu-button'));
    const drawer = await screen.findByTestId('mobile-drawer');
    expect(within(drawer).queryByTestId('drawer-user')).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Meus ingressos' })).not.toBeInTheDocument();
    // The dialog opens once the drawer is gone.
    await user.click(within(drawer).getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByRole('dialog', { name: 'Criar conta' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('mobile-drawer')).not.toBeInTheDocument());
  });

  it('logged in: the drawer has the card and "Editar meus dados"', async () => {
    storeLoggedUser({ access_token: 't', name: 'Ana', lastname: 'Souza', email: 'ana@example.com', country: 'BR' });
    const user = userEvent.setup({ delay: null });
    renderApp('/');
    await user.click(await screen.findByTestId('menu-button'));
    const drawer = await screen.findByTestId('mobile-drawer');
    expect(within(drawer).getByTestId('drawer-user')).toHaveTextContent('AS');
    expect(within(drawer).queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Editar meus dados' }));
    expect(await screen.findByRole('dialog', { name: 'Editar meus dados' })).toBeInTheDocument();
  });

  it('refreshes the stored user on load', async () => {
    storeLoggedUser({ access_token: 't', name: 'Ana', email: 'ana@example.com' });
    const api = installFakeApi({ 'GET /clients/details': () => ({ id: 7, name: 'Ana Maria', lastname: 'Souza', email: 'ana@example.com' }) });
    renderApp('/');
    await waitFor(() => expect(readLoggedUser()?.name).toBe('Ana Maria'));
    expect(readLoggedUser()?.access_token).toBe('t');
    expect(api.calls.filter((call) => call === 'GET /clients/details')).toHaveLength(1);
  });

  it('a failing refresh clears the login information', async () => {
    storeLoggedUser({ access_token: 'old', name: 'Ana' });
    installFakeApi({ 'GET /clients/details': () => jsonResponse(401, { message: 'Sua sessão expirou, faça login novamente.' }) });
    renderApp('/');
    await waitFor(() => expect(readLoggedUser()).toBeNull());
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Sua sessão expirou, faça login novamente.');
  });

  it('logout revokes the token on the server (Bearer), clears storage and goes to /; a failure is ignored', async () => {
    storeLoggedUser({ access_token: 'tok-9', name: 'Ana', email: 'ana@example.com' });
    let authorization: string | null = null;
    const api = installFakeApi({ 'POST /auth/logout': () => jsonResponse(500, { message: 'falhou' }) });
    const fetchMock = api.fetchMock;
    const user = userEvent.setup({ delay: null });
    const { url } = renderApp('/buscar/?q=rock');
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(url().pathname).toBe('/'));
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/auth/logout'));
    authorization = (call?.[1]?.headers as Record<string, string> | undefined)?.Authorization ?? null;
    expect(authorization).toBe('Bearer tok-9');
    expect(readLoggedUser()).toBeNull();
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });
});
