import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrganizerEvent } from '../../features/console/types';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { captureDownloads, eventFixture, loginFixture, rowWith, signIn } from './console-fixtures';

const eventRow = (name: string) => rowWith('console-event', name);

describe('/organizador/eventos', () => {
  it('a manager sees status, dates and sales, and publishes and unpublishes after confirming', async () => {
    signIn('manager');
    let events: OrganizerEvent[] = [
      eventFixture(1, { nome: 'Noite de Frevo', vendidos: 1234, bruto: 123456 }),
      eventFixture(2, { nome: 'Samba na Praça', status: 'publicado', publicado: true, url: '/samba-na-praca', vendidos: 1, bruto: 5000 }),
      eventFixture(3, { nome: 'Forró Cancelado', status: 'cancelado', cancelado: true }),
    ];
    const calls: string[] = [];
    const toggle = (publish: boolean) => (url: URL) => {
      const id = Number(url.pathname.split('/').at(-2));
      calls.push(`${id} ${publish ? 'publish' : 'unpublish'}`);
      events = events.map((e) =>
        e.id === id ? { ...e, publicado: publish, status: publish ? 'publicado' : 'rascunho', url: publish ? `/evento-${id}` : '' } : e,
      );
      return { changed: true, publicado: publish };
    };
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/events': () => events,
      'POST /organizer/events/:id/publish': toggle(true),
      'POST /organizer/events/:id/unpublish': toggle(false),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/eventos');
    expect(await screen.findByText('Noite de Frevo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noite de Frevo' })).toHaveAttribute('href', '/organizador/eventos/1');

    const frevo = eventRow('Noite de Frevo');
    expect(frevo).toHaveTextContent('Rascunho');
    expect(frevo).toHaveTextContent('12/12/2026, 21:00 – 13/12/2026, 02:00');
    expect(frevo).toHaveTextContent(/1234 ingressos vendidos · Bruto: R\$\s1\.234,56/);
    expect(within(frevo).queryByRole('link', { name: 'Ver como ficará' })).not.toBeInTheDocument();
    expect(within(frevo).getByRole('link', { name: 'Editar Noite de Frevo' })).toHaveAttribute('href', '/organizador/eventos/1/editar');
    expect(screen.getByRole('link', { name: 'Novo evento' })).toHaveAttribute('href', '/organizador/eventos/novo');
    const samba = eventRow('Samba na Praça');
    expect(samba).toHaveTextContent('Publicado');
    expect(samba).toHaveTextContent('1 ingresso vendido');
    expect(within(samba).getByRole('link', { name: 'Ver como ficará' })).toHaveAttribute('href', '/samba-na-praca');
    const cancelled = eventRow('Forró Cancelado');
    expect(within(cancelled).queryByRole('button', { name: /Publicar|Despublicar/ })).not.toBeInTheDocument();
    expect(within(cancelled).getByRole('button', { name: 'Participantes (CSV)' })).toBeInTheDocument();

    await user.click(within(frevo).getByRole('button', { name: 'Publicar' }));
    const publish = await screen.findByRole('dialog', { name: 'Publicar evento' });
    expect(publish).toHaveTextContent('Publicar Noite de Frevo?');
    await user.click(within(publish).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Noite de Frevo publicado.')).toBeInTheDocument();
    expect(await within(eventRow('Noite de Frevo')).findByRole('link', { name: 'Ver como ficará' })).toHaveAttribute('href', '/evento-1');

    await user.click(within(eventRow('Samba na Praça')).getByRole('button', { name: 'Despublicar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Despublicar evento' })).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Samba na Praça voltou a ser rascunho.')).toBeInTheDocument();
    expect(calls).toEqual(['1 publish', '2 unpublish']);
  });

  it('a door user sees the list without actions, and a refused publish shows the role message', async () => {
    signIn('door');
    installFakeApi({
      'GET /organizer/me': () => loginFixture('door'),
      'GET /organizer/events': () => [eventFixture(1, { nome: 'Noite de Frevo' })],
    });
    const { unmount } = renderApp('/organizador/eventos');
    expect(await screen.findByText('Noite de Frevo')).toBeInTheDocument();
    expect(within(eventRow('Noite de Frevo')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Editar|Novo evento/ })).not.toBeInTheDocument();
    unmount();

    // A manager demoted since the login: the server refuses.
    signIn('manager');
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/events': () => [eventFixture(1, { nome: 'Noite de Frevo' })],
      'POST /organizer/events/:id/publish': () => jsonResponse(403, { message: 'Seu papel não permite esta ação.' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/eventos');
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Publicar evento' })).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Seu papel não permite esta ação.')).toBeInTheDocument();
  });
});

