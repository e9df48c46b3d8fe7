import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoadedAt } from './inline-data';

describe('pageLoadedAt', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is on the clock TanStack Query ages data by, however far Date is from the time origin', () => {
    // A system clock moved since the navigation (or a test's moved Date): Date.now() three
    // hours past performance.timeOrigin. The inlined data is as old as the page: performance.now().
    const threeHours = 3 * 60 * 60 * 1000;
    vi.spyOn(Date, 'now').mockImplementation(() => performance.timeOrigin + performance.now() + threeHours);
    const age = Date.now() - pageLoadedAt();
    expect(Math.abs(age - performance.now())).toBeLessThan(1000);
  });
});
