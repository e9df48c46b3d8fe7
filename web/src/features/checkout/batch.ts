/** Lower-cased, one space between words: "Pista —  1º Lote" and "1º lote" compare as written. */
const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();

/** The name says it is a batch by itself ("1º lote", "Early batch"). */
const SAYS_BATCH = /(^|[^\p{L}])(lote|batch)([^\p{L}]|$)/iu;

/**
 * How a sector card names its current batch, so "lote" is said once: not at all when the
 * sector's own name carries it ("Pista — 1º lote"), bare when the batch's name says "lote"
 * already ("1º lote"), else after a "Lote:" prefix ("Lote: Promocional").
 */
export function batchNaming(sectorName: string, batchName: string): 'none' | 'bare' | 'prefixed' {
  const batch = fold(batchName);
  if (!batch || fold(sectorName).includes(batch)) return 'none';
  return SAYS_BATCH.test(batch) ? 'bare' : 'prefixed';
}
