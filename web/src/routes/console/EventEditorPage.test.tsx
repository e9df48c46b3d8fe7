import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from './event-editor-test-helpers';
import { describe, expect, it, vi } from 'vitest';
import type { EventDoc } from '../../features/console/event-form/document';
import { installFakeApi, jsonResponse, type FakeRoutes } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { CATEGORIES, eventDocFixture, previewFixture } from './event-doc-fixtures';
import { loginFixture, signIn } from './console-fixtures';

const EDIT = '/organizador/eventos/9/editar';

/** The editor's API: the stored document, the categories, and every PUT body kept. */
function editorApi(doc: EventDoc = eventDocFixture(), routes: FakeRoutes = {}) {
  const sent: EventDoc[] = [];
  installFakeApi({
    'GET /organizer/me': () => loginFixture('manager'),
    'GET /organizer/events': () => [],
    'GET /organizer/events/9': () => doc,
    'GET /organizer/events/9/preview': () => previewFixture(9, doc.nome ?? '', '/noite-de-frevo'),
    'GET /v2/events/categories/list': () => CATEGORIES,
    'PUT /organizer/events/9': (_url, body) => {
      sent.push(body as EventDoc);
      return body;
    },
    ...routes,
  });
  return sent;
}

async function openEditor() {
  signIn('manager');
  const user = userEvent.setup({ delay: null });
  const view = renderApp(EDIT);
  await screen.findByDisplayValue('Noite de Frevo');
  return { user, ...view };
}

function setTime(label: string | HTMLElement, value: string) {
  const input = typeof label === 'string' ? screen.getByLabelText(label) : label;
  fireEvent.change(input, { target: { value } });
}

