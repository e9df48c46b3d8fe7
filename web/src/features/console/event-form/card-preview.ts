import type { Category } from '../../categories/api/get-categories';
import type { EventCard } from '../../events/types';
import type { PreviewEvent } from '../types';
import type { EventDoc } from './document';

/** The cheapest ticket the form offers: sectors' and lotes' prices. */
function cheapest(doc: EventDoc): number {
  const prices = (doc.sessoes ?? []).flatMap((session) =>
    (session.setores ?? []).flatMap((sector) => [sector.preco_centavos ?? 0, ...(sector.lotes ?? []).map((batch) => batch.preco_centavos ?? 0)]),
  );
  return prices.length ? Math.min(...prices) : 0;
}

/**
 * The storefront's card for the event as the form stands: its name, first session, price and
 * poster, with the place as stored. The first session's local wall clock is given as UTC and
 * shown in UTC, so the card reads exactly what was typed, whatever the zone's offset.
 */
export function cardFromForm(doc: EventDoc, stored: PreviewEvent | undefined, poster: string, categories: Category[]): EventCard {
  const starts = (doc.sessoes ?? []).map((session) => session.inicio ?? '').filter(Boolean).sort();
  const first = starts[0] ?? '';
  return {
    id: stored?.id ?? 0,
    nome: doc.nome ?? '',
    slug: doc.slug || null,
    url: stored?.url ?? '',
    imagem: poster,
    imagem_variantes: poster === stored?.imagem ? stored.imagem_variantes : null,
    data: first ? `${first.slice(0, 10)}T${first.slice(11, 16)}:00Z` : '',
    sessoes: starts.length,
    local: stored?.local.nome ?? '',
    cidade: stored?.local.cidade ?? '',
    uf: stored?.local.uf ?? '',
    categoria: doc.categoria ?? 0,
    categoria_nome: categories.find((category) => category.codigo === doc.categoria)?.nome ?? '',
    timezone: 'UTC',
    preco_minimo: cheapest(doc),
    one_checkout: doc.one_checkout ?? 0,
    esgotado: false,
    cancelado: Boolean(doc.cancelado_em),
  };
}
