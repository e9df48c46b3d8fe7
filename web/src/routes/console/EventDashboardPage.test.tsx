import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { EventSales } from '../../features/console/types';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { eventFixture, loginFixture, signIn } from './console-fixtures';

function salesFixture(overrides: Partial<EventSales> = {}): EventSales {
  const money = (gross: number, fees: number) => ({ gross, fees, net: gross - fees });
  return {
    event: { id: 5, nome: 'Noite de Frevo', timezone: 'America/Sao_Paulo' },
    totals: { orders: 30, tickets: 50, ...money(520000, 20000) },
    refunded: { orders: 2, amount: 15000 },
    sessions: [
      {
        id: 9,
        inicio: '2026-12-12T21:00:00-03:00',
        fim: null,
        sold: 50,
        checked_in: 20,
        sectors: [
          {
            id: 1,
            nome: 'Pista',
            capacity: 100,
            sold: 40,
            held: 5,
            available: 55,
            ...money(320000, 12000),
            lotes: [{ nome: '1º lote', ordem: 1, capacity: 50, sold: 40, held: 5, available: 5, ...money(320000, 12000) }],
          },
          { id: 2, nome: 'Camarote', capacity: 20, sold: 10, held: 0, available: 10, ...money(200000, 8000), lotes: [] },
        ],
      },
    ],
    methods: [
      { method: 'pix', orders: 20, ...money(320000, 12000) },
      { method: 'card', orders: 10, ...money(200000, 8000) },
    ],
    days: [
      { date: '2026-12-01', orders: 10, tickets: 20, gross: 200000 },
      { date: '2026-12-02', orders: 20, tickets: 30, gross: 320000 },
    ],
    visits: 600,
    conversion: 0.05,
    generated_at: '2026-12-12T23:10:05Z',
    ...overrides,
  };
}

function figure(key: string): HTMLElement {
  return screen.getByTestId(`dashboard-${key}`);
}

