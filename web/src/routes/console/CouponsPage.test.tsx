import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COUPONS_REFRESH_MS } from '../../features/console/api/coupons';
import type { OrganizerCoupon } from '../../features/console/types';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { eventFixture, loginFixture, signIn } from './console-fixtures';

function coupon(overrides: Partial<OrganizerCoupon> = {}): OrganizerCoupon {
  return {
    codigo: 'FESTA20',
    tipo: 'percentual',
    valor: 20,
    setor: '',
    inicio: null,
    fim: null,
    usos: 10,
    usados: 3,
    eventos: [
      { id: 1, nome: 'Evento 1', usados: 3, usos: 10, fim: null },
      { id: 2, nome: 'Evento 2', usados: 0, usos: 10, fim: null },
    ],
    ...overrides,
  };
}

describe('/organizador/cupons', () => {
  it('lists coupons with their uses per event, and refreshes them by itself', async () => {
    signIn('finance');
    let list = [coupon(), coupon({ codigo: 'MENOS15', tipo: 'fixo', valor: 150000, usos: null, usados: 1, eventos: [{ id: 1, nome: 'Evento 1', usados: 1, usos: null, fim: null }] })];
    const api = installFakeApi({
      'GET /organizer/me': () => loginFixture('finance'),
      'GET /organizer/coupons': () => list,
      'GET /organizer/events': () => [eventFixture(1), eventFixture(2)],
    });
    const interval = vi.spyOn(window, 'setInterval');
    renderApp('/organizador/cupons');
    const cards = await screen.findAllByTestId('coupon');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('FESTA20');
    expect(cards[0]).toHaveTextContent('20% de desconto');
    expect(cards[0]).toHaveTextContent('3 de 20 usos');
    expect(within(cards[0]!).getByRole('list', { name: 'Usos de FESTA20 por evento' })).toHaveTextContent('Evento 1: 3 de 10 usos');
    expect(cards[1]).toHaveTextContent('R$ 1.500,00 de desconto');
    expect(cards[1]).toHaveTextContent('1 uso (sem limite)');
    expect(cards[0]).toHaveTextContent('Sem prazo');
    // Finance reads only.
    expect(screen.queryByRole('button', { name: 'Novo cupom' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar FESTA20' })).not.toBeInTheDocument();
    expect(interval.mock.calls.some(([, ms]) => ms === COUPONS_REFRESH_MS)).toBe(true);

    // A use made elsewhere shows on the next refresh.
    list = [coupon({ usados: 4, eventos: [{ id: 1, nome: 'Evento 1', usados: 4, usos: 10, fim: null }] })];
    const before = api.calls.filter((c) => c === 'GET /organizer/coupons').length;
    const tick = interval.mock.calls.find(([, ms]) => ms === COUPONS_REFRESH_MS)?.[0] as () => void;
    tick();
    await waitFor(() => expect(api.calls.filter((c) => c === 'GET /organizer/coupons').length).toBeGreaterThan(before));
    expect(await screen.findByText('Evento 1: 4 de 10 usos')).toBeInTheDocument();
    interval.mockRestore();
  });

  it('a manager creates a fixed-amount coupon, sees the server refusal beside its field, and deletes one after confirming', async () => {
    signIn('manager');
    let list: OrganizerCoupon[] = [coupon()];
    const sent: unknown[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/coupons': () => list,
      'GET /organizer/events': () => [eventFixture(1), eventFixture(2)],
      'POST /organizer/coupons': (_url, body) => {
        sent.push(body);
        const b = body as { codigo: string; setor: string };
        if (b.setor === 'vip') {
          return jsonResponse(422, { message: 'cupom X: setor "vip" não existe no evento Evento 2', fields: { setor: 'cupom X: setor "vip" não existe no evento Evento 2' } });
        }
        const made = coupon({ codigo: b.codigo, tipo: 'fixo', valor: 123456, usados: 0, eventos: [{ id: 2, nome: 'Evento 2', usados: 0, usos: 5, fim: null }] });
        list = [...list, made];
        return jsonResponse(201, { ...made, encerrados: [] });
      },
      'DELETE /organizer/coupons/:codigo': () => {
        list = list.filter((c) => c.codigo !== 'FESTA20');
        return { success: true, message: 'Cupom encerrado: nos eventos em que já foi usado ele fica vencido, pois pedidos o citam; nos demais foi excluído.' };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/cupons');
    await screen.findAllByTestId('coupon');

    await user.click(screen.getByRole('button', { name: 'Novo cupom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo cupom' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cupom' }));
    expect(within(dialog).getAllByText('Campo obrigatório.')).toHaveLength(3);
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Código/), 'menos10');
    await user.selectOptions(within(dialog).getByLabelText('Desconto'), 'fixo');
    await user.type(within(dialog).getByLabelText(/^Valor do desconto/), '1234,56');
    expect(within(dialog).getByLabelText(/^Valor do desconto/)).toHaveValue('R$ 1.234,56');
    await user.type(within(dialog).getByLabelText(/^Máximo de usos/), '5');
    await user.type(within(dialog).getByLabelText(/^Válido até/), '2026-12-31T23:59');
    await user.type(within(dialog).getByLabelText(/^Setor/), 'vip');
    await user.click(within(dialog).getByRole('textbox', { name: /^Eventos/ }));
    await user.click(await screen.findByRole('option', { name: 'Evento 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cupom' }));
    expect(await within(dialog).findByText('cupom X: setor "vip" não existe no evento Evento 2')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      codigo: 'MENOS10',
      tipo: 'fixo',
      valor: 123456,
      usos: 5,
      inicio: null,
      fim: new Date('2026-12-31T23:59').toISOString(),
      setor: 'vip',
      eventos: [2],
    });

    await user.clear(within(dialog).getByLabelText(/^Setor/));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cupom' }));
    expect(await screen.findByText('Cupom MENOS10 salvo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('coupon')).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Novo cupom' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Excluir FESTA20' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir cupom' });
    expect(confirm).toHaveTextContent('Excluir o cupom FESTA20?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Cupom encerrado/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('coupon')).toHaveLength(1));
  });

  it('editing keeps the code and sends the events the coupon still applies in', async () => {
    signIn('owner');
    const sent: unknown[] = [];
    const ended = coupon({
      fim: null,
      eventos: [
        { id: 1, nome: 'Evento 1', usados: 3, usos: 10, fim: '2026-11-01T10:00:00Z' },
        { id: 2, nome: 'Evento 2', usados: 0, usos: 10, fim: null },
      ],
    });
    installFakeApi({
      'GET /organizer/me': () => loginFixture('owner'),
      'GET /organizer/coupons': () => [ended],
      'GET /organizer/events': () => [eventFixture(1), eventFixture(2)],
      'PUT /organizer/coupons/:codigo': (url, body) => {
        sent.push([url.pathname, body]);
        return { ...ended, valor: 25, encerrados: [1] };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/cupons');
    const card = (await screen.findAllByTestId('coupon'))[0]!;
    expect(card).toHaveTextContent(/Evento 1: 3 de 10 usos · encerrado em/);
    await user.click(screen.getByRole('button', { name: 'Editar FESTA20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cupom FESTA20' });
    expect(within(dialog).getByLabelText(/^Código/)).toHaveAttribute('readonly');
    const value = within(dialog).getByLabelText(/^Porcentagem de desconto/);
    expect(value).toHaveValue('20%');
    await user.clear(value);
    await user.type(value, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cupom' }));
    expect(await screen.findByText(/Cupom FESTA20 salvo\. Nos eventos retirados/)).toBeInTheDocument();
    expect(sent).toEqual([['/api/organizer/coupons/FESTA20', expect.objectContaining({ codigo: 'FESTA20', valor: 25, usos: 10, eventos: [2] })]]);
  });
});
