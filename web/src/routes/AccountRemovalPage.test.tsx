import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readLoggedUser, storeLoggedUser } from '../lib/session';
import { installFakeApi, jsonResponse } from '../test/fake-api';
import { renderApp } from '../test/render-app';

describe('account removal confirmation page', () => {
  it("opening the link changes nothing; the click confirms with the link's token, says 'Sua conta foi excluída.' and drops the stored login", async () => {
    storeLoggedUser({ access_token: 't', name: 'Ana' });
    const api = installFakeApi({ 'GET /clients/data/removal/confirm/:token': () => ({ message: 'Sua conta foi excluída.' }) });
    const { url } = renderApp('/conta/exclusao/abc123');
    // A mail scanner that opens the link, even running the page, deletes nothing.
    expect(await screen.findByTestId('removal-warning')).toHaveTextContent('Ingressos já comprados continuam valendo');
    expect(api.calls).not.toContain('GET /clients/data/removal/confirm/abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    expect(await screen.findByTestId('removal-result')).toHaveTextContent('Sua conta foi excluída.');
    expect(api.calls).toContain('GET /clients/data/removal/confirm/abc123');
    expect(readLoggedUser()).toBeNull();
    // The stored login is not refreshed here: the removal ends its session.
    expect(api.calls).not.toContain('GET /clients/details');
    expect(url().pathname).toBe('/conta/exclusao/abc123');
  });

  it.each([400, 401, 404, 500])('a %i shows the failure text and stays (no global handling)', async (status) => {
    installFakeApi({ 'GET /clients/data/removal/confirm/:token': () => jsonResponse(status, { message: 'x' }) });
    const { url } = renderApp('/conta/exclusao/expired');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    expect(await screen.findByTestId('removal-result')).toHaveTextContent(
      'Não foi possível confirmar a operação. Entre em contato com nosso atendimento',
    );
    expect(url().pathname).toBe('/conta/exclusao/expired');
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });
});
