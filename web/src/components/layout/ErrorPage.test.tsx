import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { storeLoggedUser } from '../../lib/session';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { ErrorPage } from './ErrorPage';

function renderErrorPage(status: number | null) {
  render(
    <MantineProvider env="test">
      <Router hook={memoryLocation().hook}>
        <ErrorPage status={status} />
      </Router>
    </MantineProvider>,
  );
}

describe('ErrorPage', () => {
  it('shows the generic title with a hint and a link home', () => {
    renderErrorPage(500);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops nothing here');
    expect(screen.getByText('Verifique o endereço ou volte para a página inicial.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
  });

  it('titles a 404 "404 Not Found"', () => {
    renderErrorPage(404);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Not Found');
  });

  it('clears the login on a 401', () => {
    storeLoggedUser({ access_token: 'tok' });
    renderErrorPage(401);
    expect(localStorage.getItem(STORAGE_KEYS.loggedUser)).toBeNull();
  });

  it('keeps the login on other errors', () => {
    storeLoggedUser({ access_token: 'tok' });
    renderErrorPage(404);
    expect(localStorage.getItem(STORAGE_KEYS.loggedUser)).not.toBeNull();
  });
});
