import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../features/orders/test-fixtures';
import { ticketFixture } from '../features/tickets/test-fixtures';
import type { Ticket } from '../features/tickets/types';
import { storeLoggedUser } from '../lib/session';
import { installFakeApi, jsonResponse } from '../test/fake-api';
import { renderApp } from '../test/render-app';

describe('ticket page (/ingressos/:token, /ticket/:token)', () => {
  it.each(['/ingressos/tok-ana', '/ticket/tok-ana'])('%s shows the ticket without header and footer, no login needed', async (path) => {
    const api = installFakeApi({ 'GET /tickets/:token': () => ticketFixture() });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Festival de Verão' })).toBeInTheDocument();
    expect(screen.getByTestId('ticket-holder')).toHaveTextContent('Ana Souza');
    expect(screen.getByTestId('ticket-code')).toHaveTextContent('0B2276FD07B2');
    expect(screen.getByText('CPF: ***.456.789-**')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-session')).toHaveTextContent('sábado, 5 de dezembro de 2099 · 21:00');
    expect(screen.getByText('Avenida das Rendeiras, 1450, Florianópolis - SC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'QR code do ingresso de Ana Souza' })).toHaveAttribute('src', '/api/tickets/tok-ana/qr.png');
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', '/api/tickets/tok-ana/pdf');
    expect(screen.getByRole('link', { name: 'Adicionar à agenda' })).toHaveAttribute('href', '/api/tickets/tok-ana/calendar.ics');
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
    // A visitor is not the owner: no transfer.
    expect(screen.queryByRole('button', { name: 'Transferir' })).not.toBeInTheDocument();
    expect(api.calls).toContain('GET /tickets/tok-ana');
  });

  it('a half-price ticket says which document to show at the door', async () => {
    installFakeApi({ 'GET /tickets/:token': () => ticketFixture({ type: 'half', half_proof: 'estudante' }) });
    renderApp('/ingressos/tok-ana');
    expect(await screen.findByTestId('ticket-half-proof')).toHaveTextContent(
      'Apresente na entrada o documento que dá direito à meia-entrada: carteira de estudante.',
    );
  });

  it('a full-price ticket asks for no document', async () => {
    installFakeApi({ 'GET /tickets/:token': () => ticketFixture() });
    renderApp('/ingressos/tok-ana');
    expect(await screen.findByTestId('ticket-holder')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-half-proof')).not.toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'Ingresso cancelado'],
    ['transferred', 'Ingresso transferido'],
    ['disputed', 'Pagamento contestado'],
  ] as const)('a %s ticket says so instead of showing the QR', async (status, text) => {
    installFakeApi({ 'GET /tickets/:token': () => ticketFixture({ status }) });
    renderApp('/ingressos/tok-ana');
    expect(await screen.findByTestId('ticket-void')).toHaveTextContent(text);
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  });

  it.each(['/ingressos/nada', '/ticket/nada'])('%s, an unknown token, shows the 404 page without the header, and stays', async (path) => {
    installFakeApi({ 'GET /tickets/:token': () => jsonResponse(404, { message: 'Ingresso não encontrado.' }) });
    const { url } = renderApp(path);
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    expect(url().pathname).toBe(path);
  });

  it('a 401 on the ticket brings the header back (an error of order details, spec section 2)', async () => {
    installFakeApi({ 'GET /tickets/:token': () => jsonResponse(401, { message: 'Documento Inválido' }) });
    renderApp('/ticket/tok-ana');
    expect(await screen.findByTestId('site-header')).toBeInTheDocument();
  });

  it('the owner transfers the ticket with masked, validated fields', async () => {
    storeLoggedUser({ access_token: 'tok-1', name: 'Ana', lastname: 'Souza', email: 'ana@example.com' });
    let ticket: Ticket = ticketFixture();
    let sent: unknown;
    installFakeApi({
      'GET /tickets/:token': () => ticket,
      'GET /orders/list': () => {
        const order = orderFixture();
        return { [order.hash]: order };
      },
      'POST /tickets/:token/transfer': (_url, body) => {
        sent = body;
        ticket = { ...ticket, status: 'transferred' };
        return { token: 'tok-new' };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/ingressos/tok-ana');
    await user.click(await screen.findByRole('button', { name: 'Transferir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir ingresso' });
    await user.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await within(dialog).findAllByText('Campo obrigatório.')).toHaveLength(3);
    await user.type(within(dialog).getByLabelText(/^Nome completo/), 'Bruno Lima');
    await user.type(within(dialog).getByLabelText(/^CPF do novo titular/), '52998224725');
    expect(within(dialog).getByLabelText(/^CPF do novo titular/)).toHaveValue('529.982.247-25');
    await user.type(within(dialog).getByLabelText(/^E-mail do novo titular/), 'bruno@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('Ingresso transferido para Bruno Lima.');
    expect(sent).toEqual({ name: 'Bruno Lima', cpf: '52998224725', email: 'bruno@example.com' });
    expect(await screen.findByTestId('ticket-void')).toHaveTextContent('Ingresso transferido');
  });

  it("shows the server's reason when a transfer is refused", async () => {
    storeLoggedUser({ access_token: 'tok-1', name: 'Ana' });
    installFakeApi({
      'GET /tickets/:token': () => ticketFixture(),
      'GET /orders/list': () => ({ x: orderFixture() }),
      'POST /tickets/:token/transfer': () => jsonResponse(409, { message: 'O prazo para transferir este ingresso terminou.' }),
    });
    const user = userEvent.setup({ delay: null });
    const { url } = renderApp('/ticket/tok-ana');
    await user.click(await screen.findByRole('button', { name: 'Transferir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir ingresso' });
    await user.type(within(dialog).getByLabelText(/^Nome completo/), 'Bruno Lima');
    await user.type(within(dialog).getByLabelText(/^CPF do novo titular/), '52998224725');
    await user.type(within(dialog).getByLabelText(/^E-mail do novo titular/), 'bruno@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('O prazo para transferir este ingresso terminou.');
    await waitFor(() => expect(url().pathname).toBe('/ticket/tok-ana'));
  });

  it('no transfer once its deadline passed', async () => {
    storeLoggedUser({ access_token: 'tok-1', name: 'Ana' });
    installFakeApi({
      // As the server answers once the deadline has passed.
      'GET /tickets/:token': () => ticketFixture({ transfer_until: null, transfer_ended: '2020-01-01T00:00:00Z' }),
      'GET /orders/list': () => ({ x: orderFixture() }),
    });
    renderApp('/ingressos/tok-ana');
    expect(await screen.findByTestId('ticket-holder')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Meus ingressos' });
    expect(screen.queryByRole('button', { name: 'Transferir' })).not.toBeInTheDocument();
    expect(screen.getByTestId('transfer-closed')).toHaveTextContent(/^O prazo para transferir este ingresso terminou em \d{2}\/\d{2}\/\d{4}/);
  });
});
