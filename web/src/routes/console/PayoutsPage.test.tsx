import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentMonth } from '../../features/console/format';
import type { PayoutsReport } from '../../features/console/types';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { PAYOUT_ROWS_STEP } from './PayoutsPage';
import { TOKEN, captureDownloads, loginFixture, signIn } from './console-fixtures';

type PayoutsRow = PayoutsReport['orders'][number];

function payoutRow(n: number): PayoutsRow {
  return {
    hash: `${String(n).padStart(4, '0')}abcdef0123456789`,
    paid_at: '2025-10-03T14:00:00-03:00',
    event: { id: 1, nome: 'Noite de Frevo' },
    method: 'pix',
    provider_id: null,
    gross: 10350,
    fee: 350,
    refunded: 0,
    disputed: 0,
    net: 10000,
    refund_status: null,
    application_fee: null,
    transfer_account: null,
  };
}

function report(from: string, to: string, orders: number): PayoutsReport {
  return {
    organizer: { id: 7, nome: 'Maré Alta Produções', stripe_account: null },
    period: { from, to, timezone: 'America/Sao_Paulo' },
    totals: { orders, gross: 123456, fees: 3456, refunds: 5000, disputes: 1000, net: 114000 },
    days: orders ? [{ date: '2025-10-03', orders, gross: 123456, fees: 3456, refunds: 5000, disputes: 1000, net: 114000 }] : [],
    orders: Array.from({ length: orders }, (_, i) => payoutRow(i + 1)),
  };
}

describe('/organizador/repasses', () => {
  it('an owner sees the current month, picks another period, pages the orders and downloads the CSV', async () => {
    signIn('owner');
    const month = currentMonth();
    const csvAuth: string[] = [];
    const api = installFakeApi({
      'GET /organizer/me': () => loginFixture('owner'),
      'GET /organizer/payouts': (url, _body, headers) => {
        const from = url.searchParams.get('from') ?? '';
        const to = url.searchParams.get('to') ?? '';
        if (url.searchParams.get('format') === 'csv') {
          csvAuth.push(headers.Authorization ?? '');
          return new Response('\uFEFFpedido;bruto\r\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="repasses-${from}-a-${to}.csv"` },
          });
        }
        if (from > to) return jsonResponse(422, { message: 'O período termina antes de começar.' });
        return report(from, to, from === '2025-10-01' ? PAYOUT_ROWS_STEP + 5 : 0);
      },
    });
    const { names } = captureDownloads();
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/repasses');
    expect(await screen.findByText('Nenhuma venda no período.')).toBeInTheDocument();
    expect(api.calls).toContain(`GET /organizer/payouts?from=${month.from}&to=${month.to}`);
    expect(screen.getByLabelText(/^De/)).toHaveValue(month.from);
    expect(screen.getByLabelText(/^Até/)).toHaveValue(month.to);

    const from = screen.getByLabelText(/^De/);
    await user.clear(from);
    await user.type(from, '2025-10-01');
    const to = screen.getByLabelText(/^Até/);
    await user.clear(to);
    await user.type(to, '2025-10-31');
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    expect(await screen.findByText('Total de 01/10/2025 a 31/10/2025')).toBeInTheDocument();
    expect(screen.getByTestId('payouts-total-orders')).toHaveTextContent('105');
    expect(screen.getByTestId('payouts-total-gross')).toHaveTextContent(/R\$\s1\.234,56/);
    expect(screen.getByTestId('payouts-total-net')).toHaveTextContent(/R\$\s1\.140,00/);
    const days = screen.getByTestId('payouts-days');
    expect(within(days).getAllByRole('row')[1]).toHaveTextContent(/03\/10\/2025105R\$\s1\.234,56/);
    const orders = screen.getByTestId('payouts-orders');
    expect(within(orders).getAllByRole('row')).toHaveLength(PAYOUT_ROWS_STEP + 1);
    expect(within(orders).getByRole('link', { name: '0001abcdef…' })).toHaveAttribute('href', '/organizador/pedidos/0001abcdef0123456789');
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('Pix');
    await user.click(screen.getByRole('button', { name: 'Mostrar mais (faltam 5)' }));
    expect(within(orders).getAllByRole('row')).toHaveLength(PAYOUT_ROWS_STEP + 6);
    expect(screen.queryByRole('button', { name: /Mostrar mais/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    await waitFor(() => expect(names).toEqual(['repasses-2025-10-01-a-2025-10-31.csv']));
    expect(csvAuth).toEqual([`Bearer ${TOKEN}`]);
    expect(api.calls).toContain('GET /organizer/payouts?from=2025-10-01&to=2025-10-31&format=csv');

    await user.clear(to);
    await user.type(to, '2025-09-01');
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O período termina antes de começar.');
  });

  it('door users get the role message', async () => {
    signIn('door');
    installFakeApi({ 'GET /organizer/me': () => loginFixture('door') });
    renderApp('/organizador/repasses');
    expect(await screen.findByText('Seu papel não permite esta ação.')).toBeInTheDocument();
  });
});
