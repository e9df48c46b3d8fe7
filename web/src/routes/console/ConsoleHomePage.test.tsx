import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { loginFixture, signIn } from './console-fixtures';

afterEach(async () => {
  await i18n.changeLanguage('pt');
});

describe('/organizador', () => {
  it("shows the organizer, the role and an owner's sections, in English when chosen", async () => {
    signIn('owner');
    installFakeApi({ 'GET /organizer/me': () => loginFixture('owner') });
    const user = userEvent.setup({ delay: null });
    renderApp('/organizador');
    expect(await screen.findByRole('heading', { name: 'Olá, Dona Marta' })).toBeInTheDocument();
    expect(screen.getByTestId('console-organizer')).toHaveTextContent('Maré Alta Produções');
    const nav = screen.getByRole('navigation', { name: 'Seções do painel' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Início',
      'Eventos',
      'Pedidos',
      'Reembolsos',
      'Repasses',
      'Mensagens',
      'Chaves da portaria',
      'Equipe',
      'Auditoria',
      'Configurações',
      'Portaria',
    ]);
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Dona Marta' })).toBeInTheDocument();
    expect(screen.getByTestId('console-role')).toHaveTextContent('Owner');
    expect(localStorage.getItem('locale')).toBe('en');
  });
});
