import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TOKEN, loginFixture, orderDetail, orderRow, signIn } from './console-fixtures';

describe('/organizador/pedidos', () => {
  it('a finance user searches by CPF and status and loads the next page', async () => {
    signIn('finance');
    const api = installFakeApi({
      'GET /organizer/me': () => loginFixture('finance'),
      'GET /organizer/orders': (url) => {
        if (url.searchParams.get('before') === 'cursor-2') return { orders: [orderRow(3, { buyer: { name: 'Carla Dias', email: 'carla@example.com', cpf: '***.456.789-**' } })], next: null };
        if (url.searchParams.get('q')) return { orders: [orderRow(2, { buyer: { name: 'Bruno Reis', email: 'bruno@example.com', cpf: '***.456.789-**' }, total: 12345 })], next: 'cursor-2' };
        return { orders: [orderRow(1)], next: null };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/pedidos');
    expect(await screen.findByText(/Comprador 1/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Buscar/ }), '123.456.789-09');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Pago');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(/Bruno Reis/)).toBeInTheDocument();
    const row = screen.getAllByTestId('console-order')[0]!;
    expect(row).toHaveTextContent('Pago');
    expect(row).toHaveTextContent(/R\$\s123,45/);
    expect(row).toHaveTextContent('Noite de Frevo');
    expect(within(row).getByRole('link', { name: '0002abcdef…' })).toHaveAttribute('href', '/organizador/pedidos/0002abcdef0123456789');

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText(/Carla Dias/)).toBeInTheDocument();
    expect(screen.getAllByTestId('console-order')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    const searches = api.calls.filter((call) => call.startsWith('GET /organizer/orders'));
    expect(searches).toContain('GET /organizer/orders?q=123.456.789-09&status=paid&limit=50');
    expect(searches.at(-1)).toBe('GET /organizer/orders?q=123.456.789-09&status=paid&limit=50&before=cursor-2');
  });

  it('a manager opens an order and resends its tickets after confirming', async () => {
    signIn('manager');
    const hash = '0001abcdef0123456789';
    const auth: string[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/orders/:hash': (url) => orderDetail(url.pathname.split('/').at(-1) ?? ''),
      'POST /organizer/orders/:hash/resend-tickets': (_url, _body, headers) => {
        auth.push(headers.Authorization ?? '');
        return { success: true, message: 'Ingressos reenviados para ana@example.com.' };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/organizador/pedidos/${hash}`);
    expect(await screen.findByText(/Ana Souza \(ana@example.com\)/)).toBeInTheDocument();
    expect(screen.getByText(/Pista · 1º lote · Inteira/)).toBeInTheDocument();
    const holders = screen.getAllByTestId('console-order-holder');
    expect(holders[0]).toHaveTextContent('0B2276FD07B2 · Ana Souza · CPF: 123.456.789-09 · Válido');
    expect(holders[1]).toHaveTextContent('A1B2C3D4E5F6 · Bia Lima · CPF: 987.654.321-00 · Usado');
    expect(screen.getByText(/Cartão · 3 parcelas/)).toBeInTheDocument();
    expect(screen.getByTestId('console-order-refund')).toHaveTextContent('Concluído');
    expect(screen.getByTestId('console-order-mail')).toHaveTextContent('Ingressos');
    expect(screen.getByText(/Aberta/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reenviar ingressos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reenviar ingressos' });
    expect(dialog).toHaveTextContent('ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ingressos reenviados para ana@example.com.')).toBeInTheDocument();
    expect(auth).toEqual([`Bearer ${TOKEN}`]);
  });

  it('an unknown hash says the order was not found, and finance may not resend', async () => {
    signIn('finance');
    installFakeApi({
      'GET /organizer/me': () => loginFixture('finance'),
      'GET /organizer/orders/:hash': () => jsonResponse(404, { message: 'not found' }),
    });
    renderApp('/organizador/pedidos/desconhecido');
    expect(await screen.findByText('Pedido não encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar ingressos' })).not.toBeInTheDocument();
  });
});
