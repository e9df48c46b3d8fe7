const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Centavos as reais, "R$ 1.234,56" in either language (the store sells in reais). The
 * storefront's own formatter is not imported: the console keeps to its own modules.
 */
export function formatCentavos(centavos: number): string {
  return brl.format(centavos / 100);
}

/** A date and time in the interface's language, in the given time zone (the viewer's when none). */
export function formatDateTime(value: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en' : 'pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    new Date(value),
  );
}
