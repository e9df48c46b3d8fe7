import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeLoggedUser } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { renderApp } from '../../test/render-app';

/** Opening the mobile search loads the categories: a real call to fail. */
async function failCategoriesCall(status: number, startPath: string) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{"message":"x"}', { status })));
  const view = renderApp(startPath);
  await userEvent.click(await screen.findByRole('button', { name: 'Abrir busca' }));
  return view;
}

describe('global response handling glue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('403: shows the generic message and stays on the page', async () => {
    const { url } = await failCategoriesCall(403, '/ingressos');
    const snackbar = await screen.findByTestId('snackbar');
    expect(snackbar).toHaveTextContent('Algo deu errado! Tente novamente mais tarde.');
    expect(snackbar).toHaveAttribute('data-color', 'error');
    expect(url().pathname).toBe('/ingressos');
  });

  it('500: shows the generic message and goes to /', async () => {
    const { url } = await failCategoriesCall(500, '/ingressos');
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Algo deu errado! Tente novamente mais tarde.');
    await waitFor(() => expect(url().pathname).toBe('/'));
  });

  it('401: logs out, says the session expired and goes to /', async () => {
    storeLoggedUser({ access_token: 'tok', name: 'Ana' });
    const { url } = await failCategoriesCall(401, '/ingressos');
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Sua sessão expirou, faça login novamente.');
    await waitFor(() => expect(url().pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.loggedUser)).toBeNull();
  });
});
