import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventDetailFixture } from '../../../test/catalog-fixtures';
import { installFakeApi, jsonResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('event page visits', () => {
  it('counts one visit per event page opened, with only the event id', async () => {
    const bodies: unknown[] = [];
    const api = installFakeApi({
      'POST /v2/event/detail/:id': () => eventDetailFixture(),
      'POST /analytics/visits': (_url, body) => {
        bodies.push(body);
        return { counted: true };
      },
    });
    renderApp('/evento/7/rock-na-ilha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rock na Ilha' })).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ event: 7 }]));
    expect(api.calls.filter((call) => call === 'POST /analytics/visits')).toHaveLength(1);
  });

  it("a failure shows 'Erro Inesperado.' and nothing else", async () => {
    installFakeApi({
      'POST /v2/event/detail/:id': () => eventDetailFixture(),
      'POST /analytics/visits': () => jsonResponse(500, { message: 'x' }),
    });
    const { url } = renderApp('/evento/7');
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(/^Erro Inesperado\.$/);
    expect(url().pathname).toBe('/evento/7');
  });

  it('an unknown event shows only the 404 page', async () => {
    installFakeApi({
      'POST /v2/event/detail/:id': () => jsonResponse(404, { message: 'Evento não encontrado.' }),
      'POST /analytics/visits': () => jsonResponse(404, { message: 'Evento não encontrado.' }),
    });
    renderApp('/evento/999');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });
});