describe('/organizador/eventos preview links', () => {
  it("a manager makes a draft's preview link and opens it; a published event keeps its page; a refusal shows the message", async () => {
    signIn('manager');
    let refuse = false;
    const asked: string[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/events': () => [
        eventFixture(1, { nome: 'Noite de Frevo' }),
        eventFixture(2, { nome: 'Samba na Praça', status: 'publicado', publicado: true, url: '/samba-na-praca' }),
      ],
      'POST /organizer/events/:id/preview-link': (url) => {
        asked.push(url.pathname);
        if (refuse) return jsonResponse(403, { message: 'Seu papel não permite esta ação.' });
        return { url: 'https://store.example/noite-de-frevo?previa=tok123', expires_at: '2026-12-01T15:30:00Z' };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/eventos');
    await screen.findByText('Noite de Frevo');
    expect(within(eventRow('Samba na Praça')).queryByRole('button', { name: /Gerar link de prévia/ })).not.toBeInTheDocument();
    const frevo = eventRow('Noite de Frevo');
    expect(within(frevo).queryByRole('link', { name: 'Abrir prévia' })).not.toBeInTheDocument();

    await user.click(within(frevo).getByRole('button', { name: 'Gerar link de prévia de Noite de Frevo' }));
    const open = await within(eventRow('Noite de Frevo')).findByRole('link', { name: 'Abrir prévia' });
    expect(open).toHaveAttribute('href', 'https://store.example/noite-de-frevo?previa=tok123');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener');
    const until = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short' }).format(new Date('2026-12-01T15:30:00Z'));
    expect(eventRow('Noite de Frevo')).toHaveTextContent(`válido até ${until}`);
    expect(asked).toEqual(['/api/organizer/events/1/preview-link']);

    refuse = true;
    await user.click(within(eventRow('Noite de Frevo')).getByRole('button', { name: 'Gerar link de prévia de Noite de Frevo' }));
    expect(await within(eventRow('Noite de Frevo')).findByRole('alert')).toHaveTextContent('Seu papel não permite esta ação.');
  });
});

describe('/organizador/eventos spreadsheets', () => {
  it('a finance user downloads a CSV with the Bearer token, and a refused one shows the role message', async () => {
    signIn('finance');
    const seen: string[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('finance'),
      'GET /organizer/events': () => [eventFixture(1, { nome: 'Noite de Frevo', status: 'publicado', publicado: true, url: '/noite-de-frevo' })],
      'GET /organizer/events/:id/attendees.csv': (_url, _body, headers) => {
        seen.push(headers.Authorization ?? '');
        return new Response('\uFEFFpedido;codigo\r\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="noite-de-frevo-participantes.csv"' },
        });
      },
      'GET /organizer/events/:id/orders.csv': (_url, _body, headers) => {
        seen.push(headers.Authorization ?? '');
        return jsonResponse(403, { message: 'forbidden' });
      },
    });
    const { createObjectURL, names } = captureDownloads();
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/eventos');
    const row = await screen.findByTestId('console-event');
    expect(within(row).queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Participantes (CSV)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(names).toEqual(['noite-de-frevo-participantes.csv']);
    expect(seen[0]).toMatch(/^Bearer .+/);

    await user.click(within(row).getByRole('button', { name: 'Pedidos (CSV)' }));
    expect(await screen.findByText('Seu papel não permite esta ação.')).toBeInTheDocument();
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('door users get no spreadsheet buttons', async () => {
    signIn('door');
    installFakeApi({
      'GET /organizer/me': () => loginFixture('door'),
      'GET /organizer/events': () => [eventFixture(1, { nome: 'Noite de Frevo' })],
    });
    renderApp('/organizador/eventos');
    expect(await screen.findByText('Noite de Frevo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Participantes (CSV)' })).not.toBeInTheDocument();
  });
});
