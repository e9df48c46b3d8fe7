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

/** A day of the payouts report (AAAA-MM-DD) in the interface's language, without shifting zones. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en' : 'pt-BR', { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** The current month in São Paulo, where the payouts report's days are: its first and last day, AAAA-MM-DD. */
export function currentMonth(now: Date = new Date()): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 8);
  return { from: `${prefix}01`, to: `${prefix}${String(last).padStart(2, '0')}` };
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

/** A time of day, "14:05", in the interface's language and the viewer's zone. */
export function formatHourMinute(value: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en' : 'pt-BR', { timeStyle: 'short' }).format(new Date(value));
}

/** A time of day with seconds, "14:05:09", in the given time zone. */
export function formatClock(value: string, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(value),
  );
}
