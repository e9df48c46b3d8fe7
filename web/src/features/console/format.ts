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

/** A count in the interface's language ("1.234" or "1,234"). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en' : 'pt-BR').format(value);
}

/** A ratio as a percentage with at most one decimal ("12,5%"). */
export function formatPercent(ratio: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en' : 'pt-BR', { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

/** A day (AAAA-MM-DD, already in the event's zone) as day and month, "12/11", without shifting zones. */
export function formatDayMonth(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en' : 'pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A time of day with seconds, "14:05:09", in the given time zone. */
export function formatClock(value: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(value),
  );
}
