import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app/i18n';
import type { QueueStatus } from '../features/queue/api';
import { eventDetailFixture } from '../test/catalog-fixtures';
import { installFakeApi, jsonResponse, type FakeRoutes } from '../test/fake-api';
import { installFakeEventSource, liveStream } from '../test/fake-event-source';
import { placeFixture, queueStatusFixture } from '../test/queue-fixtures';
import { renderApp } from '../test/render-app';

// Loaded up front: the route imports it lazily, and a cold transform must not race the first query.
import './QueuePage';

/** Event 7's detail and its line; `status` answers each GET (a function: a new answer per call). */
function queueApi(status: QueueStatus | (() => QueueStatus), routes: FakeRoutes = {}) {
  return installFakeApi({
    'POST /v2/event/detail/:id': () => eventDetailFixture({ id: 7, nome: 'Rock na Ilha', fila: true }),
    'GET /queue/7': () => (typeof status === 'function' ? status() : status),
    ...routes,
  });
}

const queueCalls = (calls: string[]) => calls.filter((call) => call.startsWith('GET /queue/'));

describe('/fila/:eventId', { timeout: 30_000 }, () => {
  let Source: ReturnType<typeof installFakeEventSource>;
  beforeEach(() => {
    Source = installFakeEventSource();
  });

  it('says where the visitor stands: place, people ahead, an honest wait, the pace, and what not to do', async () => {
    const api = queueApi(queueStatusFixture());
    renderApp('/fila/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Você está na fila' })).toBeInTheDocument();
    expect(await screen.findByTestId('queue-event')).toHaveTextContent('Rock na Ilha');
    expect(screen.getByTestId('queue-position')).toHaveTextContent('12');
    expect(screen.getByTestId('queue-ahead')).toHaveTextContent('11');
    expect(screen.getByTestId('queue-wait')).toHaveTextContent('Cerca de 4 minutos');
    expect(screen.getByTestId('queue-rate')).toHaveTextContent('Entrando 3 pessoas por minuto');
    expect(screen.getByRole('progressbar', { name: 'Seu avanço na fila' })).toBeInTheDocument();
    expect(screen.getByText(/Não abra outras abas/)).toBeInTheDocument();
    expect(screen.getByText(/Seu lugar fica guardado enquanto esta página estiver aberta, mesmo se você recarregá-la/)).toBeInTheDocument();
    const region = screen.getByTestId('queue-announcement');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Sua posição na fila: 12.');
    expect(queueCalls(api.calls)).toEqual(['GET /queue/7']);
    expect(document.title).toBe('Você está na fila | Catraca Ingressos');
  });

  it("asks for a session's own line, and streams it", async () => {
    const api = queueApi(queueStatusFixture({ linha: 'e7s40', sessao: 40 }));
    renderApp('/fila/7?sessao=40');
    await screen.findByTestId('queue-position');
    expect(queueCalls(api.calls)).toEqual(['GET /queue/7?sessao=40']);
    await waitFor(() => expect(liveStream()?.url).toBe('/api/queue/7/stream?sessao=40'));
  });

  it('says the wait plainly when it is short, long or cannot be told', async () => {
    queueApi(placeFixture(2, { espera_segundos: 20, por_minuto: 1 }));
    renderApp('/fila/7');
    expect(await screen.findByTestId('queue-wait')).toHaveTextContent('Menos de um minuto');
    expect(screen.getByTestId('queue-rate')).toHaveTextContent('Entrando 1 pessoa por minuto');
    const stream = await waitFor(() => liveStream()!);
    stream.send(placeFixture(2, { espera_segundos: 5400 }));
    expect(await screen.findByText('Cerca de 1 h 30 min')).toBeInTheDocument();
    stream.send(placeFixture(2, { espera_segundos: null }));
    expect(await screen.findByText('Ainda não dá para estimar')).toBeInTheDocument();
  });

  it('before the opening: when the sale opens, and that the opening draw makes refreshing useless', async () => {
    queueApi(queueStatusFixture({ estado: 'antes_da_abertura', posicao: 0, a_frente: 0, espera_segundos: null, abertura: '2026-12-01T13:00:00Z' }));
    renderApp('/fila/7');
    const before = await screen.findByTestId('queue-before-opening');
    expect(within(before).getByRole('heading', { level: 2, name: 'As vendas ainda não abriram' })).toBeInTheDocument();
    // In the event's zone (São Paulo), as the store writes dates.
    expect(before).toHaveTextContent('A venda abre em 01/12/2026 10:00.');
    expect(before).toHaveTextContent(/chegarem antes da abertura recebem um lugar sorteado.*não há vantagem em recarregar/);
    expect(screen.getByRole('heading', { level: 1, name: 'Você está na fila' })).toBeInTheDocument();
    expect(screen.queryByTestId('queue-position')).not.toBeInTheDocument();
    expect(screen.getByTestId('queue-wait')).toHaveTextContent('Ainda não dá para estimar');
  });

  it('on the turn: "É a sua vez!", until when, and a button to the event page to buy', async () => {
    queueApi(queueStatusFixture({ estado: 'admitido', posicao: 0, a_frente: 0, sessao: 40, passe_expira: '2026-12-01T13:15:00Z' }));
    const user = userEvent.setup();
    const { url } = renderApp('/fila/7?sessao=40');
    expect(await screen.findByRole('heading', { level: 1, name: 'É a sua vez!' })).toBeInTheDocument();
    expect(screen.getByTestId('queue-pass')).toHaveTextContent('Sua vez vale até 01/12/2026 10:15.');
    const buy = screen.getByRole('link', { name: 'Comprar ingressos' });
    await user.click(buy);
    await waitFor(() => expect(url()).toEqual({ pathname: '/evento/7', search: '?sessao=40' }));
    // No stream for a visitor who is not waiting.
    expect(Source.opened).toEqual([]);
  });

  it('sold out: says admission is paused, offers the waiting list (the campaign form), and follows the line', async () => {
    queueApi(queueStatusFixture({ estado: 'esgotado', espera_segundos: null }));
    renderApp('/fila/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingressos esgotados' })).toBeInTheDocument();
    // Tickets may come back: the line moves again and the page shows it.
    const stream = await waitFor(() => liveStream()!);
    stream.send(placeFixture(3));
    expect(await screen.findByRole('heading', { level: 1, name: 'Você está na fila' })).toBeInTheDocument();
    stream.send(queueStatusFixture({ estado: 'esgotado', espera_segundos: null }));
    expect(screen.getByText(/Os ingressos esgotaram e a entrada pela fila está pausada/)).toBeInTheDocument();
    const form = await screen.findByTestId('campaign-form');
    expect(within(form).getByRole('heading', { level: 2, name: 'Entre na lista de espera' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Entrar na lista de espera' })).toBeInTheDocument();
  });

  it('expired: the turn ended; "Voltar para a fila" takes a new place and goes on live', async () => {
    const rejoins: string[] = [];
    const api = queueApi(queueStatusFixture({ estado: 'expirado', posicao: 0, a_frente: 0, sessao: 40 }), {
      'POST /queue/7/rejoin': (url) => {
        rejoins.push(url.search);
        return placeFixture(90, { sessao: 40 });
      },
    });
    const user = userEvent.setup();
    renderApp('/fila/7?sessao=40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sua vez terminou' })).toBeInTheDocument();
    expect(Source.opened).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Voltar para a fila' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Você está na fila' })).toBeInTheDocument();
    expect(screen.getByTestId('queue-position')).toHaveTextContent('90');
    expect(rejoins).toEqual(['?sessao=40']);
    expect(queueCalls(api.calls)).toEqual(['GET /queue/7?sessao=40']);
    const stream = await waitFor(() => liveStream()!);
    stream.send(placeFixture(89, { sessao: 40 }));
    expect(await screen.findByText('89')).toBeInTheDocument();
  });

  it('a line that is not queued sends the visitor straight to the event page', async () => {
    queueApi(queueStatusFixture({ fila: false, estado: 'livre', posicao: 0, a_frente: 0 }));
    const { url, history } = renderApp('/fila/7');
    await waitFor(() => expect(url().pathname).toBe('/evento/7'));
    // Replaced: Back does not return to the line's page.
    expect(history.filter((entry) => entry.startsWith('/fila'))).toEqual([]);
  });

  it('shows the place falling live over the stream, says it politely, and stops at the turn', async () => {
    let answer = placeFixture(12);
    const api = queueApi(() => answer);
    renderApp('/fila/7');
    await screen.findByTestId('queue-position');
    const stream = await waitFor(() => liveStream()!);
    expect(stream.url).toBe('/api/queue/7/stream');
    stream.send(placeFixture(8));
    await waitFor(() => expect(screen.getByTestId('queue-position')).toHaveTextContent('8'));
    expect(screen.getByTestId('queue-ahead')).toHaveTextContent('7');
    expect(screen.getByRole('progressbar', { name: 'Seu avanço na fila' })).toHaveAttribute('aria-valuenow', '33');
    // The region said 12 a moment ago: 8 waits its turn, so a fast line does not talk every second.
    expect(screen.getByTestId('queue-announcement')).toHaveTextContent('Sua posição na fila: 12.');
    answer = queueStatusFixture({ estado: 'admitido', posicao: 0, a_frente: 0, passe_expira: '2026-12-01T13:15:00Z' });
    stream.send(answer);
    expect(await screen.findByRole('heading', { level: 1, name: 'É a sua vez!' })).toBeInTheDocument();
    // A stream cannot set cookies: the status is asked once more, which hands over the pass.
    await waitFor(() => expect(queueCalls(api.calls)).toHaveLength(2));
    // A new state is said at once, and the stream closes (the browser would reopen an ended one).
    await waitFor(() => expect(screen.getByTestId('queue-announcement')).toHaveTextContent('É a sua vez!'));
    expect(stream.readyState).toBe(Source.CLOSED);
    expect(liveStream()).toBeUndefined();
  });

  it('polls every 5 s while the stream is down; the stream back, its events need no GET', async () => {
    let place = 30;
    const api = queueApi(() => placeFixture((place -= 1)));
    renderApp('/fila/7');
    expect(await screen.findByTestId('queue-position')).toHaveTextContent('29');
    const stream = await waitFor(() => liveStream()!);
    stream.fail();
    // The next GET comes from polling, with no stream event in between.
    await waitFor(() => expect(screen.getByTestId('queue-position')).toHaveTextContent('28'), { timeout: 12_000 });
    stream.send(placeFixture(20));
    await waitFor(() => expect(screen.getByTestId('queue-position')).toHaveTextContent('20'));
    expect(queueCalls(api.calls)).toHaveLength(2);
  });

  it('polls without an EventSource at all', async () => {
    vi.stubGlobal('EventSource', undefined);
    let place = 10;
    queueApi(() => placeFixture((place -= 1)));
    renderApp('/fila/7');
    expect(await screen.findByTestId('queue-position')).toHaveTextContent('9');
    await waitFor(() => expect(screen.getByTestId('queue-position')).toHaveTextContent('8'), { timeout: 12_000 });
  });

  it('a page coming back (a phone waking, the network returning) asks at once and opens a fresh stream', async () => {
    let place = 50;
    queueApi(() => placeFixture((place -= 1)));
    renderApp('/fila/7');
    expect(await screen.findByTestId('queue-position')).toHaveTextContent('49');
    const first = await waitFor(() => liveStream()!);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.getByTestId('queue-position')).toHaveTextContent('48'));
    await waitFor(() => expect(liveStream()).not.toBe(first));
    expect(first.readyState).toBe(Source.CLOSED);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('queue-position')).toHaveTextContent('47'));
  });

  it('keeps the page when the line cannot be reached, and tries again on request', async () => {
    let failing = true;
    queueApi(() => placeFixture(5), {
      'GET /queue/7': () => (failing ? jsonResponse(503, { message: 'Serviço indisponível.' }) : placeFixture(5)),
    });
    const user = userEvent.setup();
    const { url } = renderApp('/fila/7');
    expect(await screen.findByTestId('queue-failed')).toHaveTextContent('Seu lugar continua guardado');
    // Not the global table's "go home": the visitor stays at the line.
    expect(url().pathname).toBe('/fila/7');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByTestId('queue-position')).toHaveTextContent('5');
  });

  it('speaks English', async () => {
    queueApi(queueStatusFixture());
    try {
      await act(() => i18n.changeLanguage('en'));
      renderApp('/fila/7');
      expect(await screen.findByRole('heading', { level: 1, name: 'You are in line' })).toBeInTheDocument();
      expect(screen.getByTestId('queue-wait')).toHaveTextContent('About 4 minutes');
      expect(screen.getByTestId('queue-rate')).toHaveTextContent('3 people getting in per minute');
    } finally {
      await act(() => i18n.changeLanguage('pt'));
    }
  });
});
