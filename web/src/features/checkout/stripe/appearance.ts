import type { MantineTheme } from '@mantine/core';
import type { Appearance } from '@stripe/stripe-js';
import { readableTextColor } from '../../../lib/color';
import type { StoreColors } from '../../store-config/types';

/**
 * Stripe's card fields drawn like the store's own (app/theme.ts): its primary colour for focus,
 * its page colour and readable text, Mantine's font, label, border and radius, and the error red
 * the store uses (red 9, 4.5:1 on white). Stripe draws them in its own frame, which sees none of
 * our CSS, so the values are passed in px and hex.
 */
export function stripeAppearance(theme: MantineTheme, colors: StoreColors | undefined): Appearance {
  const background = colors?.background || '#ffffff';
  const primary = theme.colors[theme.primaryColor]?.[6] ?? theme.black;
  const border = theme.colors.gray[4];
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: primary,
      colorBackground: background,
      colorText: readableTextColor(background, colors?.text),
      colorDanger: theme.colors.red[9],
      fontFamily: theme.fontFamily,
      // Mantine's md radius (0.5rem), the theme's default.
      borderRadius: '8px',
    },
    rules: {
      '.Label': { fontSize: '14px', fontWeight: '500' },
      '.Input': { borderColor: border, boxShadow: 'none' },
      '.Input:focus': { borderColor: primary, boxShadow: 'none' },
    },
  };
}
