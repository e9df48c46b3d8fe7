import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeLoggedUser } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { storeConfigFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('layout', () => {
  it('renders header, main and footer landmarks on home', async () => {
    renderApp('/');
    expect(await screen.findByTestId('site-header')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Catraca Ingressos' })).toBeInTheDocument();
    const logo = screen.getByTestId('header-logo');
    expect(logo).toHaveAttribute('href', '/');
    expect(within(logo).getByRole('img')).toHaveAccessibleName('Catraca Ingressos');
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it('hides header and footer on /sobre and on ticket-token pages', async () => {
    renderApp('/sobre');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre Catraca Ingressos' })).toBeInTheDocument();
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });

  // The ticket-token pages: routes/TicketPage.test.tsx (with a ticket, an unknown one, and a 401).
  it.each(['/evento/1/c/promo'])('hides header and footer on %s', async (path) => {
    renderApp(path);
    expect(await screen.findByTestId('error-page')).toBeInTheDocument();
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });

  it('renders the 404 page for unknown routes and unbuilt features', async () => {
    renderApp('/nada/aqui');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
  });

  it('classifies footer links and shows only the existing app button', async () => {
    renderApp('/');
    const footer = await screen.findByTestId('site-footer');
    expect(within(footer).getByRole('link', { name: 'Sobre nós' })).toHaveAttribute('data-link-kind', 'internal');
    const blog = within(footer).getByRole('link', { name: /Blog/ });
    expect(blog).toHaveAttribute('data-link-kind', 'external');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      'https://www.example.com.br/privacidade',
    );
    const apps = screen.getByTestId('footer-apps');
    expect(within(apps).getByRole('link', { name: 'Disponível no Google Play' })).toBeInTheDocument();
    expect(within(apps).queryByRole('link', { name: 'Baixar na App Store' })).not.toBeInTheDocument();
    expect(screen.getByTestId('footer-legal')).toHaveTextContent('CNPJ');
    expect(within(footer).getByRole('link', { name: 'Instagram (abre em nova aba)' })).toBeInTheDocument();
  });

  it('hides the apps block when neither store link exists', async () => {
    const config = storeConfigFixture();
    config.configs.footer = { ...config.configs.footer, apps: { title: 'Baixe o app', android: '', apple: '' } };
    renderApp('/', config);
    await screen.findByTestId('site-footer');
    expect(screen.queryByTestId('footer-apps')).not.toBeInTheDocument();
  });

  it('shows the sanitised cookie notice until OK, storing a 7-day acceptance', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const notice = await screen.findByTestId('cookie-notice');
    expect(notice).toHaveAttribute('role', 'region');
    expect(notice.querySelector('script')).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cookiesAccepted) ?? '{}') as { expires: number };
    expect(stored.expires - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  it('links the chat bubble to the store WhatsApp number', async () => {
    renderApp('/');
    const chat = await screen.findByTestId('support-chat');
    expect(chat).toHaveAttribute('href', 'https://wa.me/5548999990000');
    expect(chat).toHaveAccessibleName('Fale com o suporte pelo WhatsApp');
  });

  it('shows the user menu with initials when logged in and logs out to /', async () => {
    storeLoggedUser({ access_token: 't', name: 'Ana', lastname: 'Souza', email: 'ana@example.com' });
    const user = userEvent.setup();
    const { url, navigate } = renderApp('/sobre');
    act(() => navigate('/buscar/?q=abc'));
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(url().pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.loggedUser)).toBeNull();
  });
});
