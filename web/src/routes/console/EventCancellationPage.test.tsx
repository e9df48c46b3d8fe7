import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CANCELLATION_POLL_MS } from '../../features/console/api/money';
import type { EventCancellation, OrganizerEvent } from '../../features/console/types';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { eventFixture, loginFixture, signIn } from './console-fixtures';

function progress(overrides: Partial<EventCancellation> = {}): EventCancellation {
  return {
    status: 'running',
    message: 'O show foi cancelado pela banda.',
    started_at: '2026-11-28T12:00:00Z',
    done_at: null,
    total: 3,
    refunded: 1,
    failed: 0,
    pending_transfer: 0,
    held: 2,
    owing: 0,
    ...overrides,
  };
}

describe('event cancellation', () => {
  it('a manager cancels an event after typing its name and lands on its progress', async () => {
    signIn('manager');
    let events: OrganizerEvent[] = [eventFixture(4, { nome: 'Noite de Frevo', status: 'publicado', publicado: true })];
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/events': () => events,
      'POST /organizer/events/:id/cancel': (_url, body) => {
        bodies.push(body);
        events = events.map((e) => ({ ...e, status: 'cancelado', cancelado: true }));
        return progress({ refunded: 0, held: 2 });
      },
      'GET /organizer/events/:id/cancel': () => progress(),
    });
    const user = userEvent.setup({ delay: null });
    const app = renderApp('/organizador/eventos');
    const row = await screen.findByTestId('console-event');
    await user.click(within(row).getByRole('button', { name: 'Cancelar evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar evento' });
    expect(dialog).toHaveTextContent('Cancelar Noite de Frevo? Não tem volta');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    await user.type(within(dialog).getByRole('textbox', { name: /Mensagem aos compradores/ }), 'O show foi cancelado pela banda.');
    const name = within(dialog).getByRole('textbox', { name: /digite o nome do evento/ });
    await user.type(name, 'Noite de');
    expect(confirm).toBeDisabled();
    await user.type(name, ' Frevo');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Cancelamento do evento' })).toBeInTheDocument();
    expect(app.url().pathname).toBe('/organizador/eventos/4/cancelamento');
    expect(bodies).toEqual([{ message: 'O show foi cancelado pela banda.' }]);
    expect(await screen.findByTestId('console-cancellation-count')).toHaveTextContent('1 de 3 pedidos reembolsados');
    expect(screen.getByTestId('console-cancellation-state')).toHaveTextContent('Em andamento');
    expect(screen.getByText('2 reservas não pagas ainda a liberar.')).toBeInTheDocument();
    expect(screen.getByText('O show foi cancelado pela banda.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '← Eventos' }));
    const cancelled = await screen.findByTestId('console-event');
    expect(cancelled).toHaveTextContent('Cancelado');
    expect(within(cancelled).queryByRole('button', { name: 'Cancelar evento' })).not.toBeInTheDocument();
    expect(within(cancelled).getByRole('link', { name: 'Acompanhar cancelamento' })).toHaveAttribute('href', '/organizador/eventos/4/cancelamento');
  });

  it('the progress is asked again every few seconds until done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    signIn('finance');
    const polls = [progress(), progress({ status: 'done', refunded: 3, held: 0, pending_transfer: 1, done_at: '2026-11-28T12:05:00Z' })];
    const api = installFakeApi({
      'GET /organizer/me': () => loginFixture('finance'),
      'GET /organizer/events/:id/cancel': () => (polls.length > 1 ? polls.shift() : polls[0]),
    });
    renderApp('/organizador/eventos/4/cancelamento');
    expect(await screen.findByTestId('console-cancellation-count')).toHaveTextContent('1 de 3 pedidos reembolsados');
    expect(screen.getByTestId('console-cancellation-state')).toHaveTextContent('Em andamento');

    await act(() => vi.advanceTimersByTimeAsync(CANCELLATION_POLL_MS));
    await waitFor(() => expect(screen.getByTestId('console-cancellation-count')).toHaveTextContent('3 de 3 pedidos reembolsados'));
    expect(screen.getByTestId('console-cancellation-state')).toHaveTextContent('Concluído');
    // Finance opens the transfers queue: the waiting boleto links to it.
    expect(screen.getByText(/1 boleto espera transferência bancária/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Reembolsos' })).toHaveLength(2);

    // Done: no more asking.
    const asked = api.calls.filter((call) => call === 'GET /organizer/events/4/cancel').length;
    await act(() => vi.advanceTimersByTimeAsync(CANCELLATION_POLL_MS * 3));
    expect(api.calls.filter((call) => call === 'GET /organizer/events/4/cancel')).toHaveLength(asked);
  });

  it('finance follows a cancellation but may not start one; an event not cancelled from the console says so', async () => {
    signIn('finance');
    installFakeApi({
      'GET /organizer/me': () => loginFixture('finance'),
      'GET /organizer/events': () => [eventFixture(4, { nome: 'Noite de Frevo', status: 'publicado', publicado: true })],
      'GET /organizer/events/:id/cancel': () => jsonResponse(404, { message: 'Este evento não foi cancelado pelo painel.' }),
    });
    const app = renderApp('/organizador/eventos');
    const row = await screen.findByTestId('console-event');
    expect(within(row).queryByRole('button', { name: 'Cancelar evento' })).not.toBeInTheDocument();

    act(() => app.navigate('/organizador/eventos/4/cancelamento'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este evento não foi cancelado pelo painel.');
  });
});
