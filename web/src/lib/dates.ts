import { htmlLang, type Language } from './language';

/**
 * Event dates are shown in the event's own IANA zone (docs/architecture.md,
 * "Rules that hold everywhere": Brazil has four), never in the visitor's: a show in Recife at 21:00 is
 * at 21:00 wherever the page is opened. The API sends RFC 3339 strings with
 * the offset, so `new Date()` reads the instant exactly.
 */
const FALLBACK_ZONE = 'America/Sao_Paulo';

function validZone(zone: string | null | undefined): string {
  if (!zone) return FALLBACK_ZONE;
  try {
    formatter('en', zone, {});
    return zone;
  } catch {
    return FALLBACK_ZONE;
  }
}

// Building an Intl.DateTimeFormat is slow: it was the home page's largest cost in our own code
// (two per date shown). A page of cards asks for the same few again and again.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, format);
  }
  return format;
}

const PART_NAMES = ['weekday', 'day', 'month', 'year', 'hour', 'minute'] as const;
type PartName = (typeof PART_NAMES)[number];

function isPartName(type: string): type is PartName {
  return (PART_NAMES as readonly string[]).includes(type);
}

function parts(iso: string, zone: string, language: Language, options: Intl.DateTimeFormatOptions) {
  const format = formatter(htmlLang(language), validZone(zone), options);
  const out: Partial<Record<PartName, string>> = {};
  for (const part of format.formatToParts(new Date(iso))) {
    // pt-BR abbreviations end in a period ("sáb.", "dez."); the cards drop it.
    if (isPartName(part.type)) out[part.type] = part.value.replace(/\.$/, '');
  }
  return out;
}

function isValidDate(iso: string | null | undefined): iso is string {
  return Boolean(iso) && !Number.isNaN(new Date(iso as string).getTime());
}

/** Card date: "sáb, 05 dez · 21:00" (pt) / "Sat, Dec 05 · 21:00" (en). */
export function formatEventDate(iso: string, zone: string, language: Language = 'pt'): string {
  if (!isValidDate(iso)) return '';
  const p = parts(iso, zone, language, {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const time = `${p.hour}:${p.minute}`;
  if (language === 'pt') return `${p.weekday}, ${p.day} ${p.month} · ${time}`;
  return `${p.weekday}, ${p.month} ${p.day} · ${time}`;
}

/** Event page date: "sábado, 5 de dezembro de 2026 · 21:00". */
export function formatEventDateLong(iso: string, zone: string, language: Language = 'pt'): string {
  if (!isValidDate(iso)) return '';
  const date = formatter(htmlLang(language), validZone(zone), { dateStyle: 'full' }).format(new Date(iso));
  return `${date} · ${formatTime(iso, zone, language)}`;
}

/** "05/12" (pt) / "12/05" (en), in the event's zone. */
export function formatDayMonth(iso: string, zone: string, language: Language = 'pt'): string {
  if (!isValidDate(iso)) return '';
  const p = parts(iso, zone, language, { day: '2-digit', month: '2-digit' });
  return language === 'pt' ? `${p.day}/${p.month}` : `${p.month}/${p.day}`;
}

/** "21:00", 24-hour clock in the event's zone. */
export function formatTime(iso: string, zone: string, language: Language = 'pt'): string {
  if (!isValidDate(iso)) return '';
  const p = parts(iso, zone, language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${p.hour}:${p.minute}`;
}

/**
 * "26/11/2026" (pt) / "11/26/2026" (en). A date without a time (a boleto's
 * due date, "2026-11-26") is that calendar day everywhere, not an instant.
 */
export function formatDate(iso: string, zone: string, language: Language = 'pt'): string {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (dateOnly) {
    const [, year, month, day] = dateOnly;
    return language === 'pt' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
  }
  if (!isValidDate(iso)) return '';
  const p = parts(iso, zone, language, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return language === 'pt' ? `${p.day}/${p.month}/${p.year}` : `${p.month}/${p.day}/${p.year}`;
}

/**
 * The zone to show a time in: the one the API names, else a fixed zone with
 * the offset the RFC 3339 text carries (the event's local time), else São Paulo.
 */
export function zoneFor(iso: string | null | undefined, zone?: string | null): string {
  if (zone) return validZone(zone);
  const match = /([+-])(\d{2}):(\d{2})$/.exec(iso ?? '');
  if (!match || match[3] !== '00') return FALLBACK_ZONE;
  const hours = Number(match[2]);
  if (hours === 0) return 'UTC';
  // Etc zones have the sign inverted: UTC-03:00 is Etc/GMT+3.
  return `Etc/GMT${match[1] === '-' ? '+' : '-'}${hours}`;
}

/** "05/12/2026 14:30" (pt) / "12/05/2026 14:30" (en): a moment such as a purchase or a deadline. */
export function formatDateTime(iso: string | null | undefined, zone: string, language: Language = 'pt'): string {
  if (!isValidDate(iso)) return '';
  const p = parts(iso, zone, language, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const date = language === 'pt' ? `${p.day}/${p.month}/${p.year}` : `${p.month}/${p.day}/${p.year}`;
  return `${date} ${p.hour}:${p.minute}`;
}
