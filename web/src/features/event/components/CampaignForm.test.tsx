import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeLoggedUser } from '../../../lib/session';
import { eventDetailFixture } from '../../../test/catalog-fixtures';
import { installFakeApi, jsonResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('campaign sign-up (spec section 7, POST /event/campaign/{event})', () => {
  it('a "vendas em breve" event takes a pre-sale sign-up, checked before it is sent', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'POST /v2/event/detail/:id': () => eventDetailFixture({ id: 7, venda: { status: 'em_breve' } }),
      'POST /event/campaign/7': (_url, body) => {
        sent.push(body);
        return jsonResponse(201, { success: true, message: 'Inscrição realizada com sucesso.' });
      },
    });
    renderApp('/evento/7');
    const form = await screen.findByRole('region', { name: 'Cadastre-se na pré-venda' });
    await user.click(within(form).getByRole('button', { name: 'Quero participar da pré-venda' }));
    expect(await within(form).findAllByText('Campo obrigatório.')).toHaveLength(4);

    await user.type(within(form).getByLabelText(/^Nome completo/), 'Ana Souza');
    await user.type(within(form).getByLabelText(/^E-mail/), 'ana@exemplo');
    await user.type(within(form).getByLabelText(/^CPF/), '11111111111');
    await user.type(within(form).getByLabelText(/^Celular/), '4899990000');
    await user.click(within(form).getByRole('button', { name: 'Quero participar da pré-venda' }));
    expect(await within(form).findByText('E-mail inválido.')).toBeInTheDocument();
    expect(within(form).getByText('CPF inválido.')).toBeInTheDocument();
    expect(within(form).getByText('Celular inválido.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText(/^E-mail/));
    await user.type(within(form).getByLabelText(/^E-mail/), 'ana@exemplo.com.br');
    await user.clear(within(form).getByLabelText(/^CPF/));
    await user.type(within(form).getByLabelText(/^CPF/), '52998224725');
    await user.clear(within(form).getByLabelText(/^Celular/));
    await user.type(within(form).getByLabelText(/^Celular/), '48999990000');
    await user.click(within(form).getByRole('button', { name: 'Quero participar da pré-venda' }));
    expect(await within(form).findByTestId('campaign-done')).toHaveTextContent('Inscrição realizada com sucesso.');
    expect(sent).toEqual([{ name: 'Ana Souza', email: 'ana@exemplo.com.br', cpf: '52998224725', phone: '(48) 9 9999-0000' }]);
  });

  it("a guest-list event fills in the customer's data and says so when the name is already on it", async () => {
    storeLoggedUser({
      access_token: 'tok-1',
      name: 'Ana',
      lastname: 'Souza',
      email: 'ana@example.com',
      document: '52998224725',
      phone: '(48) 9 9999-0000',
    });
    const user = userEvent.setup();
    installFakeApi({
      'POST /v2/event/detail/:id': () => eventDetailFixture({ id: 7, venda: { status: 'lista' } }),
      'POST /event/campaign/7': () => jsonResponse(409, { message: 'Você já está inscrito nesta lista.' }),
    });
    renderApp('/evento/7');
    const form = await screen.findByRole('region', { name: 'Coloque seu nome na lista' });
    expect(within(form).getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    await user.click(within(form).getByRole('button', { name: 'Colocar meu nome na lista' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Você já está inscrito nesta lista.');
  });

  it('an event on sale has no sign-up form', async () => {
    installFakeApi({ 'POST /v2/event/detail/:id': () => eventDetailFixture({ id: 7 }) });
    renderApp('/evento/7');
    expect(await screen.findByTestId('buy-button')).toBeInTheDocument();
    expect(screen.queryByTestId('campaign-form')).not.toBeInTheDocument();
  });
});
