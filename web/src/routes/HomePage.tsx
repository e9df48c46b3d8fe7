import { Button, Container, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../features/categories/api/get-categories';
import { CategoryTiles } from '../features/categories/components/CategoryTiles';
import { CityBar } from '../features/city/components/CityBar';
import { ALL_REGIONS, cityCoversQuery, cityLabel, cityListQuery, isAllRegions } from '../features/city/city';
import { useSelectedCity } from '../features/city/selected-city';
import { useCovers } from '../features/events/api/get-covers';
import { useEventList } from '../features/events/api/list-events';
import { BannerCarousel, BannerPlaceholder } from '../features/events/components/BannerCarousel';
import { EventResults } from '../features/events/components/EventResults';
import { useStoreConfig } from '../features/store-config/api/get-store-config';

/** events_per_line (spec section 9: default 4), kept to what a 1250px row can hold. */
export function eventsPerLine(value: number | undefined): number {
  return value && Number.isInteger(value) && value > 0 ? Math.min(value, 6) : 4;
}

/** Whole rows per page, at least 12 events. */
export function homePageSize(perLine: number): number {
  return perLine * Math.max(3, Math.ceil(12 / perLine));
}

/**
 * Home (`/`): the banner of the selected city, its upcoming events and the
 * category tiles. Every list's query key holds the city, so choosing another
 * city reloads them.
 */
export function HomePage() {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const template = config.configs.template;
  const { city, enabled: citySelection, chooseCity } = useSelectedCity();
  const perLine = eventsPerLine(template.events_per_line);
  const covers = useCovers(cityCoversQuery(city), Boolean(template.banner));
  const list = useEventList({ ...cityListQuery(city), origem: 'capa', por_pagina: homePageSize(perLine) });
  const categories = useCategories(Boolean(template.categories));
  // As the grid (EventResults): the banner and the tiles render in the background when their
  // answers arrive, not inside the query's update, which renders at once and whole.
  const coverEvents = useDeferredValue(covers.data);
  const categoryTiles = useDeferredValue(categories.data);
  const label = cityLabel(city, t('city.allRegions'));
  const allRegions = isAllRegions(city);

  const empty = (
    <Stack gap="sm" align="center" py="xl" ta="center" data-testid="home-empty">
      <Text fw={600}>{allRegions ? t('home.empty') : t('home.emptyCity', { city: label })}</Text>
      {!allRegions && citySelection && (
        <>
          <Text>{t('home.emptyHint')}</Text>
          <Button variant="default" onClick={() => chooseCity(ALL_REGIONS)} data-testid="show-all-regions">
            {t('home.showAllRegions')}
          </Button>
        </>
      )}
    </Stack>
  );

  return (
    <>
      <VisuallyHidden component="h1">{config.name}</VisuallyHidden>
      <Container size={1250} py="lg">
        <Stack gap={32}>
          {citySelection && <CityBar />}
          {/* Until the background render has the current city's covers, their place is kept. */}
          {template.banner && (covers.isPending || coverEvents !== covers.data) && <BannerPlaceholder />}
          {template.banner && coverEvents === covers.data && coverEvents && coverEvents.length > 0 && (
            // A new city starts on its first banner.
            <BannerCarousel key={city.id} events={coverEvents} />
          )}
          <section aria-labelledby="upcoming-title" data-testid="upcoming" data-city={label}>
            <Title order={2} size="h3" id="upcoming-title" mb="md">
              {allRegions ? t('home.upcoming') : t('home.upcomingIn', { city: label })}
            </Title>
            <EventResults list={list} perLine={perLine} headingLevel={3} empty={empty} />
          </section>
          {template.categories && categoryTiles && categoryTiles.length > 0 && (
            <section aria-labelledby="categories-title" data-testid="home-categories">
              <Title order={2} size="h3" id="categories-title" mb="md">
                {t('home.categories')}
              </Title>
              <CategoryTiles categories={categoryTiles} />
            </section>
          )}
        </Stack>
      </Container>
    </>
  );
}
