import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventQueryOptions } from '../features/event/api/get-event';
import { PAGE_DATA_ELEMENT_ID } from '../lib/inline-data';
import type { EventDetail } from '../features/event/types';
import type { QueueStatus } from '../features/queue/api';
import { readCheckoutIntent } from '../lib/checkout-intent';
import { storeLoggedUser } from '../lib/session';
import { eventCardFixture, eventDetailFixture } from '../test/catalog-fixtures';
import { installFakeApi, jsonResponse } from '../test/fake-api';
import { queueStatusFixture } from '../test/queue-fixtures';
import { renderApp } from '../test/render-app';

function inlinePageData(event: EventDetail) {
  // The inlined event is as old as the page (performance.timeOrigin); here the page loads now,
  // not when the test worker started, which on a busy machine is past the 30 s staleTime.
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now());
  const script = document.createElement('script');
  script.id = PAGE_DATA_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({ event });
  document.body.appendChild(script);
}

/** The detail call as the server answers it; `password` protects the event. */
function detailApi(event: EventDetail, password = '') {
  return installFakeApi({
    'POST /v2/event/detail/:id': (url, body) => {
      const id = Number(url.pathname.split('/').pop());
      if (id !== event.id) return jsonResponse(404, { message: 'Evento não encontrado.' });
      const senha = (body as { senha?: string }).senha ?? '';
      if (password && !senha) return jsonResponse(403, { message: 'Este evento é protegido por senha.' });
      if (password && senha !== password) return jsonResponse(403, { message: 'Senha Inválida' });
      return { ...event, site_visibilidade: password ? 'S' : 'N' };
    },
  });
}

const detailCalls = (calls: string[]) => calls.filter((call) => call.startsWith('POST /v2/event/detail/'));

describe('event page data', () => {
  afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

  it('renders the inlined event without calling the API', async () => {
    inlinePageData(eventDetailFixture({ id: 7, nome: 'Inline Show' }));
    const api = detailApi(eventDetailFixture({ id: 7, nome: 'From API' }));
    renderApp('/evento/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inline Show' })).toBeInTheDocument();
    expect(detailCalls(api.calls)).toEqual([]);
    expect(document.title).toBe('Inline Show | Catraca Ingressos');
  });

  it("fetches when the inlined event is another one's", async () => {
    inlinePageData(eventDetailFixture({ id: 7, nome: 'Inline Show' }));
    const api = detailApi(eventDetailFixture({ id: 8, nome: 'From API' }));
    renderApp('/evento/8/from-api');
    expect(await screen.findByRole('heading', { level: 1, name: 'From API' })).toBeInTheDocument();
    expect(detailCalls(api.calls)).toEqual(['POST /v2/event/detail/8']);
    expect(api.fetchMock.mock.calls.find(([url]) => String(url).includes('event/detail'))?.[1]?.body).toBe('{"senha":""}');
  });
});

