import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n } from '../../../app/i18n';
import type { SaleSector } from '../api/contract';
import '../i18n';
import { SectorCard } from './SectorCard';

const sector: SaleSector = { id: 1, nome: 'Pista', price: 10000, half_price: null, batch: null, available: 3000, max_per_order: 6, on_sale: true };

function renderCard(overrides: Partial<SaleSector> = {}) {
  render(
    <MantineProvider env="test">
      <SectorCard sector={{ ...sector, ...overrides }} timezone="America/Sao_Paulo" quantity={() => 0} room={6} onChange={() => undefined} />
    </MantineProvider>,
  );
}

describe('sector availability', () => {
  afterEach(async () => {
    await i18n.changeLanguage('pt');
  });

  it('groups thousands as the language writes them', async () => {
    renderCard();
    expect(screen.getByTestId('sector-available')).toHaveTextContent('3.000 disponíveis');
    await chooseLanguage('en');
    expect(await screen.findByText('3,000 available')).toBeInTheDocument();
  });

  it('a sector outside its sales window says so and takes no tickets', () => {
    renderCard({ on_sale: false });
    expect(screen.getByTestId('sector-closed')).toHaveTextContent('Vendas não abertas');
    expect(screen.queryByTestId('sector-available')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Adicionar/ })).toBeDisabled();
  });

  it('counts the last unit in the singular', () => {
    renderCard({ available: 1 });
    expect(screen.getByTestId('sector-available')).toHaveTextContent(/^Último ingresso!$/);
  });
});

describe('sector batch', () => {
  it('names the lote once when the sector name already carries it', () => {
    renderCard({ nome: 'Pista — 1º lote', batch: { nome: '1º lote' } });
    expect(screen.getByText('Pista — 1º lote')).toBeInTheDocument();
    expect(screen.queryByTestId('sector-batch')).not.toBeInTheDocument();
    expect(document.body.textContent?.match(/lote/gi)).toHaveLength(1);
  });

  it('keeps only the end of a batch the sector name carries', () => {
    renderCard({ nome: 'Pista — 1º lote', batch: { nome: '1º lote', ends_at: '2026-12-01T23:59:00-03:00' } });
    expect(screen.getByTestId('sector-batch')).toHaveTextContent(/^Preço válido até 01\/12 23:59$/);
  });

  it('shows a batch name that says lote bare, and any other after "Lote:"', () => {
    renderCard({ batch: { nome: '2º Lote' } });
    expect(screen.getByTestId('sector-batch')).toHaveTextContent(/^2º Lote$/);
    cleanup();
    renderCard({ batch: { nome: 'Promocional' } });
    expect(screen.getByTestId('sector-batch')).toHaveTextContent(/^Lote: Promocional$/);
  });
});
