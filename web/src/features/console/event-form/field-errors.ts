import { getIn, type EventDoc } from './document';

// The fields the form shows, by the server's paths; indices must exist in the document.
const SHOWN: RegExp[] = [
  /^(nome|slug|descricao|categoria|local|imagem|timezone|classificacao|one_checkout|senha|venda_inicio|venda_fim|limite_por_pedido|limite_por_cpf|fila)$/,
  /^faq\.\d+\.(pergunta|resposta)$/,
  /^sessoes\.\d+\.(inicio|fim|fila)$/,
  /^sessoes\.\d+\.setores\.\d+\.(nome|preco_centavos|capacidade|meia_entrada)$/,
  /^sessoes\.\d+\.setores\.\d+\.lotes\.\d+\.(nome|preco_centavos|quantidade|ate)$/,
];

/** Whether a refusal's path names an input on the screen (else the summary lists it). */
export function isShown(doc: EventDoc, path: string): boolean {
  if (path === 'link_externo') return doc.one_checkout === 41;
  // The rate's input shows only while its line is on.
  const rate = /^(?:sessoes\.(\d+)\.)?fila_por_minuto$/.exec(path);
  if (rate) return (rate[1] === undefined ? doc.fila : doc.sessoes?.[Number(rate[1])]?.fila) === true;
  if (!SHOWN.some((pattern) => pattern.test(path))) return false;
  const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return getIn(doc, parts.slice(0, -1)) !== undefined;
}

/** The refusals no input shows, for the alert at the top. */
export function unshownErrors(doc: EventDoc, errors: Record<string, string>): [string, string][] {
  return Object.entries(errors).filter(([path]) => !isShown(doc, path));
}