describe('event password (spec section 4)', () => {
  it('asks without an error, refuses a wrong password with "Senha Inválida", then opens', async () => {
    const user = userEvent.setup();
    const api = detailApi(eventDetailFixture({ id: 7, nome: 'Pré-estreia' }), 'catraca2026');
    const { url, queryClient } = renderApp('/evento/7');

    const field = await screen.findByLabelText('Senha do evento');
    expect(screen.getByText('Este evento é protegido por senha.')).toBeInTheDocument();
    expect(screen.queryByText('Senha Inválida')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(field, 'errada');
    await user.click(screen.getByRole('button', { name: 'Acessar evento' }));
    expect(await screen.findByText('Senha Inválida')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha do evento')).toHaveAttribute('aria-invalid', 'true');
    // Exempt from the global handling: no snackbar, no redirect.
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
    expect(url().pathname).toBe('/evento/7');

    await user.clear(screen.getByLabelText('Senha do evento'));
    await user.type(screen.getByLabelText('Senha do evento'), 'catraca2026');
    await user.click(screen.getByRole('button', { name: 'Acessar evento' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pré-estreia' })).toBeInTheDocument();
    expect(queryClient.getQueryData(eventQueryOptions(7, 'catraca2026').queryKey)?.passwordIsValid).toBe(true);
    expect(detailCalls(api.calls)).toHaveLength(3);
  });

  it('shows the 404 page for an unknown event, without redirect or snackbar', async () => {
    detailApi(eventDetailFixture({ id: 7 }));
    const { url } = renderApp('/evento/99');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(url().pathname).toBe('/evento/99');
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });
});

describe('slug route', () => {
  afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

  it('resolves a slug to its event', async () => {
    const api = detailApi(eventDetailFixture({ id: 7, nome: 'Rock na Ilha' }));
    installFakeApi({
      'GET /slugs': (url) =>
        url.searchParams.get('slug') === 'rock-na-ilha'
          ? { slug: 'rock-na-ilha', evento: 7, url: '/rock-na-ilha' }
          : jsonResponse(404, { message: 'Página não encontrada.' }),
      'POST /v2/event/detail/:id': (url, body) => api.fetchMock(url.toString(), { method: 'POST', body: JSON.stringify(body) }),
    });
    renderApp('/rock-na-ilha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rock na Ilha' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown slug: no redirect home, no snackbar', async () => {
    const api = installFakeApi({ 'GET /slugs': () => jsonResponse(404, { message: 'Página não encontrada.' }) });
    const { url } = renderApp('/nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(api.calls).toContain('GET /slugs?slug=nao-existe');
    expect(url().pathname).toBe('/nao-existe');
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });

  it('needs no lookup when the server inlined the event of that slug', async () => {
    inlinePageData(eventDetailFixture({ id: 7, slug: 'rock-na-ilha', nome: 'Rock na Ilha' }));
    const api = installFakeApi();
    renderApp('/rock-na-ilha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rock na Ilha' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.includes('slugs') || call.includes('event/detail'))).toEqual([]);
  });
});

describe('event content', () => {
  it('shows category, age rating, paragraphs, place with map link and sectors with prices', async () => {
    const user = userEvent.setup();
    detailApi(eventDetailFixture({ id: 7 }));
    renderApp('/evento/7');
    await screen.findByRole('heading', { level: 1, name: 'Rock na Ilha' });
    expect(screen.getByTestId('event-category')).toHaveTextContent('Shows');
    expect(screen.getByTestId('event-age')).toHaveTextContent('16 anos');
    expect(screen.getByText('Primeiro parágrafo.').tagName).toBe('P');
    expect(screen.getByText('Segundo parágrafo.').tagName).toBe('P');
    expect(screen.getByTestId('map-link')).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=-27.6&mlon=-48.47#map=17/-27.6/-48.47');
    expect(screen.getByTestId('map-link')).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: /sábado, 5 de dezembro de 2099/ }));
    const sectors = within(screen.getAllByTestId('session')[0]!).getAllByTestId('sector');
    expect(sectors[0]).toHaveTextContent('Pista');
    expect(sectors[0]).toHaveTextContent('R$ 120,00');
    expect(sectors[0]).toHaveTextContent('Meia: R$ 60,00');
    expect(sectors[0]).toHaveTextContent('Últimos ingressos');
    expect(sectors[1]).toHaveTextContent('Esgotado');
    expect(sectors[1]).not.toHaveTextContent('Meia');
  });

  it('says "Livre" for classificacao 0', async () => {
    detailApi(eventDetailFixture({ id: 7, classificacao: 0 }));
    renderApp('/evento/7');
    expect(await screen.findByTestId('event-age')).toHaveTextContent('Livre');
  });

  it('buy button opens the checkout frame on the session asked for by sessao, with the coupon', async () => {
    const user = userEvent.setup();
    detailApi(eventDetailFixture({ id: 7 }));
    renderApp('/evento/7/c/promoter-42?sessao=102&c=PROMO');
    await user.click(await screen.findByTestId('buy-button'));
    const frame = await screen.findByTitle('Compra de ingressos');
    const src = new URL(frame.getAttribute('src')!);
    expect(`${src.origin}${src.pathname}`).toBe('http://localhost:8080/checkout/7');
    expect(Object.fromEntries(src.searchParams)).toEqual({ sessao: '102', c: 'PROMO', ref: 'promoter-42', tz: 'America/Sao_Paulo' });
    expect(screen.getByRole('dialog', { name: 'Compra de ingressos' })).toBeInTheDocument();
    // The page behind keeps the session open.
    const sunday = screen.getAllByTestId('session')[1]!;
    expect(within(sunday).getByTestId('session-control')).toHaveAttribute('aria-expanded', 'true');
    expect(readCheckoutIntent(7)).toMatchObject({ eventId: 7, sessao: 102, cupom: 'PROMO' });
  });

  it('without sessao the buy button opens the checkout on the first session with tickets', async () => {
    const user = userEvent.setup();
    detailApi(eventDetailFixture({ id: 7 }));
    renderApp('/evento/7');
    await user.click(await screen.findByTestId('buy-button'));
    expect(new URL((await screen.findByTitle('Compra de ingressos')).getAttribute('src')!).searchParams.get('sessao')).toBe('101');
    expect(readCheckoutIntent(7)?.sessao).toBe(101);
  });

  it('the frame closes when the checkout says so, from its own origin only', async () => {
    const user = userEvent.setup();
    detailApi(eventDetailFixture({ id: 7 }));
    renderApp('/evento/7');
    await user.click(await screen.findByTestId('buy-button'));
    const frame = (await screen.findByTitle('Compra de ingressos')) as HTMLIFrameElement;
    const close = { source: 'catraca-checkout', type: 'close' };
    window.dispatchEvent(new MessageEvent('message', { data: close, origin: 'http://evil.example', source: frame.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data: close, origin: 'http://localhost:8080', source: window }));
    expect(screen.getByTitle('Compra de ingressos')).toBeInTheDocument();
    window.dispatchEvent(new MessageEvent('message', { data: close, origin: 'http://localhost:8080', source: frame.contentWindow }));
    await waitFor(() => expect(screen.queryByTitle('Compra de ingressos')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('buy-button')).toHaveFocus());
  });

  it('opens the checkout at once for an abandoned-cart link', async () => {
    detailApi(eventDetailFixture({ id: 7 }));
    renderApp('/evento/7?carrinho_abandonado=cart9');
    const frame = await screen.findByTitle('Compra de ingressos');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('carrinho_abandonado')).toBe('cart9');
  });

  it('offers no checkout for an event sold at the box office', async () => {
    detailApi(eventDetailFixture({ id: 7, one_checkout: 40, venda: { status: 'bilheteria' } }));
    renderApp('/evento/7?carrinho_abandonado=cart9');
    expect(await screen.findByTestId('sale-status')).toBeInTheDocument();
    expect(screen.queryByTestId('buy-button')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Compra de ingressos')).not.toBeInTheDocument();
  });

  it('keeps the gamification id as the referral and hides header and footer', async () => {
    detailApi(eventDetailFixture({ id: 7 }));
    renderApp('/evento/7/c/promoter-42?carrinho_abandonado=cart9');
    await screen.findByRole('heading', { level: 1, name: 'Rock na Ilha' });
    expect(readCheckoutIntent(7)).toEqual({ eventId: 7, referral: 'promoter-42', carrinhoAbandonado: 'cart9' });
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });

  it.each([
    ['cancelado', undefined, 'Evento cancelado'],
    ['em_breve', '2099-12-05T10:00:00-03:00', 'Vendas abrem em 05/12 às 10:00'],
    ['bilheteria', undefined, 'Ingressos à venda somente na bilheteria'],
  ])('shows the reason instead of the buy button: %s', async (status, abre_em, message) => {
    detailApi(eventDetailFixture({ id: 7, venda: { status, abre_em } }));
    renderApp('/evento/7');
    expect(await screen.findByTestId('sale-status')).toHaveTextContent(message);
    expect(screen.queryByTestId('buy-button')).not.toBeInTheDocument();
  });

  it('links to the other site for externa, in a new tab', async () => {
    detailApi(eventDetailFixture({ id: 7, venda: { status: 'externa' }, one_checkout: 41, link_externo: 'https://outro.example/ingressos' }));
    renderApp('/evento/7');
    expect(await screen.findByTestId('sale-status')).toHaveTextContent('Ingressos à venda em outro site');
    const link = screen.getByTestId('external-sale-link');
    expect(link).toHaveAttribute('href', 'https://outro.example/ingressos');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('FAQ and organizer', () => {
  it('logs one view per opening of a question', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      'POST /v2/event/detail/:id': () => eventDetailFixture({ id: 7, tem_faq: true }),
      'GET /event/faq/7': () => [
        { id: 1, pergunta: 'Tem meia-entrada?', resposta: 'Sim.', visualizacoes: 0 },
        { id: 2, pergunta: 'Pode entrar com comida?', resposta: 'Não.', visualizacoes: 3 },
      ],
      'PUT /events/faq/log/:event/:question': () => ({ visualizacoes: 1 }),
    });
    renderApp('/evento/7');
    const question = await screen.findByRole('button', { name: 'Tem meia-entrada?' });
    await user.click(question);
    const answer = await screen.findByText('Sim.');
    await waitFor(() => expect(answer).toBeVisible());
    await user.click(question); // closing logs nothing
    await user.click(question);
    await waitFor(() => expect(api.calls.filter((call) => call.startsWith('PUT'))).toEqual(['PUT /events/faq/log/7/1', 'PUT /events/faq/log/7/1']));
  });

  it("asks a protected event's questions with the password the page was opened with", async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      'POST /v2/event/detail/:id': (_url, body) =>
        (body as { senha?: string }).senha === 'catraca2026'
          ? eventDetailFixture({ id: 7, tem_faq: true, site_visibilidade: 'S' })
          : jsonResponse(403, { message: 'Este evento é protegido por senha.' }),
      'GET /event/faq/7': (url) =>
        url.searchParams.get('senha') === 'catraca2026'
          ? [{ id: 1, pergunta: 'Onde é a festa?', resposta: 'No endereço do convite.', visualizacoes: 0 }]
          : jsonResponse(403, { message: 'Este evento é protegido por senha.' }),
    });
    renderApp('/evento/7');
    await user.type(await screen.findByLabelText('Senha do evento'), 'catraca2026');
    await user.click(screen.getByRole('button', { name: 'Acessar evento' }));
    expect(await screen.findByRole('button', { name: 'Onde é a festa?' })).toBeInTheDocument();
    expect(api.calls).toContain('GET /event/faq/7?senha=catraca2026');
  });

  it("lists the organizer's events in a dialog", async () => {
    const user = userEvent.setup();
    installFakeApi({
      'POST /v2/event/detail/:id': () => eventDetailFixture({ id: 7 }),
      'GET /v2/organizers/page/details/3': () => ({
        id: 3,
        nome: 'Maré Alta Produções',
        descricao: 'Produtora da ilha.',
        logo: '',
        site: '',
        instagram: '',
        eventos: [eventCardFixture({ id: 9, nome: 'Luau', url: '/evento/9' })],
      }),
    });
    renderApp('/evento/7');
    await user.click(await screen.findByRole('button', { name: 'Ver eventos do organizador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eventos de Maré Alta Produções' });
    expect(await within(dialog).findByRole('link', { name: 'Luau' })).toHaveAttribute('href', '/evento/9');
  });

  it('a visitor who wants to write to the organizer is asked to log in first', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'POST /v2/event/detail/:id': () => eventDetailFixture({ id: 7 }) });
    const { url } = renderApp('/evento/7');
    await user.click(await screen.findByRole('button', { name: 'Falar com o organizador' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(url().pathname).toBe('/evento/7');
  });

  it('a customer writes to the organizer about the event, and reads why a message is refused', async () => {
    storeLoggedUser({ access_token: 'tok-1', name: 'Ana', lastname: 'Souza', email: 'ana@example.com' });
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let refuse = false;
    installFakeApi({
      'POST /v2/event/detail/:id': () => eventDetailFixture({ id: 7, nome: 'Luau da Lagoa' }),
      'POST /v2/organizers/customer/message/send': (_url, body) => {
        sent.push(body);
        return refuse
          ? jsonResponse(429, {
              message: 'Erro ao enviar a mensagem',
              fields: { message: 'Você enviou muitas mensagens. Tente novamente mais tarde.' },
            })
          : { success: true, message: 'Mensagem enviada com sucesso' };
      },
    });
    renderApp('/evento/7');
    const open = await screen.findByRole('button', { name: 'Falar com o organizador' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem para Maré Alta Produções' });
    expect(dialog).toHaveTextContent('Sobre: Luau da Lagoa');
    const text = 'Tem estacionamento perto do local?';
    await user.type(within(dialog).getByLabelText(/^Mensagem/), text);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mensagem enviada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Mensagem para/ })).not.toBeInTheDocument());
    expect(sent).toEqual([{ organizer: 3, event: 7, message: text }]);

    refuse = true;
    await user.click(open);
    const again = await screen.findByRole('dialog', { name: 'Mensagem para Maré Alta Produções' });
    await user.type(within(again).getByLabelText(/^Mensagem/), text);
    await user.click(within(again).getByRole('button', { name: 'Enviar' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('Você enviou muitas mensagens. Tente novamente mais tarde.');
  });
});

describe("organizer's preview link (?previa=)", () => {
  /** The detail call opening the draft only with its token, as the server does. */
  function previewApi() {
    return installFakeApi({
      'POST /v2/event/detail/:id': (_url, body) =>
        (body as { previa?: string }).previa === 'tok123'
          ? { ...eventDetailFixture({ id: 7, nome: 'Rascunho Show', tem_faq: true }), previa: true }
          : jsonResponse(404, { message: 'Evento não encontrado.' }),
    });
  }

  it('sends the token and shows the banner instead of any purchase, counting no visit', async () => {
    const api = previewApi();
    renderApp('/evento/7?previa=tok123&carrinho_abandonado=cart9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rascunho Show' })).toBeInTheDocument();
    expect(api.fetchMock.mock.calls.find(([url]) => String(url).includes('event/detail'))?.[1]?.body).toBe(
      '{"senha":"","previa":"tok123"}',
    );
    expect(screen.getByTestId('preview-banner')).toHaveTextContent(
      'Prévia do evento — só a equipe do organizador vê esta página. A venda abre quando o evento for publicado.',
    );
    expect(screen.queryByTestId('buy-box')).not.toBeInTheDocument();
    expect(screen.queryByTestId('buy-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('buy-bar')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Compra de ingressos')).not.toBeInTheDocument();
    expect(api.calls).not.toContain('POST /analytics/visits');
    expect(api.calls.some((call) => call.includes('/event/faq/'))).toBe(false);
  });

  it('a refused token is the 404 page', async () => {
    previewApi();
    renderApp('/evento/7?previa=expired');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });

  it('without the token the page sells as before, without the banner', async () => {
    const api = detailApi(eventDetailFixture({ id: 7 }));
    renderApp('/evento/7');
    expect(await screen.findByTestId('buy-button')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-banner')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls).toContain('POST /analytics/visits'));
  });
});

describe('event page of a queued event (docs/waiting-room.md)', () => {
  function queuedApi(status: QueueStatus, fila = true) {
    return installFakeApi({
      'POST /v2/event/detail/:id': () => eventDetailFixture({ id: 7, nome: 'Rock na Ilha', fila }),
      'GET /queue/7': () => status,
    });
  }

  it('sends a visitor who is not through the line to it, in place of the event page', async () => {
    const api = queuedApi(queueStatusFixture());
    const { url, history } = renderApp('/evento/7');
    await waitFor(() => expect(url().pathname).toBe('/fila/7'));
    expect(api.calls).toContain('GET /queue/7');
    // Replaced: Back does not land on the page that sends them back to the line.
    expect(history).toEqual(['/fila/7']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Você está na fila' })).toBeInTheDocument();
  });

  it('lets through a visitor whose turn it is, or a line that is not queued now', async () => {
    queuedApi(queueStatusFixture({ estado: 'admitido', posicao: 0, a_frente: 0 }));
    const first = renderApp('/evento/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rock na Ilha' })).toBeInTheDocument();
    expect(first.url().pathname).toBe('/evento/7');
    first.unmount();
    queuedApi(queueStatusFixture({ fila: false, estado: 'livre', posicao: 0, a_frente: 0 }));
    const second = renderApp('/evento/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rock na Ilha' })).toBeInTheDocument();
    expect(second.url().pathname).toBe('/evento/7');
  });

  it('asks nothing about a line for an event without one', async () => {
    const api = queuedApi(queueStatusFixture(), false);
    renderApp('/evento/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rock na Ilha' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.includes('/queue/'))).toEqual([]);
  });

  it("opens the session's line when the checkout in the frame is refused for want of a place", async () => {
    const user = userEvent.setup();
    queuedApi(queueStatusFixture({ estado: 'admitido', posicao: 0, a_frente: 0 }));
    const { url } = renderApp('/evento/7');
    await user.click(await screen.findByTestId('buy-button'));
    const frame = (await screen.findByTitle('Compra de ingressos')) as HTMLIFrameElement;
    const queue = { source: 'catraca-checkout', type: 'queue', sessao: 40 };
    window.dispatchEvent(new MessageEvent('message', { data: queue, origin: 'http://evil.example', source: frame.contentWindow }));
    expect(url().pathname).toBe('/evento/7');
    window.dispatchEvent(new MessageEvent('message', { data: queue, origin: 'http://localhost:8080', source: frame.contentWindow }));
    await waitFor(() => expect(url()).toEqual({ pathname: '/fila/7', search: '?sessao=40' }));
  });
});
