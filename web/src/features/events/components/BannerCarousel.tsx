import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatEventDate } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { Poster } from '../../../components/Poster';
import type { EventCard } from '../types';
import classes from './BannerCarousel.module.css';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from './EventCard';

/**
 * The banner's shape while its events load, so the list below does not jump when it arrives
 * (it was the home page's largest layout shift).
 */
export function BannerPlaceholder() {
  return (
    <div className={classes.carousel} aria-hidden data-testid="banner-placeholder">
      <div className={classes.viewport}>
        <div className={classes.link}>
          <div className={classes.image} />
          <div className={classes.caption} />
        </div>
      </div>
      <div className={classes.controlsPlaceholder} />
    </div>
  );
}

/** Time each banner stays before the next one. */
export const BANNER_INTERVAL_MS = 6000;

/**
 * The home banner: covers of the selected city, one at a time (WAI-ARIA
 * carousel pattern). It advances by itself, except while the pointer is over
 * it, while it holds the focus, after the visitor paused it, or when the
 * system asks for reduced motion (WCAG 2.2.2).
 */
export function BannerCarousel({ events }: { events: EventCard[] }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = events.length;
  const current = count > 0 ? index % count : 0;
  const rotating = count > 1 && !reducedMotion && !stopped;

  useEffect(() => {
    if (!rotating || hovered || focused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, hovered, focused, count]);

  if (count === 0) return null;

  const go = (next: number) => setIndex((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={classes.carousel}
      aria-roledescription={t('banner.roleDescription')}
      aria-label={t('banner.label')}
      data-testid="banner"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* While rotating by itself, changes are not announced (they would interrupt). */}
      <div className={classes.viewport} aria-live={rotating && !focused ? 'off' : 'polite'}>
        <div className={classes.track} style={{ transform: `translateX(-${current * 100}%)` }}>
          {events.map((event, i) => (
            <div
              key={event.id}
              className={classes.slide}
              role="group"
              aria-roledescription={t('banner.slideRole')}
              aria-label={t('banner.slide', { number: i + 1, total: count })}
              inert={i !== current}
              data-testid="banner-slide"
              data-active={i === current || undefined}
            >
              <Link to={event.url} className={classes.link}>
                <Poster
                  src={event.imagem}
                  picture={event.imagem_variantes}
                  sizes="(max-width: 75em) 100vw, 1200px"
                  width={CARD_IMAGE_WIDTH}
                  height={CARD_IMAGE_HEIGHT}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  className={classes.image}
                />
                <span className={classes.caption}>
                  <span className={classes.title}>{event.nome}</span>
                  <span className={classes.meta}>{formatEventDate(event.data, event.timezone, language)}</span>
                  <span className={classes.meta}>
                    {event.local}
                    {event.cidade ? ` · ${event.cidade}/${event.uf}` : ''}
                  </span>
                  <span className={classes.cta} aria-hidden>
                    {t('banner.cta')}
                  </span>
                </span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <Group justify="center" gap="xs" mt="xs" wrap="nowrap" className={classes.controls}>
          <ActionIcon variant="default" radius="xl" onClick={() => go(current - 1)} aria-label={t('banner.previous')}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <div className={classes.dots}>
            {events.map((event, i) => (
              <UnstyledButton
                key={event.id}
                className={classes.dot}
                onClick={() => go(i)}
                aria-label={t('banner.goTo', { number: i + 1 })}
                aria-current={i === current || undefined}
              />
            ))}
          </div>
          <ActionIcon variant="default" radius="xl" onClick={() => go(current + 1)} aria-label={t('banner.next')}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          {!reducedMotion && (
            <ActionIcon
              variant="default"
              radius="xl"
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? t('banner.play') : t('banner.pause')}
            >
              {stopped ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
            </ActionIcon>
          )}
        </Group>
      )}
    </section>
  );
}
