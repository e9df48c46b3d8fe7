import { randomId } from '../../../lib/random-id';
import type { BatchDoc, EventDoc, FaqDoc, SectorDoc, SessionDoc } from '../types';

export type { BatchDoc, EventDoc, FaqDoc, SectorDoc, SessionDoc };

export const DEFAULT_ZONE = 'America/Sao_Paulo';

/** Brazil's IANA zones, east to west. */
export const BRAZIL_ZONES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
  'America/Santarem',
  'America/Campo_Grande',
  'America/Cuiaba',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Manaus',
  'America/Eirunepe',
  'America/Rio_Branco',
] as const;

/** The sales channels of `one_checkout`; 41 needs `link_externo`. */
export const CHANNELS = [0, 40, 41, 42, 43] as const;
export const EXTERNAL_CHANNEL = 41;

// RFC 3339 at a whole minute, as the server answers a document's times in the event's zone.
const WHOLE_MINUTE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00(?:\.0+)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A time as the document's local form, "AAAA-MM-DD HH:MM" in the event's zone: the server's
 * RFC 3339 answer is already in that zone, so its wall clock is kept and a changed zone moves
 * the instant, as the editor shows it. A time with seconds stays as given (the same instant).
 */
export function localTime<T extends string | null | undefined>(value: T): T {
  if (!value) return value;
  const match = WHOLE_MINUTE.exec(value);
  return (match ? `${match[1]} ${match[2]}` : value) as T;
}

/** A datetime-local input's value for a document time, and back. */
export function inputTime(value: string | null | undefined): string {
  return value ? value.slice(0, 16).replace(' ', 'T') : '';
}

export function documentTime(input: string): string | null {
  return input ? input.replace('T', ' ') : null;
}

/**
 * Reais as a number (what the currency input gives) to exact centavos: through its two-decimal
 * text, so 0.29 is 29 and never 28.
 */
export function centavosOf(reais: number): number {
  const [whole = '0', cents = '00'] = Math.abs(reais).toFixed(2).split('.');
  const value = Number(whole) * 100 + Number(cents);
  return reais < 0 ? -value : value;
}

/**
 * The document with its event times in local form; everything else (coupons, fields the
 * editor does not show) as the server gave it, so saving it back unchanged changes nothing.
 */
export function editable(doc: EventDoc): EventDoc {
  return {
    ...doc,
    cancelado_em: localTime(doc.cancelado_em),
    venda_inicio: localTime(doc.venda_inicio),
    venda_fim: localTime(doc.venda_fim),
    faq: doc.faq ?? [],
    cupons: doc.cupons ?? [],
    sessoes: (doc.sessoes ?? []).map((session) => ({
      ...session,
      inicio: localTime(session.inicio),
      fim: localTime(session.fim),
      encerramento: localTime(session.encerramento),
      setores: (session.setores ?? []).map((sector) => ({
        ...sector,
        venda_inicio: localTime(sector.venda_inicio),
        venda_fim: localTime(sector.venda_fim),
        lotes: (sector.lotes ?? []).map((batch) => ({ ...batch, ate: localTime(batch.ate) })),
      })),
    })),
  };
}

/** A new id for a session, sector or question: the document needs one, unique in the event. */
export function newId(prefix: string): string {
  return `${prefix}-${randomId(8).toLowerCase()}`;
}

export function newSector(): SectorDoc {
  return { id: newId('setor'), nome: '', preco_centavos: 0, meia_entrada: false, capacidade: 0, lotes: [] };
}

export function newSession(): SessionDoc {
  return { id: newId('sessao'), inicio: '', fim: null, setores: [newSector()] };
}

export function newBatch(): BatchDoc {
  return { nome: '', preco_centavos: 0, quantidade: null, ate: null };
}

export function newQuestion(): FaqDoc {
  return { id: newId('pergunta'), pergunta: '', resposta: '' };
}

/** A new event: one session with one sector, in São Paulo's zone, online sales. */
export function newEvent(): EventDoc {
  return {
    nome: '',
    slug: '',
    descricao: '',
    imagem: '',
    local: '',
    timezone: DEFAULT_ZONE,
    senha: '',
    one_checkout: 0,
    link_externo: '',
    classificacao: 0,
    limite_por_pedido: 6,
    limite_por_cpf: 6,
    venda_inicio: null,
    venda_fim: null,
    faq: [],
    cupons: [],
    sessoes: [newSession()],
  };
}

type Path = readonly (string | number)[];

/** A copy of value with the thing at path replaced: the editor's one way to change the document. */
export function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value] as unknown[];
    copy[head as number] = setIn(copy[head as number], rest, next);
    return copy as T;
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head as string]: setIn(record[head as string], rest, next) } as T;
}

export function getIn(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (at == null ? undefined : (at as Record<string | number, unknown>)[key]), value);
}

/** The field path the server names a refusal with: `sessoes.0.setores.1.capacidade`. */
export function pathKey(path: Path): string {
  return path.join('.');
}
