import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../features/orders/test-fixtures';
import { storeLoggedUser } from '../lib/session';
import { installFakeApi, jsonResponse, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const reasons = [
  { id: 1, nome: 'Não poderei comparecer' },
  { id: 2, nome: 'Comprei por engano' },
];
const banks = [
  { codigo: '001', nome: 'Banco do Brasil S.A.' },
  { codigo: '341', nome: 'Itaú Unibanco S.A.' },
];

function loggedIn(routes: FakeRoutes) {
  storeLoggedUser({ access_token: 'tok-1', name: 'Ana', lastname: 'Souza', email: 'ana@example.com' });
  const api = installFakeApi({
    'GET /v2/orders/refund/reasons': () => reasons,
    'GET /v2/banks/list': () => banks,
    ...routes,
  });
  const user = userEvent.setup({ delay: null });
  return { api, user };
}

describe('My tickets (/ingressos)', () => {
  it('asks a visitor to log in, without calling the orders API', async () => {
    const api = installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/ingressos');
    expect(await screen.findByText('Entre na sua conta para ver seus ingressos e pedidos.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(api.calls).not.toContain('GET /orders/list');
  });

  it('lists upcoming and past orders from the object keyed by hash', async () => {
    const upcoming = orderFixture({ hash: 'a'.repeat(32) });
    const past = orderFixture({
      hash: 'b'.repeat(32),
      event: { id: 13, nome: 'Noite do Samba' },
      session: { inicio: '2025-01-10T21:00:00-03:00' },
      payment_method: 'card',
      installments: 3,
      actions: { cancel: { allowed: false, message: 'O evento já aconteceu.' } },
    });
    const expired = orderFixture({ hash: 'c'.repeat(32), status: 'expired', paid_at: null, event: { id: 14, nome: 'Nunca pago' } });
    const { user } = loggedIn({ 'GET /orders/list': () => ({ [upcoming.hash]: upcoming, [past.hash]: past, [expired.hash]: expired }) });
    renderApp('/ingressos');
    const card = await screen.findByRole('article', { name: 'Festival de Verão' });
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Pago');
    expect(within(card).getByTestId('order-total')).toHaveTextContent('R$ 176,00');
    expect(within(card).getByTestId('order-session')).toHaveTextContent('sábado, 5 de dezembro de 2099 · 21:00');
    expect(card).toHaveTextContent('PIX · pago em 20/11/2026 10:02');
    expect(within(card).getByRole('link', { name: 'Abrir ingresso de Ana Souza, Pista' })).toHaveAttribute('href', '/ingressos/tok-ana');
    expect(within(card).getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute(
      'href',
      '/api/tickets/tok-ana/calendar.ics',
    );
    expect(screen.queryByText('Nunca pago')).not.toBeInTheDocument();
    expect(document.title).toBe('Meus ingressos | Catraca Ingressos');
    await user.click(screen.getByRole('tab', { name: 'Passados (1)' }));
    const pastCard = await screen.findByRole('article', { name: 'Noite do Samba' });
    expect(pastCard).toHaveTextContent('Cartão de crédito em 3x');
    expect(within(pastCard).queryByRole('button', { name: 'Cancelar e pedir estorno' })).not.toBeInTheDocument();
  });

  it('keeps the tickets of an order paid twice, and says what goes back and why it cannot be cancelled yet', async () => {
    const twice = orderFixture({
      status: 'needs_refund',
      refund_amount: 17600,
      actions: {
        cancel: {
          allowed: false,
          reason: null,
          message: 'Estamos devolvendo um valor pago a mais neste pedido. Depois da devolução, você poderá cancelar a compra.',
        },
      },
    });
    const late = orderFixture({ hash: 'd'.repeat(32), status: 'needs_refund', paid_at: null, refund_amount: 5000, event: { id: 15, nome: 'Pago tarde' } });
    loggedIn({ 'GET /orders/list': () => ({ [twice.hash]: twice, [late.hash]: late }) });
    renderApp('/ingressos');
    const card = await screen.findByRole('article', { name: 'Festival de Verão' });
    expect(within(card).getByRole('link', { name: 'Abrir ingresso de Ana Souza, Pista' })).toBeInTheDocument();
    expect(within(card).getByTestId('order-refund-owed')).toHaveTextContent(
      'Recebemos um pagamento a mais neste pedido: R$ 176,00 serão devolvidos a você. Seus ingressos continuam valendo.',
    );
    // The sale stands: it reads as paid, not as a refund of the purchase.
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Pago');
    expect(within(card).getByTestId('cancel-unavailable')).toHaveTextContent('Depois da devolução, você poderá cancelar a compra.');
    // A payment that came after the hold ended sold nothing: no tickets to open.
    const lateCard = screen.getByRole('article', { name: 'Pago tarde' });
    expect(within(lateCard).queryByRole('link', { name: /Abrir ingresso/ })).not.toBeInTheDocument();
    expect(within(lateCard).getByTestId('order-refund-owed')).toHaveTextContent(
      'R$ 50,00 serão devolvidos a você. Nenhum ingresso foi emitido com esse pagamento.',
    );
    expect(within(lateCard).getByTestId('order-status')).toHaveTextContent('Estorno em andamento');
  });

  it('shows an empty state with a link to browse events', async () => {
    loggedIn({ 'GET /orders/list': () => ({}) });
    renderApp('/ingressos');
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/');
  });

  it('says why an order cannot be cancelled online', async () => {
    const order = orderFixture({
      actions: { cancel: { allowed: false, reason: null, message: 'Faltam menos de 48 horas para o evento.' } },
    });
    loggedIn({ 'GET /orders/list': () => ({ [order.hash]: order }) });
    renderApp('/ingressos');
    expect(await screen.findByTestId('cancel-unavailable')).toHaveTextContent('Faltam menos de 48 horas para o evento.');
    expect(screen.queryByRole('button', { name: 'Cancelar e pedir estorno' })).not.toBeInTheDocument();
  });

  it('cancels a PIX order with a reason after showing the rule and the deadline', async () => {
    let sent: unknown;
    let order = orderFixture();
    const { user } = loggedIn({
      'GET /orders/list': () => ({ [order.hash]: order }),
      'POST /orders/pre-refund': (_url, body) => {
        sent = body;
        order = {
          ...order,
          status: 'refunded',
          refund: { status: 'done', basis: 'cdc', amount: 17600, method: 'gateway' },
          actions: { cancel: { allowed: false } },
        };
        return { success: true, message: 'Seu Pedido foi cancelado e direcionado para estorno!' };
      },
    });
    renderApp('/ingressos');
    await user.click(await screen.findByRole('button', { name: 'Cancelar e pedir estorno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
    expect(within(dialog).getByTestId('cancel-rule')).toHaveTextContent('Você pode cancelar em até 7 dias');
    expect(within(dialog).getByTestId('cancel-rule')).toHaveTextContent('Prazo: até 27/11/2026 10:00');
    expect(within(dialog).queryByLabelText(/^Banco/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await within(dialog).findByText('Campo obrigatório.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ }));
    await user.click(await screen.findByRole('option', { name: 'Comprei por engano' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Seu Pedido foi cancelado e direcionado para estorno!');
    expect(sent).toEqual({ hash: order.hash, reason: 2 });
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Estornado'));
    expect(screen.getByTestId('order-refund')).toHaveTextContent('Estorno de R$ 176,00 concluído');
  });

  it('a cancelled order whose money is not back yet reads "Estorno em andamento", not "Estornado"', async () => {
    const order = orderFixture({
      payment_method: 'boleto',
      status: 'refunded',
      refund: { status: 'pending_transfer', basis: 'cdc', amount: 27500, method: 'bank_transfer' },
      actions: { cancel: { allowed: false } },
    });
    loggedIn({ 'GET /orders/list': () => ({ [order.hash]: order }) });
    renderApp('/ingressos');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Estorno em andamento');
  });

  it("asks for the bank account of a boleto order; a failure says 'Erro ao cancelar!' and keeps the dialog", async () => {
    const order = orderFixture({ payment_method: 'boleto' });
    let sent: unknown;
    const { user } = loggedIn({
      'GET /orders/list': () => ({ [order.hash]: order }),
      'POST /orders/pre-refund': (_url, body) => {
        sent = body;
        return jsonResponse(403, { message: 'Erro ao cancelar!', fields: { hash: 'O prazo para cancelar esta compra terminou.' } });
      },
    });
    const { url } = renderApp('/ingressos');
    await user.click(await screen.findByRole('button', { name: 'Cancelar e pedir estorno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido' });
    expect(dialog).toHaveTextContent('transferência para a conta bancária');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await within(dialog).findAllByText('Campo obrigatório.')).toHaveLength(5);
    await user.click(within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ }));
    await user.click(await screen.findByRole('option', { name: 'Não poderei comparecer' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Banco/ }), 'Itaú');
    await user.click(await screen.findByRole('option', { name: '341 - Itaú Unibanco S.A.' }));
    await user.type(within(dialog).getByLabelText(/^Agência/), '1234');
    await user.type(within(dialog).getByLabelText(/^Conta com dígito/), '56789-0');
    await user.type(within(dialog).getByLabelText(/^CPF do titular/), '52998224725');
    expect(within(dialog).getByLabelText(/^CPF do titular/)).toHaveValue('529.982.247-25');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Erro ao cancelar!');
    expect(within(dialog).getByTestId('dialog-failure')).toHaveTextContent('O prazo para cancelar esta compra terminou.');
    expect(sent).toEqual({
      hash: order.hash,
      reason: 1,
      bank_account: { bank: '341', agency: '1234', account: '56789-0', holder_cpf: '52998224725' },
    });
    expect(screen.getByRole('dialog', { name: 'Cancelar pedido' })).toBeInTheDocument();
    expect(url().pathname).toBe('/ingressos');
  });

  it('sends a message to the organizer', async () => {
    let sent: unknown;
    const order = orderFixture();
    const { user } = loggedIn({
      'GET /orders/list': () => ({ [order.hash]: order }),
      'POST /v2/organizers/customer/message/send': (_url, body) => {
        sent = body;
        return { success: true, message: 'Mensagem enviada com sucesso' };
      },
    });
    renderApp('/ingressos');
    const open = await screen.findByRole('button', { name: 'Falar com o organizador' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem para Maré Alta Produções' });
    await user.type(within(dialog).getByLabelText(/^Mensagem/), 'Oi');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Escreva pelo menos 10 caracteres.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Mensagem/), ', posso levar cadeira de praia?');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Mensagem enviada com sucesso');
    expect(sent).toEqual({ organizer: 3, event: 12, message: 'Oi, posso levar cadeira de praia?' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(open).toHaveFocus());
  });

  it("a message failure says 'Erro ao enviar a mensagem'", async () => {
    const order = orderFixture();
    const { user } = loggedIn({
      'GET /orders/list': () => ({ [order.hash]: order }),
      'POST /v2/organizers/customer/message/send': () => jsonResponse(429, { message: 'Muitas mensagens.' }),
    });
    renderApp('/ingressos');
    await user.click(await screen.findByRole('button', { name: 'Falar com o organizador' }));
    const dialog = await screen.findByRole('dialog', { name: /Mensagem para/ });
    await user.type(within(dialog).getByLabelText(/^Mensagem/), 'Uma pergunta sobre o estacionamento.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Erro ao enviar a mensagem');
  });
});
