import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '../../features/console/api/audit';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { auditEntry, loginFixture, signIn } from './console-fixtures';

describe('/organizador/auditoria', () => {
  it('lists the log newest first, readable, and loads more pages until the last', async () => {
    signIn('owner');
    const total = AUDIT_PAGE_SIZE + 3;
    const asked: string[] = [];
    installFakeApi({
      'GET /organizer/me': () => loginFixture('owner'),
      'GET /organizer/audit': (url) => {
        asked.push(url.search);
        const before = Number(url.searchParams.get('before') ?? total + 1);
        const ids = Array.from({ length: total }, (_, i) => total - i).filter((id) => id < before);
        return {
          entries: ids.slice(0, Number(url.searchParams.get('limit'))).map((id) =>
            id === total
              ? auditEntry(id, { action: 'user.invite', subject: 'caixa@example.com', before: undefined, after: { email: 'caixa@example.com', role: 'finance' } })
              : id === 1
                ? auditEntry(id, { action: 'user.join', user: null, subject: 'marta@example.com', before: undefined, after: { name: 'Dona Marta', role: 'owner' } })
                : auditEntry(id),
          ),
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador/auditoria');
    const first = (await screen.findAllByTestId('audit-entry'))[0];
    expect(first).toHaveTextContent('Convite enviado: caixa@example.com');
    expect(first).toHaveTextContent('Dona Marta (marta@example.com)');
    expect(first).toHaveTextContent('papel: Financeiro (criado)');
    expect(screen.getAllByTestId('audit-entry')[1]).toHaveTextContent('papel: Portaria → Gerente');
    expect(screen.getAllByTestId('audit-entry')).toHaveLength(AUDIT_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText(/Operador da loja/)).toBeInTheDocument();
    expect(screen.getAllByTestId('audit-entry')).toHaveLength(total);
    expect(asked).toEqual([`?limit=${AUDIT_PAGE_SIZE}`, `?before=4&limit=${AUDIT_PAGE_SIZE}`]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });
});
