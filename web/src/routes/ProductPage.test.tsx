import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeConfigFixture } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const config = storeConfigFixture({
  produtos: [
    {
      slug: 'para-organizadores',
      titulo: 'Catraca para organizadores',
      resumo: 'Venda os ingressos do seu evento.',
      texto: 'Primeiro parágrafo.\n\nSegundo parágrafo.',
      botao: { texto: 'Quero vender', link: 'mailto:org@example.com' },
    },
    { slug: 'pagina', titulo: 'Página', botao: { texto: 'Perigo', link: 'javascript:alert(1)' } },
  ],
});

describe('product page', () => {
  it('/produto-{slug} shows its configured content without the header, with the footer', async () => {
    renderApp('/produto-para-organizadores', config);
    expect(await screen.findByRole('heading', { level: 1, name: 'Catraca para organizadores' })).toBeInTheDocument();
    expect(screen.getByText('Venda os ingressos do seu evento.')).toBeInTheDocument();
    const text = screen.getByTestId('product-text');
    expect(within(text).getAllByText(/parágrafo/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Quero vender' })).toHaveAttribute('href', 'mailto:org@example.com');
    expect(screen.getByRole('link', { name: 'Catraca Ingressos' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    // The footer and the title follow the page's first render: wait for them rather than race a
    // busy machine.
    expect(await screen.findByTestId('site-footer')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Catraca para organizadores | Catraca Ingressos'));
  });

  it('a call to action that is no web, mail or store link shows no button', async () => {
    renderApp('/produto-pagina', config);
    expect(await screen.findByRole('heading', { level: 1, name: 'Página' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-cta')).not.toBeInTheDocument();
  });

  it('an unknown product is the 404 page, still without the header', async () => {
    renderApp('/produto-nada', config);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
  });
});
