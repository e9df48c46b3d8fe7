import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatEventDate } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { formatCentavos } from '../../../lib/money';
import { Poster } from '../../../components/Poster';
import type { EventCard as EventCardData } from '../types';
import classes from './EventCard.module.css';

/** The demo posters are 16:9; width/height reserve the space before the image arrives. */
export const CARD_IMAGE_WIDTH = 1200;
export const CARD_IMAGE_HEIGHT = 675;
/** A card spans the screen on phones, half of it on tablets and a grid column on desktops. */
export const CARD_IMAGE_SIZES = '(max-width: 48em) 100vw, (max-width: 62em) 50vw, 400px';

/** 'A partir de R$ 120,00', or 'Gratuito' when the cheapest ticket costs nothing. */
export function useCardPrice(centavos: number): string {
  const { t } = useTranslation();
  return centavos > 0 ? t('events.fromPrice', { price: formatCentavos(centavos) }) : t('events.free');
}

interface EventCardProps {
  event: EventCardData;
  /** Heading level of the event name, under the list's own heading. */
  headingLevel?: 2 | 3 | 4;
  /** The grid's first card: its poster is the page's largest image, so it loads at once. */
  priority?: boolean;
}

/**
 * An event in a grid. The whole card is clickable through the name's link
 * (stretched over the card by CSS), so screen readers hear one link named
 * after the event instead of a link wrapping everything.
 */
export function EventCard({ event, headingLevel = 3, priority = false }: EventCardProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const price = useCardPrice(event.preco_minimo);
  const Heading = `h${headingLevel}` as const;
  const place = [event.local, [event.cidade, event.uf].filter(Boolean).join('/')].filter(Boolean).join(' · ');

  return (
    <article className={classes.card} data-testid="event-card" data-event-id={event.id}>
      <div className={classes.media}>
        {event.imagem ? (
          <Poster
            src={event.imagem}
            picture={event.imagem_variantes}
            sizes={CARD_IMAGE_SIZES}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={classes.image}
          />
        ) : (
          <div className={classes.image} aria-hidden />
        )}
        {(event.cancelado || event.esgotado) && (
          <div className={classes.badges}>
            {event.cancelado && (
              <Badge color="dark" variant="filled" data-testid="badge-cancelled">
                {t('events.cancelled')}
              </Badge>
            )}
            {event.esgotado && !event.cancelado && (
              <Badge color="red.8" variant="filled" data-testid="badge-sold-out">
                {t('events.soldOut')}
              </Badge>
            )}
          </div>
        )}
      </div>
      <div className={classes.body}>
        <Text size="sm" fw={700}>
          <time dateTime={event.data}>{formatEventDate(event.data, event.timezone, language)}</time>
        </Text>
        <Heading className={classes.name}>
          <Link to={event.url} className={classes.link}>
            {event.nome}
          </Link>
        </Heading>
        {place && (
          <Text size="sm" lineClamp={2} className={classes.muted}>
            {place}
          </Text>
        )}
        {/* A cancelled event sells nothing: no price to show. */}
        <Text size="sm" fw={600} mt="auto" data-testid="event-price">
          {event.cancelado ? t('events.cancelled') : price}
        </Text>
      </div>
    </article>
  );
}
