import type { Picture } from '../../components/Poster';

/** An event in a list: home, search, covers, organizer page (docs/api-contract.md, EventCard). */
export interface EventCard {
  id: number;
  nome: string;
  slug: string | null;
  /** "/slug" or "/evento/ID": the event page. */
  url: string;
  imagem: string;
  /** Set when the poster is stored by the server: imagem is then its largest rendition. */
  imagem_variantes?: Picture | null;
  /** First matching session, RFC 3339 in the event's zone. */
  data: string;
  /** Number of upcoming sessions. */
  sessoes: number;
  local: string;
  cidade: string;
  uf: string;
  categoria: number;
  categoria_nome: string;
  timezone: string;
  /** Centavos; 0 is a free event. */
  preco_minimo: number;
  one_checkout: number;
  esgotado: boolean;
  cancelado: boolean;
}

/** Answer of POST /v2/events/list. */
export interface EventList {
  eventos: EventCard[];
  total: number;
  /** False when more than `total` events match (the server counts up to the next multiple of 50 past the page). */
  total_exato?: boolean;
  pagina: number;
  por_pagina: number;
}

/** Search periods of spec section 3, as the API names them. */
export const PERIODS = ['qualquer', 'hoje', 'fds', 'semana'] as const;
export type Period = (typeof PERIODS)[number];

/** Every category: the 'Todas as categorias' entry of spec section 3. */
export const ALL_CATEGORIES_CODE = -1;

/** Query of POST /v2/events/list; absent fields are not sent. */
export interface EventListQuery {
  q?: string;
  periodo?: Period;
  categoria?: number;
  cidade?: string;
  uf?: string;
  /** 'capa': the home list, which leaves out cancelled events. */
  origem?: 'capa';
  por_pagina?: number;
}
