const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats integer centavos as BRL in the pt-BR format, e.g. 123456 → "R$ 1.234,56". */
export function formatCentavos(centavos: number): string {
  return brl.format(centavos / 100);
}
