import { Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEventDateLong } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { isSessionOver, nextSession } from '../sessions';
import { Poster } from '../../../components/Poster';
import type { EventDetail } from '../types';
import classes from './Event.module.css';

/** Brazilian age-rating colours (ClassInd): L green, 10 blue, 12 yellow, 14 orange, 16 red, 18 black. */
function ratingColor(age: number): string {
  if (age <= 0) return 'green.8';
  if (age <= 10) return 'blue.7';
  if (age <= 12) return 'yellow.5';
  if (age <= 14) return 'orange.6';
  if (age <= 16) return 'red.9';
  return 'dark.8';
}

/** Poster, name, category, age rating, next date and place. */
export function EventHero({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const next = nextSession(event.relacionados);
  const others = event.relacionados.filter((session) => session !== next && !isSessionOver(session)).length;
  const rating = event.classificacao > 0 ? t('event.age', { age: event.classificacao }) : t('event.ageFree');

  return (
    <div>
      {event.imagem && (
        <Poster
          src={event.imagem}
          picture={event.imagem_variantes}
          sizes="(max-width: 75em) 100vw, 1200px"
          width={1200}
          height={675}
          fetchPriority="high"
          className={classes.heroImage}
        />
      )}
      <Stack gap="xs" mt="md">
        <Group gap="xs">
          {event.categoria?.nome && (
            <Badge variant="default" data-testid="event-category">
              {event.categoria.nome}
            </Badge>
          )}
          <Badge color={ratingColor(event.classificacao)} variant="filled" data-testid="event-age">
            <VisuallyHidden>{t('event.ageLabel')} </VisuallyHidden>
            {rating}
          </Badge>
        </Group>
        <Title order={1} className={classes.title}>
          {event.nome}
        </Title>
        {next && (
          <Text className={classes.fact}>
            <IconCalendarEvent size={18} aria-hidden />
            <span>
              <time dateTime={next.data}>{formatEventDateLong(next.data, event.timezone, language)}</time>
              {others > 0 && ` ${t('event.moreDates', { count: others })}`}
            </span>
          </Text>
        )}
        <Text className={classes.fact}>
          <IconMapPin size={18} aria-hidden />
          <span>
            {event.local.nome}
            {event.local.cidade && ` · ${event.local.cidade}/${event.local.uf}`}
          </span>
        </Text>
      </Stack>
    </div>
  );
}
