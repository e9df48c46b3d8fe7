import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DoorKey } from '../../features/console/types';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { loginFixture, signIn } from './console-fixtures';

const KEY = `ck_${'a'.repeat(40)}`;

describe('/organizador/portaria', () => {
  it('a manager makes a key, sees it once, and revokes one after confirming', async () => {
    signIn('manager');
    let keys: DoorKey[] = [{ id: 1, label: 'Portão A', created_at: '2026-11-20T15:30:00Z', revoked_at: null }];
    const made: unknown[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('manager'),
      'GET /organizer/door-keys': () => keys,
      'POST /organizer/door-keys': (_url, body) => {
        made.push(body);
        const key = { id: 2, label: (body as { label: string }).label, created_at: '2026-11-21T10:00:00Z', revoked_at: null };
        keys = [...keys, key];
        return jsonResponse(201, { ...key, key: KEY });
      },
      'DELETE /organizer/door-keys/:id': (url) => {
        const id = Number(url.pathname.split('/').at(-1));
        keys = keys.map((k) => (k.id === id ? { ...k, revoked_at: '2026-11-22T10:00:00Z' } : k));
        return { success: true };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/portaria');
    expect(await screen.findByText('Portão A')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nome da chave/), '  Portão B ');
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByTestId('new-door-key')).toHaveTextContent(KEY);
    expect(screen.getByText('Guarde agora: ela não será mostrada de novo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar chave' })).toBeInTheDocument();
    expect(made).toEqual([{ label: 'Portão B' }]);
    expect(await screen.findAllByTestId('door-key')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Revogar Portão A' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revogar chave' });
    expect(confirm).toHaveTextContent('Revogar a chave Portão A?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Chave Portão A revogada.')).toBeInTheDocument();
    const first = screen.getAllByTestId('door-key')[0]!;
    expect(await within(first).findByText(/revogada em/)).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Revogar/ })).not.toBeInTheDocument();
  });

  it('a finance user gets the role message and no keys', async () => {
    signIn('finance');
    installFakeApi({
      'GET /organizer/me': () => loginFixture('finance'),
      'GET /organizer/door-keys': () => jsonResponse(403, { message: 'Seu papel não permite esta ação.' }),
    });
    renderApp('/organizador/portaria');
    expect(await screen.findByText('Seu papel não permite esta ação.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar chave' })).not.toBeInTheDocument();
  });
});
