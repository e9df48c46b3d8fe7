import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QueuedRefund } from '../../features/console/types';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { loginFixture, rowWith, signIn } from './console-fixtures';

function queued(n: number, overrides: Partial<QueuedRefund> = {}): QueuedRefund {
  return {
    hash: `${String(n).padStart(4, '0')}abcdef0123456789`,
    event: { id: 1, nome: 'Noite de Frevo' },
    buyer: { name: `Comprador ${n}`, email: `comprador${n}@example.com` },
    amount: 5350,
    status: 'pending_transfer',
    basis: 'cdc',
    created_at: '2026-11-20T15:30:00Z',
    done_at: null,
    bank_account: { bank: '001', bank_name: 'Banco do Brasil', agency: '1234', account: '56789-0', holder_cpf: '12345678909' },
    ...overrides,
  };
}

const refundRow = (name: string) => rowWith('console-refund', name);

describe('/organizador/reembolsos', () => {
  it('finance records a transfer to the account on file and the list updates', async () => {
    signIn('finance');
    let pending = [queued(1), queued(2, { basis: 'event_cancelled', bank_account: null })];
    let done: QueuedRefund[] = [];
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('finance'),
      'GET /organizer/refunds': (url) => (url.searchParams.get('status') === 'done' ? done : pending),
      'POST /organizer/refunds/:hash/transferred': (url, body) => {
        bodies.push(body);
        const hash = url.pathname.split('/').at(-2);
        const moved = pending.find((r) => r.hash === hash)!;
        pending = pending.filter((r) => r.hash !== hash);
        done = [...done, { ...moved, status: 'done', done_at: '2026-11-28T13:00:00Z' }];
        return { hash, status: 'refunded', refund: { status: 'done', basis: moved.basis, amount: moved.amount, method: 'bank_transfer', done_at: '2026-11-28T13:00:00Z' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/reembolsos');
    expect(await screen.findAllByTestId('console-refund')).toHaveLength(2);
    const nav = screen.getByRole('navigation', { name: 'Seções do painel' });
    expect(within(nav).getByRole('link', { name: 'Reembolsos' })).toHaveAttribute('aria-current', 'page');
    const first = refundRow('Comprador 1');
    expect(first).toHaveTextContent('Banco do Brasil (001) · Agência 1234 · Conta 56789-0 · CPF 123.456.789-09');
    expect(first).toHaveTextContent(/R\$\s53,50/);
    expect(first).toHaveTextContent('Arrependimento (CDC)');
    expect(within(first).getByRole('link', { name: '0001abcdef…' })).toHaveAttribute('href', '/organizador/pedidos/0001abcdef0123456789');
    expect(refundRow('Comprador 2')).toHaveTextContent('Sem conta ainda');

    await user.click(within(first).getByRole('button', { name: 'Transferência feita — Comprador 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferência feita' });
    expect(dialog).toHaveTextContent(/Registrar a transferência de R\$\s53,50 para Comprador 1\? Conta: Banco do Brasil \(001\)/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Transferência para Comprador 1 registrada.')).toBeInTheDocument();
    expect(bodies).toEqual([{}]);
    await expect.poll(() => screen.getAllByTestId('console-refund').length).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Transferidos' }));
    expect(await screen.findByText(/transferido em/)).toBeInTheDocument();
    expect(screen.getByTestId('console-refund')).toHaveTextContent('Comprador 1');
    expect(screen.queryByRole('button', { name: /Transferência feita/ })).not.toBeInTheDocument();
  });

  it('a refund without an account asks for the one the money went to, and shows the server field errors', async () => {
    signIn('owner');
    const answers = [
      jsonResponse(422, { message: 'Dados inválidos.', fields: { 'bank_account.agency': 'Agência inválida.' } }),
      { hash: '0002abcdef0123456789', status: 'refunded', refund: null },
    ];
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('owner'),
      'GET /organizer/refunds': () => [queued(2, { basis: 'organizer', bank_account: null })],
      'POST /organizer/refunds/:hash/transferred': (_url, body) => {
        bodies.push(body);
        return answers.shift();
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/reembolsos');
    await user.click(await screen.findByRole('button', { name: 'Transferência feita — Comprador 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferência feita' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Banco/ }), '341');
    await user.type(within(dialog).getByRole('textbox', { name: /^Agência/ }), '12a');
    await user.type(within(dialog).getByRole('textbox', { name: /Conta com dígito/ }), '99887-1');
    await user.type(within(dialog).getByRole('textbox', { name: /CPF do titular/ }), '123.456.789-09');
    await user.click(confirm);
    expect(await within(dialog).findByText('Agência inválida.')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /^Agência/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Agência/ }), '12');
    await user.click(confirm);
    expect(await screen.findByText('Transferência para Comprador 2 registrada.')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ bank_account: { bank: '341', agency: '12', account: '99887-1', holder_cpf: '123.456.789-09' } });
  });

  it('managers get the role message and no menu entry', async () => {
    signIn('manager');
    installFakeApi({ 'GET /organizer/me': () => loginFixture('manager') });
    renderApp('/organizador/reembolsos');
    expect(await screen.findByText('Seu papel não permite esta ação.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Seções do painel' });
    expect(within(nav).queryByRole('link', { name: 'Reembolsos' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Repasses' })).not.toBeInTheDocument();
  });
});