async function typeMoney(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('/organizador/eventos/:id/editar', () => {
  it('saved back unchanged, the document keeps its coupons and unshown fields, with times as local wall clock', async () => {
    const sent = editorApi();
    const { user } = await openEditor();
    expect(screen.getByLabelText('Início das vendas')).toHaveValue('2026-12-01T10:00');
    expect(screen.getAllByText('Horário de America/Recife').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Preço', { selector: '#event-sessoes-0-setores-0-preco_centavos' })).toHaveValue('R$ 50,00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Evento salvo.')).toBeInTheDocument();
    const stored = eventDocFixture();
    expect(sent[0]).toEqual({
      ...stored,
      venda_inicio: '2026-12-01 10:00',
      sessoes: [
        {
          ...stored.sessoes![0],
          inicio: '2026-12-12 21:00',
          fim: '2026-12-13 02:00',
        },
      ],
    });
    // Coupons go back exactly as read, their RFC 3339 times included.
    expect(sent[0]?.cupons).toEqual(stored.cupons);
  });

  it('sends exact centavos and local times for what was typed', async () => {
    const sent = editorApi();
    const { user } = await openEditor();
    await typeMoney(user, document.getElementById('event-sessoes-0-setores-0-preco_centavos')!, '1234,56');
    await typeMoney(user, document.getElementById('event-sessoes-0-setores-0-lotes-0-preco_centavos')!, '0,29');
    const capacity = document.getElementById('event-sessoes-0-setores-0-capacidade')!;
    await user.clear(capacity);
    await user.type(capacity, '1200');
    setTime(document.getElementById('event-sessoes-0-inicio')!, '2026-12-19T20:30');
    setTime('Fim das vendas', '2026-12-19T18:00');
    await user.click(screen.getByRole('switch', { name: 'Meia-entrada (metade do preço)' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Evento salvo.');
    const sector = sent[0]?.sessoes?.[0]?.setores?.[0];
    expect(sector?.preco_centavos).toBe(123456);
    expect(sector?.lotes?.[0]?.preco_centavos).toBe(29);
    expect(sector?.capacidade).toBe(1200);
    expect(sector?.meia_entrada).toBe(false);
    expect(sent[0]?.sessoes?.[0]?.inicio).toBe('2026-12-19 20:30');
    expect(sent[0]?.venda_fim).toBe('2026-12-19 18:00');
  });

  it('the waiting room: switch and rate per event and per session, read and sent back', async () => {
    const stored = eventDocFixture({ fila: true, fila_por_minuto: 120 });
    const sent = editorApi(stored);
    const { user } = await openEditor();
    const eventSwitch = document.getElementById('event-fila')!;
    const sessionSwitch = document.getElementById('event-sessoes-0-fila')!;
    expect(eventSwitch).toBeChecked();
    expect(eventSwitch).toHaveAccessibleName('Fila de espera');
    expect(eventSwitch).toHaveAccessibleDescription(/todas as sessões numa só fila/);
    expect(sessionSwitch).toHaveAccessibleDescription('Só esta sessão, numa fila própria.');
    const eventRate = screen.getByLabelText('Pessoas por minuto');
    expect(eventRate).toHaveValue('120');
    expect(eventRate).toHaveAccessibleDescription('Vazio usa o padrão da loja.');
    expect(sessionSwitch).not.toBeChecked();
    expect(document.getElementById('event-sessoes-0-fila_por_minuto')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Evento salvo.');
    expect(sent[0]).toMatchObject({ fila: true, fila_por_minuto: 120 });
    // What the form was not told stays out: the session had no line of its own.
    expect(sent[0]?.sessoes?.[0]).not.toHaveProperty('fila');
    expect(sent[0]?.sessoes?.[0]).not.toHaveProperty('fila_por_minuto');

    await user.click(sessionSwitch);
    const sessionRate = await waitFor(() => document.getElementById('event-sessoes-0-fila_por_minuto')!);
    expect(sessionRate).toHaveValue('');
    await fill(user, sessionRate, '60');
    // Emptied, the event's rate is the store's default again (0).
    await user.clear(eventRate);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ fila: true, fila_por_minuto: 0 });
    expect(sent[1]?.sessoes?.[0]).toMatchObject({ fila: true, fila_por_minuto: 60 });
    expect(eventRate).toHaveValue('');
  });

  it('adds and removes sessions, sectors, lotes and questions in place', async () => {
    const sent = editorApi();
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Adicionar sessão' }));
    expect(screen.getByRole('group', { name: 'Sessão 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar setor à Sessão 1' }));
    await fill(user, document.getElementById('event-sessoes-0-setores-1-nome')!, 'Camarote');
    await user.click(screen.getByRole('button', { name: 'Adicionar lote ao Setor 2 da Sessão 1' }));
    await user.type(document.getElementById('event-sessoes-0-setores-1-lotes-0-nome')!, 'Promo');
    await user.click(screen.getByRole('button', { name: 'Remover Lote 1 do Setor 1 da Sessão 1' }));
    await user.click(screen.getByRole('button', { name: 'Remover Pergunta 1' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    await fill(user, screen.getByLabelText('Pergunta'), 'Pode levar criança?');
    // The new session goes first; then it is removed again.
    await user.click(screen.getByRole('button', { name: 'Subir Sessão 2' }));
    expect(document.getElementById('event-sessoes-0-setores-0-nome')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remover Sessão 1' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Evento salvo.');
    const doc = sent[0]!;
    expect(doc.sessoes).toHaveLength(1);
    const sectors = doc.sessoes![0]!.setores!;
    expect(sectors.map((sector) => sector.nome)).toEqual(['Pista', 'Camarote']);
    expect(sectors[0]?.lotes).toEqual([]);
    expect(sectors[1]?.lotes).toEqual([{ nome: 'Promo', preco_centavos: 0, quantidade: null, ate: null }]);
    expect(sectors[1]?.id).toMatch(/^setor-[a-z0-9]{8}$/);
    expect(doc.faq).toEqual([{ id: expect.stringMatching(/^pergunta-/) as string, pergunta: 'Pode levar criança?', resposta: '' }]);
  });

  it("shows each refusal beside its field, lists the ones no input shows, and brings the first into view", async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    editorApi(eventDocFixture(), {
      'PUT /organizer/events/9': () =>
        jsonResponse(422, {
          message: 'sessoes.0.setores.0.capacidade: capacidade deve ser de 1 a 1000000',
          fields: {
            'sessoes.0.setores.0.capacidade': 'capacidade deve ser de 1 a 1000000',
            'cupons.0.valor': 'valor do cupom percentual deve ser de 1 a 100',
          },
        }),
    });
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const capacity = document.getElementById('event-sessoes-0-setores-0-capacidade')!;
    await waitFor(() => expect(capacity).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('capacidade deve ser de 1 a 1000000')).toBeInTheDocument();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('O evento não foi salvo');
    expect(summary).toHaveTextContent('cupons.0.valor: valor do cupom percentual deve ser de 1 a 100');
    expect(summary).not.toHaveTextContent('capacidade deve ser');
    expect(scrolled.mock.contexts[0]).toBe(capacity);
    expect(capacity).toHaveFocus();
    // Typing in the field clears its refusal.
    await user.type(capacity, '0');
    expect(capacity).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before leaving with unsaved changes, and the browser asks before unloading', async () => {
    editorApi();
    const { user, url } = await openEditor();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Nome'), ' 2');
    const again = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('link', { name: '← Voltar aos eventos' }));
    expect(confirm).toHaveBeenCalledWith('Há alterações não salvas neste evento. Sair mesmo assim?');
    expect(url().pathname).toBe(EDIT);
    await user.click(screen.getByRole('link', { name: 'Eventos' }));
    await waitFor(() => expect(url().pathname).toBe('/organizador/eventos'));
  });

  it('keeps the unsaved form in the tab, restores it on reload, and discards it on request', async () => {
    editorApi();
    const first = await openEditor();
    await first.user.clear(screen.getByLabelText('Nome'));
    await fill(first.user, screen.getByLabelText('Nome'), 'Frevo de Rua');
    first.unmount();

    const { user } = await openEditorWith('Frevo de Rua');
    expect(screen.getByText('Alterações não salvas desta aba foram restauradas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descartar alterações' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByDisplayValue('Noite de Frevo')).toBeInTheDocument();
    expect(sessionStorage.getItem('console:event-draft:9')).toBeNull();
  });

  it('is for owners and managers: finance gets the role message', async () => {
    signIn('finance');
    installFakeApi({ 'GET /organizer/me': () => loginFixture('finance') });
    renderApp(EDIT);
    expect(await screen.findByText('Seu papel não permite esta ação.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument();
  });
});

async function openEditorWith(name: string) {
  const user = userEvent.setup({ delay: null });
  renderApp(EDIT);
  await screen.findByDisplayValue(name);
  return { user };
}

describe('/organizador/eventos/novo', () => {
  it('creates a draft from the filled form and moves to its edit page with a notice', async () => {
    signIn('owner');
    const created: EventDoc[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('owner'),
      'GET /v2/events/categories/list': () => CATEGORIES,
      'POST /organizer/events': (_url, body) => {
        created.push(body as EventDoc);
        return new Response(JSON.stringify({ ...(body as EventDoc), id: 'ev-00000000000000aa' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json', Location: '/api/organizer/events/42' },
        });
      },
      'GET /organizer/events/42': () => ({ ...created[0], id: 'ev-00000000000000aa' }),
      'GET /organizer/events/42/preview': () => previewFixture(42, 'Samba na Praça', '/evento/42'),
      'POST /organizer/events/42/preview-link': () => ({ url: 'https://store.example/evento/42?previa=tok42', expires_at: '2026-12-01T15:30:00Z' }),
    });
    const user = userEvent.setup({ delay: null });
    const { url } = renderApp('/organizador/eventos/novo');
    await fill(user, await screen.findByLabelText('Nome'), 'Samba na Praça');
    await user.click(screen.getByRole('textbox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Teatro' }));
    expect(screen.getByRole('textbox', { name: 'Fuso horário' })).toHaveValue('Sao Paulo');
    await user.click(screen.getByRole('textbox', { name: 'Canal de venda' }));
    await user.click(await screen.findByRole('option', { name: 'Vendido em outro site (link externo)' }));
    await fill(user, screen.getByLabelText('Link da venda externa'), 'https://outra.example/samba');
    setTime(document.getElementById('event-sessoes-0-inicio')!, '2027-02-14T16:00');
    await user.type(document.getElementById('event-sessoes-0-setores-0-nome')!, 'Geral');
    await typeMoney(user, document.getElementById('event-sessoes-0-setores-0-preco_centavos')!, '80,10');
    await user.type(document.getElementById('event-sessoes-0-setores-0-capacidade')!, '500');
    await user.click(screen.getByRole('button', { name: 'Criar rascunho' }));

    expect(await screen.findByText(/Rascunho criado/)).toBeInTheDocument();
    expect(url().pathname).toBe('/organizador/eventos/42/editar');
    // A draft: its card shows, its storefront page through a preview link.
    expect(await screen.findByTestId('card-preview')).toHaveTextContent('Samba na Praça');
    await user.click(screen.getByRole('button', { name: 'Gerar link de prévia de Samba na Praça' }));
    expect(await screen.findByRole('link', { name: 'Abrir prévia' })).toHaveAttribute('href', 'https://store.example/evento/42?previa=tok42');
    const doc = created[0]!;
    expect(doc).toMatchObject({
      nome: 'Samba na Praça',
      categoria: 2,
      timezone: 'America/Sao_Paulo',
      one_checkout: 41,
      link_externo: 'https://outra.example/samba',
      cupons: [],
    });
    expect(doc.sessoes?.[0]).toMatchObject({ inicio: '2027-02-14 16:00', setores: [{ nome: 'Geral', preco_centavos: 8010, capacidade: 500 }] });
    expect(sessionStorage.getItem('console:event-draft:new')).toBeNull();
  });
});
