import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { loginFixture, signIn } from './console-fixtures';

const REFUSAL = 'Informe o id da conta conectada do Stripe (acct_ seguido de letras e números), ou deixe em branco.';

describe('/organizador/configuracoes', () => {
  it('an owner sees the stored account, meets the field error in place, and saves', async () => {
    signIn('owner');
    let stored = 'acct_1Old';
    const saved: unknown[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('owner'),
      'GET /organizer/settings': () => ({ nome: 'Maré Alta Produções', stripe_account: stored }),
      'PUT /organizer/settings': (_url, body) => {
        const { stripe_account } = body as { stripe_account: string };
        if (stripe_account && !stripe_account.startsWith('acct_')) {
          return jsonResponse(422, { message: REFUSAL, fields: { stripe_account: REFUSAL } });
        }
        saved.push(body);
        stored = stripe_account;
        return { nome: 'Maré Alta Produções', stripe_account };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/configuracoes');
    const field = await screen.findByLabelText('Conta conectada do Stripe');
    expect(field).toHaveValue('acct_1Old');
    expect(screen.getByText('Deixe em branco para a loja receber o dinheiro e repassar a você por outros meios.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'conta-errada');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, ' acct_1New ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument();
    expect(saved).toEqual([{ stripe_account: 'acct_1New' }]);
    expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
  });

  it('is for owners only: a manager gets the role message', async () => {
    signIn('manager');
    installFakeApi({ 'GET /organizer/me': () => loginFixture('manager') });
    renderApp('/organizador/configuracoes');
    expect(await screen.findByText('Seu papel não permite esta ação.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Conta conectada do Stripe')).not.toBeInTheDocument();
  });
});
