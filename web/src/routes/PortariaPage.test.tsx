import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, jsonResponse } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { signIn, TOKEN } from './console/console-fixtures';

const KEY = `ck_${'a'.repeat(64)}`;
const stats = [{ session_id: 31, event: 'Serenata Mineira', inicio: '2099-12-05T20:00:00-03:00', sold: 2, checked_in: 0, remaining: 2 }];

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});

describe('/portaria', () => {
  it('asks once for the key, then checks typed tokens: green first, red with the first entry after', async () => {
    const auth: (string | null)[] = [];
    const entered = new Set<string>();
    installFakeApi({
      'GET /checkin/stats': () => stats,
      'POST /checkin': (_url, body) => {
        const { token } = body as { token: string };
        if (entered.has(token))
          return jsonResponse(409, {
            message: 'Este ingresso já foi usado.',
            reason: 'already_used',
            checked_in_at: '2026-11-23T20:15:00Z',
          });
        entered.add(token);
        return { status: 'ok', holder: { name: 'Elisa Prado', cpf_masked: '***.1' }, sector: 'Pista', type: 'full' };
      },
    });
    const fetchMock = vi.mocked(fetch);
    const user = userEvent.setup({ delay: null });
    renderApp('/portaria');
    await user.type(await screen.findByLabelText(/^Chave do organizador/), KEY);
    await user.click(screen.getByRole('button', { name: 'Salvar chave' }));
    expect(localStorage.getItem('portaria:key')).toBe(KEY);
    const table = await screen.findByTestId('door-stats');
    const cells = within(within(table).getByRole('row', { name: /Serenata Mineira/ })).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['2', '0', '2']);

    await user.type(screen.getByLabelText('Código do ingresso'), 'tok-1{Enter}');
    const result = screen.getByTestId('scan-result');
    await screen.findByText('Entrada liberada');
    expect(result).toHaveAttribute('data-kind', 'ok');
    expect(result).toHaveTextContent('Elisa Prado');
    expect(result).toHaveTextContent('Pista');
    for (const call of fetchMock.mock.calls) {
      const headers = (call[1]?.headers ?? {}) as Record<string, string>;
      if (String(call[0]).includes('/checkin')) auth.push(headers.Authorization ?? null);
    }
    expect(auth.every((value) => value === `Bearer ${KEY}`)).toBe(true);

    await user.type(screen.getByLabelText('Código do ingresso'), 'tok-1{Enter}');
    await screen.findByText('Entrada negada');
    expect(screen.getByTestId('scan-result')).toHaveAttribute('data-kind', 'refused');
    expect(screen.getByTestId('scan-result')).toHaveTextContent('Este ingresso já foi usado.');
    expect(screen.getByTestId('scan-result')).toHaveTextContent(/Primeira entrada: 23\/11\/2026 \d{2}:15/);
  });

  it("a door user logged in to the console works the door with that login, no key asked", async () => {
    signIn('door');
    installFakeApi({
      'GET /checkin/stats': () => stats,
      'POST /checkin': () => ({ status: 'ok', holder: { name: 'Elisa Prado', cpf_masked: '***.1' }, sector: 'Pista', type: 'full' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/portaria');
    await user.type(await screen.findByLabelText('Código do ingresso'), 'tok-9{Enter}');
    await screen.findByText('Entrada liberada');
    const sent = vi.mocked(fetch).mock.calls.filter((call) => String(call[0]).includes('/checkin'));
    expect(sent.length).toBeGreaterThan(0);
    for (const call of sent) expect(((call[1]?.headers ?? {}) as Record<string, string>).Authorization).toBe(`Bearer ${TOKEN}`);
    expect(localStorage.getItem('portaria:key')).toBeNull();
  });

  it('a finance user of the console is still asked for the key, and offered the console login', async () => {
    signIn('finance');
    installFakeApi({});
    renderApp('/portaria');
    expect(await screen.findByLabelText(/^Chave do organizador/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /conta do painel/ })).toHaveAttribute('href', '/organizador/entrar?voltar=/portaria');
  });

  it('a wrong key says so and stays on the page (no customer logout)', async () => {
    localStorage.setItem('portaria:key', 'ck_wrong');
    localStorage.setItem('loggedUser', JSON.stringify({ access_token: 'cust', expires_in: Date.now() + 60_000 }));
    installFakeApi({
      'GET /checkin/stats': () => jsonResponse(401, { message: 'Chave inválida.' }),
      'POST /checkin': () => jsonResponse(401, { message: 'Chave inválida.' }),
    });
    const user = userEvent.setup({ delay: null });
    const { url } = renderApp('/portaria');
    expect(await screen.findByText('Chave do organizador inválida.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código do ingresso'), 'tok-1{Enter}');
    expect(await screen.findByTestId('scan-result')).toHaveAttribute('data-kind', 'badKey');
    expect(url().pathname).toBe('/portaria');
    expect(localStorage.getItem('loggedUser')).not.toBeNull();
  });

  it('queues scans while offline and sends them when the network is back', async () => {
    localStorage.setItem('portaria:key', KEY);
    const sent: string[] = [];
    installFakeApi({
      'GET /checkin/stats': () => stats,
      'POST /checkin': (_url, body) => {
        sent.push((body as { token: string }).token);
        return { status: 'ok', holder: { name: 'Fabio Nunes' }, sector: 'Camarote' };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/portaria');
    await screen.findByTestId('door-stats');
    setOnline(false);
    expect(await screen.findByText('Sem conexão')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código do ingresso'), 'tok-9{Enter}');
    expect(await screen.findByText('Sem conexão: leitura guardada')).toBeInTheDocument();
    expect(screen.getByTestId('door-queue')).toHaveTextContent('1 leitura aguardando conexão');
    expect(sent).toEqual([]);
    expect(JSON.parse(localStorage.getItem('portaria:queue') ?? '[]')).toMatchObject([{ token: 'tok-9' }]);

    setOnline(true);
    expect(await screen.findByTestId('door-sent')).toHaveTextContent('tok-9: Entrada liberada');
    expect(screen.queryByTestId('door-queue')).not.toBeInTheDocument();
    expect(sent).toEqual(['tok-9']);
    expect(localStorage.getItem('portaria:queue')).toBeNull();
  });

  it('a request that fails on the network is queued too', async () => {
    localStorage.setItem('portaria:key', KEY);
    installFakeApi({ 'GET /checkin/stats': () => stats, 'POST /checkin': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup({ delay: null });
    renderApp('/portaria');
    await user.type(await screen.findByLabelText('Código do ingresso'), 'tok-5{Enter}');
    expect(await screen.findByTestId('door-queue')).toHaveTextContent('1 leitura aguardando conexão');
    expect(screen.getByTestId('scan-result')).toHaveAttribute('data-kind', 'queued');
  });
});
