import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES_PAGE_SIZE } from '../../features/console/api/messages';
import type { OrganizerMessage } from '../../features/console/types';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { eventFixture, loginFixture, signIn } from './console-fixtures';

function message(id: number, event: number): OrganizerMessage {
  return {
    id,
    at: '2026-11-20T15:30:00Z',
    customer_name: `Cliente ${id}`,
    customer_email: `cliente${id}@example.com`,
    event: { id: event, nome: `Evento ${event}` },
    message: `Pergunta ${id}`,
  };
}

describe('/organizador/mensagens', () => {
  it('lists messages newest first with a reply link, loads more, and filters by event', async () => {
    signIn('manager');
    const total = MESSAGES_PAGE_SIZE + 2;
    // Odd ids are about event 1, even ones about event 2.
    const all = Array.from({ length: total }, (_, i) => message(total - i, (total - i) % 2 ? 1 : 2));
    const asked: string[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/events': () => [eventFixture(1), eventFixture(2)],
      'GET /organizer/messages': (url) => {
        asked.push(url.search);
        const event = Number(url.searchParams.get('event') ?? 0);
        const before = Number(url.searchParams.get('before') ?? total + 1);
        const limit = Number(url.searchParams.get('limit'));
        return { messages: all.filter((m) => (!event || m.event?.id === event) && m.id < before).slice(0, limit) };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/mensagens');
    const first = (await screen.findAllByTestId('console-message'))[0]!;
    expect(first).toHaveTextContent(`Cliente ${total} (cliente${total}@example.com)`);
    expect(first).toHaveTextContent(`Pergunta ${total}`);
    expect(screen.getByRole('link', { name: `Responder a Cliente ${total} por e-mail` })).toHaveAttribute(
      'href',
      `mailto:cliente${total}@example.com?subject=Re%3A%20Evento%202`,
    );
    expect(screen.getAllByTestId('console-message')).toHaveLength(MESSAGES_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Pergunta 1')).toBeInTheDocument();
    expect(screen.getAllByTestId('console-message')).toHaveLength(total);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('Evento'), 'Evento 1');
    expect(await screen.findByText('Pergunta 1')).toBeInTheDocument();
    expect(screen.getAllByTestId('console-message')).toHaveLength(total / 2);
    expect(screen.queryByText(`Pergunta ${total}`)).not.toBeInTheDocument();
    expect(asked).toEqual([
      `?limit=${MESSAGES_PAGE_SIZE}`,
      `?before=3&limit=${MESSAGES_PAGE_SIZE}`,
      `?event=1&limit=${MESSAGES_PAGE_SIZE}`,
    ]);
  });

  it('a demoted user meets the server refusal as the role message', async () => {
    signIn('manager');
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/events': () => [],
      'GET /organizer/messages': () => jsonResponse(403, { message: 'Seu papel não permite esta ação.' }),
    });
    renderApp('/organizador/mensagens');
    expect(await screen.findByText('Seu papel não permite esta ação.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('console-message')).toHaveLength(0);
  });
});
