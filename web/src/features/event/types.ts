import type { Category } from '../categories/api/get-categories';
import type { Picture } from '../../components/Poster';

/** A ticket type of a session (docs/api-contract.md, POST /v2/event/detail). Prices in centavos. */
export interface EventSector {
  id: number;
  nome: string;
  preco: number;
  preco_meia: number | null;
  esgotado: boolean;
  /** Fewer than a tenth left. */
  ultimos: boolean;
  inicio_venda: string | null;
  fim_venda: string | null;
}

/** A session (`relacionados`): one date of the event. */
export interface EventSession {
  id: number;
  data: string;
  data_fim: string | null;
  data_encerramento: string | null;
  setores: EventSector[];
}

export interface EventPlace {
  nome: string;
  endereco: string;
  bairro: string;
  cep: string;
  cidade: string;
  uf: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The server's reading of spec section 4 "Checkout embed" (docs/spec-readings.md):
 * the buy button shows exactly when the status is `aberta`.
 */
export const SALE_STATUSES = [
  'aberta',
  'cancelado',
  'encerrado',
  'em_breve',
  'encerrada',
  'esgotado',
  'bilheteria',
  'externa',
  'lista',
  'pausada',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export interface SaleState {
  /** A SaleStatus; typed as string because a newer server may send others. */
  status: string;
  /** When sales open, for `em_breve`. */
  abre_em?: string | null;
}

export interface EventDetail {
  id: number;
  nome: string;
  slug: string | null;
  url: string;
  /** Plain text; blank lines separate paragraphs. */
  descricao: string;
  imagem: string;
  /** Set when the poster is stored by the server: imagem is then its largest rendition. */
  imagem_variantes?: Picture | null;
  categoria: Category;
  /** Minimum age; 0 is "Livre". */
  classificacao: number;
  timezone: string;
  site_visibilidade: 'N' | 'S' | string;
  data_cancelamento: string | null;
  data_min_venda: string | null;
  data_max_venda: string | null;
  one_checkout: number;
  link_externo: string;
  local: EventPlace;
  organizador: { id: number; nome: string; logo: string };
  relacionados: EventSession[];
  tem_faq: boolean;
  venda: SaleState;
  /** Spec section 4 "Event details": set when the event was loaded with a password. */
  passwordIsValid?: boolean;
  /** The event or one of its sessions has a waiting room (docs/waiting-room.md). */
  fila?: boolean;
  /** Loaded with the organizer's preview link (`?previa=`): maybe a draft, never on sale here. */
  previa?: boolean;
}
