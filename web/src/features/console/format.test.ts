import { describe, expect, it } from 'vitest';
import { currentMonth, formatDay } from './format';

describe('console dates', () => {
  it('the current month is São Paulo’s, even when UTC is already in the next one', () => {
    expect(currentMonth(new Date('2026-12-01T02:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(currentMonth(new Date('2028-02-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('a report day keeps its date in either language', () => {
    expect(formatDay('2026-11-03', 'pt')).toBe('03/11/2026');
    expect(formatDay('2026-11-03', 'en')).toBe('11/3/26');
  });
});
