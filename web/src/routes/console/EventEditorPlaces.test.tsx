import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from './event-editor-test-helpers';
import { describe, expect, it } from 'vitest';
import type { EventDoc } from '../../features/console/event-form/document';
import type { Place } from '../../features/console/types';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { eventFixture, loginFixture, signIn } from './console-fixtures';
import { CATEGORIES, eventDocFixture, previewFixture } from './event-doc-fixtures';

function place(id: string, nome: string, cidade = 'Recife', estado = 'PE'): Place {
  return { id, nome, cidade, estado, cidade_ibge: 2611606, endereco: '', bairro: '', cep: '', latitude: null, longitude: null };
}

const PLACES = [place('paco', 'Paço do Frevo'), place('marco-zero', 'Marco Zero')];

function api(extra: Parameters<typeof installFakeApi>[0] = {}) {
  const sent: EventDoc[] = [];
  const calls = installFakeApi({
    'GET /organizer/me': () => loginFixture('owner'),
    'GET /organizer/events': () => [eventFixture(9, { status: 'publicado', publicado: true, url: '/noite-de-frevo' })],
    'GET /organizer/events/9': () => eventDocFixture(),
    'GET /organizer/events/9/preview': () => previewFixture(9, 'Noite de Frevo', '/noite-de-frevo'),
    'GET /v2/events/categories/list': () => CATEGORIES,
    'GET /organizer/places': (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return PLACES.filter((p) => p.nome.toLowerCase().includes(q) || p.cidade.toLowerCase().includes(q));
    },
    'PUT /organizer/events/9': (_url, body) => {
      sent.push(body as EventDoc);
      return body;
    },
    ...extra,
  }).calls;
  return { sent, calls };
}

async function open() {
  signIn('owner');
  const user = userEvent.setup({ delay: null, applyAccept: false });
  renderApp('/organizador/eventos/9/editar');
  await screen.findByDisplayValue('Noite de Frevo');
  return user;
}

describe('the event editor: place and poster', () => {
  it('finds a place by name and chooses it', async () => {
    const { sent } = api();
    const user = await open();
    const picker = screen.getByRole('textbox', { name: 'Local' });
    await waitFor(() => expect(picker).toHaveValue('Paço do Frevo — Recife/PE'));
    await user.clear(picker);
    await user.type(picker, 'marco');
    await user.click(await screen.findByRole('option', { name: 'Marco Zero — Recife/PE' }));
    expect(picker).toHaveValue('Marco Zero — Recife/PE');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Evento salvo.');
    expect(sent[0]?.local).toBe('marco-zero');
  });

  it('makes a new place with its municipality from the city search, and chooses it', async () => {
    const made: unknown[] = [];
    const { sent } = api({
      'GET /v2/city/search': (url) => (url.searchParams.get('query') === 'Olin' ? [{ id: 2609600, name: 'Olinda', state: 'PE', order: 0 }] : []),
      'POST /organizer/places': (_url, body) => {
        made.push(body);
        if (!(body as { cep: string }).cep.match(/^\d{5}-?\d{3}$/)) {
          return jsonResponse(422, { message: 'cep: CEP inválido', fields: { cep: 'CEP inválido' } });
        }
        return jsonResponse(201, { ...place('casa-da-rabeca', 'Casa da Rabeca', 'Olinda'), cidade_ibge: 2609600 });
      },
    });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Novo local' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo local' });
    await fill(user, within(dialog).getByLabelText('Nome do local'), 'Casa da Rabeca');
    await fill(user, within(dialog).getByLabelText('Endereço'), 'Rua Curupira, 340');
    await fill(user, within(dialog).getByLabelText('Bairro'), 'Cidade Tabajara');
    await user.type(within(dialog).getByLabelText('CEP'), '53');
    await user.type(within(dialog).getByRole('textbox', { name: 'Município' }), 'Olin');
    await user.click(await screen.findByRole('option', { name: 'Olinda/PE' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar local' }));
    expect(await within(dialog).findByText('CEP inválido')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('CEP'), '350-170');
    await user.click(within(dialog).getByRole('button', { name: 'Criar local' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(made.at(-1)).toEqual({
      nome: 'Casa da Rabeca',
      endereco: 'Rua Curupira, 340',
      bairro: 'Cidade Tabajara',
      cep: '53350-170',
      cidade_ibge: 2609600,
      latitude: null,
      longitude: null,
    });
    expect(screen.getByRole('textbox', { name: 'Local' })).toHaveValue('Casa da Rabeca — Olinda/PE');
    // The dialog's own form did not save the event.
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Evento salvo.');
    expect(sent[0]?.local).toBe('casa-da-rabeca');
  });

  it('checks a poster before sending it, uploads it, and shows the card as the form stands', async () => {
    const uploads: string[] = [];
    const { sent } = api({
      'POST /organizer/events/9/poster': (_url, _body, headers) => {
        uploads.push(headers['Content-Type'] ?? '');
        return jsonResponse(201, { imagem: '/media/cartaz.png', url: '/media/cartaz-640.png' });
      },
    });
    const user = await open();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['gif'], 'cartaz.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Escolha uma imagem JPEG, PNG ou WebP.')).toBeInTheDocument();
    const huge = new File(['png'], 'cartaz.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 16 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByText('A imagem passa de 15 MB; envie uma menor.')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await user.upload(input, new File(['png'], 'cartaz.png', { type: 'image/png' }));
    expect(await screen.findByText('Cartaz enviado.')).toBeInTheDocument();
    expect(uploads).toEqual(['image/png']);
    const card = screen.getByTestId('card-preview');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/cartaz-640.png');
    expect(card).toHaveTextContent('Noite de Frevo');
    expect(card).toHaveTextContent('Paço do Frevo · Recife/PE');
    expect(card).toHaveTextContent('A partir de R$ 40,00');
    expect(card).toHaveTextContent('12 dez');
    expect(screen.getByRole('link', { name: 'Ver a página do evento' })).toHaveAttribute('href', '/noite-de-frevo');
    // The server stored it already: nothing is unsaved, and a save keeps it.
    expect(screen.queryByRole('button', { name: 'Descartar alterações' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome'), '!');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Evento salvo.');
    expect(sent[0]?.imagem).toBe('/media/cartaz.png');
  });

  it('offers the poster only once a new event is saved', async () => {
    signIn('owner');
    installFakeApi({ 'GET /organizer/me': () => loginFixture('owner') });
    renderApp('/organizador/eventos/novo');
    expect(await screen.findByText('Envie o cartaz depois de criar o rascunho.')).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