describe('/organizador/eventos/:id', () => {
  it('shows the sales answer: figures, days, sectors and lotes, methods, door, and the event links', async () => {
    signIn('finance');
    const api = installFakeApi({
      'GET /organizer/me': () => loginFixture('finance'),
      'GET /organizer/events': () => [eventFixture(5, { nome: 'Noite de Frevo', status: 'publicado', url: '/noite-de-frevo' })],
      'GET /organizer/events/:id/sales': () => salesFixture(),
    });
    renderApp('/organizador/eventos/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Noite de Frevo' })).toBeInTheDocument();
    expect(figure('tickets')).toHaveTextContent(/50de 120 \(41,7%\)/);
    expect(figure('gross')).toHaveTextContent(/R\$\s5\.200,00/);
    expect(figure('net')).toHaveTextContent(/R\$\s5\.000,00/);
    expect(figure('fees')).toHaveTextContent(/R\$\s200,00/);
    expect(figure('orders')).toHaveTextContent('30');
    expect(figure('refunded')).toHaveTextContent(/R\$\s150,00.*2 pedidos/);
    expect(figure('conversion')).toHaveTextContent(/5%.*600 visitas à página/);
    expect(await screen.findByText(/Publicado/)).toBeInTheDocument();

    // The chart of days is hidden from screen readers, and its figures are in a table for them.
    const days = screen.getByRole('table', { name: 'Vendas por dia' });
    expect(within(days).getByRole('row', { name: /01\/12 20 10 R\$\s2\.000,00/ })).toBeInTheDocument();
    expect(within(days).getByRole('row', { name: /02\/12 30 20 R\$\s3\.200,00/ })).toBeInTheDocument();

    const lotes = screen.getByRole('table', { name: 'Setores e lotes' });
    expect(within(lotes).getByRole('row', { name: /^Pista 100 40 5 55 R\$\s3\.200,00 R\$\s3\.080,00$/ })).toBeInTheDocument();
    expect(within(lotes).getByRole('row', { name: /^Pista · 1º lote 50 40 5 5/ })).toBeInTheDocument();
    expect(within(lotes).getByRole('row', { name: /^Camarote 20 10 0 10/ })).toBeInTheDocument();

    const methods = screen.getByRole('table', { name: 'Por meio de pagamento' });
    expect(within(methods).getByRole('row', { name: /^Pix 20 R\$\s3\.200,00 R\$\s120,00 R\$\s3\.080,00 61,5%$/ })).toBeInTheDocument();
    expect(within(methods).getByRole('row', { name: /^Cartão 10/ })).toBeInTheDocument();

    expect(screen.getByTestId('dashboard-door-session')).toHaveTextContent('12/12/2026, 21:00 · 20 de 50 entraram (40%)');
    expect(screen.getByRole('progressbar', { name: /20 de 50 entraram/ })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByTestId('dashboard-updated')).toHaveTextContent('atualizado às 20:10:05');

    expect(screen.getByRole('link', { name: 'Pedidos do evento' })).toHaveAttribute('href', '/organizador/pedidos?evento=5');
    expect(screen.getByRole('link', { name: 'Editar evento' })).toHaveAttribute('href', '/organizador/eventos/5/editar');
    for (const name of ['Participantes (CSV)', 'Pedidos (CSV)', 'Lista/campanha (CSV)']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(api.calls).toContain('GET /organizer/events/5/sales');
  });

  it('refreshes by itself every 15 s while a session is on, and every minute otherwise', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // An hour into the session: the door is open.
    vi.setSystemTime(new Date('2026-12-12T22:00:00-03:00'));
    signIn('owner');
    let checkedIn = 20;
    let reads = 0;
    installFakeApi({
      'GET /organizer/me': () => loginFixture('owner'),
      'GET /organizer/events': () => [],
      'GET /organizer/events/:id/sales': () => {
        reads++;
        const sales = salesFixture({ generated_at: new Date().toISOString() });
        return { ...sales, sessions: sales.sessions?.map((session) => ({ ...session, checked_in: checkedIn })) };
      },
    });
    renderApp('/organizador/eventos/5');
    expect(await screen.findByText('Ao vivo')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-door-session')).toHaveTextContent('20 de 50 entraram (40%)');
    expect(screen.getByTestId('dashboard-updated')).toHaveTextContent(/atualizado às 22:00:0\d/);
    const first = reads;

    checkedIn = 35;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await screen.findByText(/35 de 50 entraram \(70%\)/)).toBeInTheDocument();
    expect(reads).toBe(first + 1);
    expect(screen.getByTestId('dashboard-updated')).toHaveTextContent(/atualizado às 22:00:1\d/);

    // Two days later the session is over: once a minute.
    vi.setSystemTime(new Date('2026-12-14T22:00:00-03:00'));
    await vi.advanceTimersByTimeAsync(15_000);
    await screen.findByText(/atualizado às 22:00:/);
    expect(screen.queryByText('Ao vivo')).not.toBeInTheDocument();
    const idle = reads;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reads).toBe(idle);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reads).toBe(idle + 1);
  });

  it('an event without sales says so, with zeros and no conversion before a visit', async () => {
    signIn('manager');
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/events/:id/sales': () =>
        salesFixture({
          totals: { orders: 0, tickets: 0, gross: 0, fees: 0, net: 0 },
          refunded: { orders: 0, amount: 0 },
          sessions: [
            {
              id: 9,
              inicio: '2027-03-01T20:00:00-03:00',
              fim: '2027-03-02T02:00:00-03:00',
              sold: 0,
              checked_in: 0,
              sectors: [{ id: 1, nome: 'Pista', capacity: 100, sold: 0, held: 0, available: 100, gross: 0, fees: 0, net: 0, lotes: [] }],
            },
          ],
          methods: [],
          days: [],
          visits: 0,
          conversion: null,
        }),
    });
    renderApp('/organizador/eventos/5');
    expect(await screen.findByText(/Nenhuma venda ainda/)).toBeInTheDocument();
    expect(screen.getByText('Nenhuma venda por enquanto.')).toBeInTheDocument();
    expect(figure('tickets')).toHaveTextContent(/0de 100 \(0%\)/);
    expect(figure('gross')).toHaveTextContent(/R\$\s0,00/);
    expect(figure('conversion')).toHaveTextContent(/—.*0 visita à página/);
    expect(screen.getByTestId('dashboard-door-session')).toHaveTextContent('0 de 0 entraram (0%)');
    expect(screen.queryByText('Ao vivo')).not.toBeInTheDocument();
  });

  it('a door user is refused without asking for the sales, and sees event names without a link', async () => {
    signIn('door');
    const api = installFakeApi({
      'GET /organizer/me': () => loginFixture('door'),
      'GET /organizer/events': () => [eventFixture(5, { nome: 'Noite de Frevo' })],
    });
    const { navigate } = renderApp('/organizador/eventos/5');
    expect(await screen.findByText('Seu papel não permite esta ação.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.includes('/sales'))).toBe(false);

    navigate('/organizador/eventos');
    expect(await screen.findByText('Noite de Frevo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Noite de Frevo' })).not.toBeInTheDocument();
  });

  it("another organizer's event answers as unknown", async () => {
    signIn('owner');
    installFakeApi({
      'GET /organizer/me': () => loginFixture('owner'),
      'GET /organizer/events/:id/sales': () => jsonResponse(404, { message: 'Evento não encontrado.' }),
    });
    renderApp('/organizador/eventos/77');
    expect(await screen.findByRole('alert')).toHaveTextContent('Evento não encontrado.');
  });
});
