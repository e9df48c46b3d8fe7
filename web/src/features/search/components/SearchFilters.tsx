import { Chip, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../categories/api/get-categories';
import { ALL_CATEGORIES_CODE, PERIODS, type Period } from '../../events/types';
import type { SearchFilters as Filters } from '../search-params';
import classes from './SearchFilters.module.css';

interface SearchFiltersProps {
  filters: Filters;
  categories: Category[] | undefined;
  /** The city the chip limits to, with its label; null when there is none to offer. */
  cityChip: { label: string; city: { cidade: string; uf: string } } | null;
  onChange: (patch: Partial<Filters>) => void;
}

/** Period chips (spec section 3), the category list with 'Todas as categorias' first, and the city chip. */
export function SearchFilters({ filters, categories, cityChip, onChange }: SearchFiltersProps) {
  const { t } = useTranslation();
  const periodName = useId();
  const categoryOptions = [
    { value: String(ALL_CATEGORIES_CODE), label: t('searchPage.allCategories') },
    ...(categories ?? []).map((category) => ({ value: String(category.codigo), label: category.nome })),
  ];
  // A category from the URL that the list does not (yet) have still shows as chosen.
  if (!categoryOptions.some((option) => option.value === String(filters.categoria))) {
    categoryOptions.push({ value: String(filters.categoria), label: t('searchPage.categoryCode', { code: filters.categoria }) });
  }

  return (
    <Stack gap="md" data-testid="search-filters">
      <fieldset className={classes.fieldset}>
        <Text component="legend" fw={600} size="sm" mb={6}>
          {t('searchPage.periodLabel')}
        </Text>
        <Chip.Group multiple={false} value={filters.periodo} onChange={(value) => onChange({ periodo: value as Period })}>
          <Group gap="xs">
            {PERIODS.map((period) => (
              <Chip key={period} value={period} type="radio" name={periodName} data-testid={`period-${period}`}>
                {t(`searchPage.periods.${period}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </fieldset>
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('searchPage.categoryLabel')}
          data={categoryOptions}
          value={String(filters.categoria)}
          onChange={(event) => onChange({ categoria: Number(event.currentTarget.value) })}
          className={classes.category}
          data-testid="category-filter"
        />
        {cityChip && (
          <Chip
            checked={filters.city !== null}
            onChange={(checked) => onChange({ city: checked ? cityChip.city : null })}
            icon={<IconMapPin size={14} aria-hidden />}
            data-testid="city-filter"
          >
            {t('searchPage.onlyCity', { city: cityChip.label })}
          </Chip>
        )}
      </Group>
    </Stack>
  );
}
