import {
  createTheme,
  darken,
  lighten,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { StoreColors } from '../features/store-config/types';
import { contrastingFill, readableTextColor } from '../lib/color';
import classes from './theme.module.css';

const FALLBACK_PRIMARY = '#6d28d9';
const DIALOG_CLOSE = { size: 'xl', iconSize: 20 };

/** Ten shades around the store colour; index 6 (Mantine's default primaryShade) is the colour itself. */
export function colorShades(base: string): MantineColorsTuple {
  return [
    lighten(base, 0.92),
    lighten(base, 0.8),
    lighten(base, 0.65),
    lighten(base, 0.5),
    lighten(base, 0.35),
    lighten(base, 0.18),
    base,
    darken(base, 0.15),
    darken(base, 0.3),
    darken(base, 0.45),
  ];
}

/** Built at run time from the store configuration, so one build serves every store. */
export function buildTheme(colors: StoreColors | undefined): MantineThemeOverride {
  const primary = colors?.primary || FALLBACK_PRIMARY;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: colorShades(primary), secondary: colorShades(colors?.secondary || primary) },
    // Filled components pick black or white text by luminance. 0.179 is where
    // black and white have equal contrast, so the pick is always the better one.
    autoContrast: true,
    luminanceThreshold: 0.179,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    // Visitors who asked their system for less motion get dialogs and menus without animation.
    respectReducedMotion: true,
    // Dialogs' close buttons: 44 px to tap (Mantine's default is 28) around the same 20 px cross.
    components: {
      Modal: { classNames: { close: classes.dialogClose } },
      ModalCloseButton: { defaultProps: DIALOG_CLOSE },
      Drawer: { classNames: { close: classes.dialogClose } },
      DrawerCloseButton: { defaultProps: DIALOG_CLOSE },
    },
  });
}

/** Store colours for header, footer and page, each with readable text. */
export function storeCssVariables(colors: StoreColors | undefined): CSSVariablesResolver {
  const background = colors?.background || '#ffffff';
  const header = colors?.header || background;
  const footer = colors?.footer || '#111827';
  const headerText = readableTextColor(header, colors?.headerText);
  // The header's filled button ("Criar conta"): primary when it shows on the header, else the next store colour that does.
  const headerButton = contrastingFill(header, [colors?.primary || FALLBACK_PRIMARY, colors?.secondary, headerText]);
  const variables = {
    '--catraca-header-bg': header,
    '--catraca-header-text': headerText,
    '--catraca-header-button-bg': headerButton,
    '--catraca-header-button-text': readableTextColor(headerButton, header),
    '--catraca-footer-bg': footer,
    '--catraca-footer-text': readableTextColor(footer, colors?.footerText),
  };
  return () => ({
    variables,
    light: {
      '--mantine-color-body': background,
      '--mantine-color-text': readableTextColor(background, colors?.text),
      // Mantine's default (red 6) is 3.3:1 on white: field errors such as
      // 'Senha Inválida' need 4.5:1 (WCAG AA), which red 9 gives.
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      // Mantine's dimmed (gray 6, #868e96) is 3.3:1 on white: hints such as the
      // two-factor description need 4.5:1, which gray 7 gives (8:1).
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    },
    dark: {},
  });
}
