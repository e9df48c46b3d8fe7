import { Loader, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconCheck, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCitySearch } from '../api/search-cities';
import { cityLabel, SUGGESTED_CITIES, type City } from '../city';
import classes from './City.module.css';

interface CityPickerProps {
  selected: City;
  onChoose: (city: City) => void;
  /** Fullscreen dialog: the input takes the focus when it opens. */
  autoFocus?: boolean;
}

/**
 * The body of both city selectors: a text input, and below it either the
 * suggestion list of spec section 3 (text of 3 characters or less) or the
 * server's matches. Enter picks the first city shown.
 */
export function CityPicker({ selected, onChoose, autoFocus }: CityPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useCitySearch(text);
  const listId = useId();
  const cities: readonly City[] = search.active ? (search.cities ?? []) : SUGGESTED_CITIES;
  const allRegions = t('city.allRegions');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const first = cities[0];
    if (first && !search.loading) onChoose(first);
  }

  let status = '';
  if (search.active && search.loading) status = t('city.searching');
  else if (search.active && cities.length === 0) status = t('city.noResults');

  return (
    <form onSubmit={onSubmit} data-testid="city-picker">
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        label={t('city.searchLabel')}
        placeholder={t('city.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.active && search.loading ? <Loader size="xs" aria-hidden /> : undefined}
        data-autofocus={autoFocus || undefined}
        data-testid="city-search-input"
        aria-controls={listId}
        autoComplete="off"
      />
      <Text size="xs" mt={4} className={classes.muted}>
        {t('city.searchHint')}
      </Text>
      <Text component="h3" size="sm" fw={600} mt="md" mb="xs">
        {search.active ? t('city.results') : t('city.suggestions')}
      </Text>
      {/* Announced when the list changes from suggestions to results, or finds nothing. */}
      <div role="status" className={status ? undefined : classes.visuallyHidden}>
        {status && (
          <Text size="sm" className={classes.muted}>
            {status}
          </Text>
        )}
      </div>
      <ul id={listId} className={classes.list} data-testid="city-options">
        {cities.map((city) => {
          const isSelected = city.id === selected.id;
          return (
            <li key={`${city.id}-${city.name}`}>
              <UnstyledButton
                className={classes.option}
                onClick={() => onChoose(city)}
                aria-pressed={isSelected}
                data-testid="city-option"
              >
                <IconMapPin size={16} aria-hidden />
                <span className={classes.optionName}>{cityLabel(city, allRegions)}</span>
                {isSelected && <IconCheck size={16} aria-hidden />}
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
