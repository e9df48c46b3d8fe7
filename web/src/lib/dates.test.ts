import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatEventDate, formatEventDateLong, formatTime } from './dates';

// 21:00 in São Paulo (UTC-3) is 00:00 UTC of the next day.
const SAO_PAULO_SHOW = '2026-12-05T21:00:00-03:00';

describe('event dates in the event zone', () => {
  it('formats a card date in pt-BR without the abbreviation periods', () => {
    expect(formatEventDate(SAO_PAULO_SHOW, 'America/Sao_Paulo')).toBe('sáb, 05 dez · 21:00');
  });

  it("shows the event's wall clock, not the offset the string came with", () => {
    // The same instant in Manaus (UTC-4) is 20:00, and in UTC already Sunday.
    expect(formatEventDate(SAO_PAULO_SHOW, 'America/Manaus')).toBe('sáb, 05 dez · 20:00');
    expect(formatEventDate(SAO_PAULO_SHOW, 'UTC')).toBe('dom, 06 dez · 00:00');
    expect(formatEventDate('2026-12-06T00:00:00Z', 'America/Recife')).toBe('sáb, 05 dez · 21:00');
  });

  it('formats in English for en', () => {
    expect(formatEventDate(SAO_PAULO_SHOW, 'America/Sao_Paulo', 'en')).toBe('Sat, Dec 05 · 21:00');
  });

  it('gives the long date, the day/month and the time used by the sale message', () => {
    expect(formatEventDateLong(SAO_PAULO_SHOW, 'America/Sao_Paulo')).toBe('sábado, 5 de dezembro de 2026 · 21:00');
    expect(formatDayMonth('2026-12-05T10:00:00-03:00', 'America/Sao_Paulo')).toBe('05/12');
    expect(formatTime('2026-12-05T10:00:00-03:00', 'America/Sao_Paulo')).toBe('10:00');
    expect(formatDayMonth('2026-12-05T10:00:00-03:00', 'America/Sao_Paulo', 'en')).toBe('12/05');
  });

  it('falls back to Brasília time for an unknown zone and to empty text for a bad date', () => {
    expect(formatEventDate(SAO_PAULO_SHOW, 'Mars/Olympus')).toBe('sáb, 05 dez · 21:00');
    expect(formatEventDate('not a date', 'America/Sao_Paulo')).toBe('');
  });
});
