import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n } from '../../../app/i18n';
import type { SaleSector } from '../api/types';
import '../i18n';
import { SectorCard } from './SectorCard';

const sector: SaleSector = { id: 1, nome: 'Pista', price: 10000, half_price: null, batch: null, available: 3000, max_per_order: 6 };

function renderCard() {
  render(
    <MantineProvider env="test">
      <SectorCard sector={sector} timezone="America/Sao_Paulo" quantity={() => 0} room={6} onChange={() => undefined} />
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
});
