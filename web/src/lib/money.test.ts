import { describe, expect, it } from 'vitest';
import { formatCentavos } from './money';

describe('formatCentavos', () => {
  it('formats centavos as BRL in pt-BR (Intl puts a no-break space after R$)', () => {
    expect(formatCentavos(123456)).toBe('R$\u00a01.234,56');
    expect(formatCentavos(0)).toBe('R$\u00a00,00');
    expect(formatCentavos(5)).toBe('R$\u00a00,05');
  });
});
