import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../app/search-params';
import { SearchField } from '../components/layout/header/SearchField';
import { useCategories } from '../features/categories/api/get-categories';
import { cityLabel, isAllRegions } from '../features/city/city';
import { useSelectedCity } from '../features/city/selected-city';
import { useEventList } from '../features/events/api/list-events';
import { EventResults } from '../features/events/components/EventResults';
import { SearchFilters } from '../features/search/components/SearchFilters';
import classes from '../features/search/components/SearchPage.module.css';
import { filtersFromParams, listQueryFromFilters, paramsWith, type SearchFilters as Filters } from '../features/search/search-params';
import { ALL_CATEGORIES_CODE } from '../features/events/types';
import { useStoreConfig } from '../features/store-config/api/get-store-config';
import { usePageTitle } from '../features/store-config/use-page-title';
import { isSearchTextValid } from '../lib/search';

/**
 * Search results (`/buscar/?q=`). Every filter lives in the URL, so results
 * can be shared and the back button undoes a filter. Searches cover all
 * regions unless the visitor turns on the chip for the selected city.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const list = useEventList(listQueryFromFilters(filters));
  const categories = useCategories(true);
  const { city, enabled: citySelection } = useSelectedCity();
  const hasText = isSearchTextValid(filters.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeFilters = [filters.periodo !== 'qualquer', filters.categoria !== ALL_CATEGORIES_CODE, filters.city !== null].filter(Boolean).length;
  // The last page loaded knows most: past its count's bound the server says "more than".
  const counted = list.data?.pages.at(-1);

  const update = useCallback(
    (patch: Partial<Filters>) => setParams((current) => paramsWith(current, patch)),
    [setParams],
  );

  let cityChip = null;
  if (filters.city) {
    cityChip = { label: `${filters.city.cidade} - ${filters.city.uf}`, city: filters.city };
  } else if (citySelection && !isAllRegions(city)) {
    cityChip = { label: cityLabel(city, t('city.allRegions')), city: { cidade: city.name, uf: city.state } };
  }

  // Browsing a category (the search dialog's tiles) is titled by it rather than "Eventos".
  const category = categories.data?.find((c) => c.codigo === filters.categoria && c.codigo !== ALL_CATEGORIES_CODE);
  const title = hasText ? t('searchPage.title', { q: filters.q }) : (category?.nome ?? t('searchPage.titleAll'));
  usePageTitle(title);

  return (
    <Container size={1250} py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2" className={classes.title} data-testid="search-title">
          {title}
        </Title>
        <div style={{ maxWidth: 388 }}>
          {/* Remounted when the query changes from outside (back button), so it shows it. */}
          <SearchField
            key={filters.q}
            testId="page-search"
            defaultValue={filters.q}
            onSearch={(q) => update({ q })}
          />
        </div>
        <Button
          hiddenFrom="sm"
          variant="default"
          w="fit-content"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
          data-testid="filters-toggle"
        >
          {activeFilters > 0 ? t('searchPage.filtersActive', { count: activeFilters }) : t('searchPage.filters')}
        </Button>
        <div id={filtersId} className={classes.filters} data-open={filtersOpen || undefined}>
          <SearchFilters filters={filters} categories={categories.data} cityChip={cityChip} onChange={update} />
        </div>
        <Text role="status" fw={600} data-testid="search-count">
          {counted === undefined
            ? ''
            : t(counted.total_exato === false ? 'searchPage.countMore' : 'searchPage.count', { count: counted.total })}
        </Text>
        <EventResults
          list={list}
          perLine={config.configs.template.events_per_line || 4}
          headingLevel={2}
          empty={
            <Stack gap="xs" py="xl" ta="center" data-testid="search-empty">
              <Title order={2} size="h3">
                {t('searchPage.emptyTitle')}
              </Title>
              <Text>{t('searchPage.emptyHint')}</Text>
            </Stack>
          }
        />
      </Stack>
    </Container>
  );
}
