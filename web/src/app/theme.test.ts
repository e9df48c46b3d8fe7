import { describe, expect, it } from 'vitest';
import { contrastingFill, contrastRatio, readableTextColor } from '../lib/color';
import { colorShades, storeCssVariables } from './theme';

describe('theme colours', () => {
  it('builds ten shades with the store colour at index 6', () => {
    const shades = colorShades('#6d28d9');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#6d28d9');
  });

  it('keeps a readable preferred text colour', () => {
    expect(readableTextColor('#111827', '#f9fafb')).toBe('#f9fafb');
  });

  it('replaces an unreadable text colour with black or white', () => {
    expect(readableTextColor('#ffffff', '#eeeeee')).toBe('#000000');
    expect(readableTextColor('#111827', '#222222')).toBe('#ffffff');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });

  it('picks a header button colour that contrasts 4.5:1 with the header', () => {
    // Store 2: header and primary are the same teal; its yellow secondary reaches only 4.3:1.
    expect(contrastRatio('#0f766e', '#fde68a')).toBeLessThan(4.5);
    expect(contrastingFill('#0f766e', ['#0f766e', '#fde68a', '#ffffff'])).toBe('#ffffff');
    // Store 1: the violet primary already shows on its white header.
    expect(contrastingFill('#ffffff', ['#6d28d9', '#f59e0b'])).toBe('#6d28d9');
    // Nothing fits: black or white, whichever contrasts more.
    expect(contrastingFill('#777777', ['#787878'])).toBe('#000000');
  });

  it('exposes the header button colours with readable text', () => {
    const colors = { primary: '#0f766e', secondary: '#fde68a', header: '#0f766e', headerText: '#ffffff' };
    const vars = storeCssVariables(colors)({} as never).variables as Record<string, string>;
    const bg = vars['--catraca-header-button-bg']!;
    const text = vars['--catraca-header-button-text']!;
    expect(contrastRatio(bg, '#0f766e')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(bg, text)).toBeGreaterThanOrEqual(4.5);
  });
});
