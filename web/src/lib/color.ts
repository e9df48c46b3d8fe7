import { luminance } from '@mantine/core';

const BLACK = '#000000';
const WHITE = '#ffffff';
/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The store's preferred text colour on `background` when it is readable,
 * otherwise black or white, whichever contrasts more. Store operators pick
 * colours freely; visitors still need to read the text.
 */
export function readableTextColor(background: string, preferred?: string): string {
  if (preferred && contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) return preferred;
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

/**
 * A fill that stands out on `surface` with at least 4.5:1: the first
 * candidate that does (the store's colours, in order of preference),
 * otherwise black or white. A store whose header is its primary colour
 * would otherwise get a button invisible against it.
 */
export function contrastingFill(surface: string, candidates: readonly (string | undefined)[]): string {
  const fit = candidates.find((color) => color && contrastRatio(surface, color) >= MIN_TEXT_CONTRAST);
  if (fit) return fit;
  return contrastRatio(surface, BLACK) >= contrastRatio(surface, WHITE) ? BLACK : WHITE;
}
