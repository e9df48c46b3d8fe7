/** Paragraphs of a plain text from the store configuration: split on blank lines, empty ones dropped. */
export function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
