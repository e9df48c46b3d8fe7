import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor } from '../lib/color';
import { colorShades } from './theme';

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
});
