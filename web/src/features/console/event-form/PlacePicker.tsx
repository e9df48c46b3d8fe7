import { Button, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaces } from '../api/places';
import type { Place } from '../types';
import { useField } from './editor-context';
import { NewPlaceDialog } from './NewPlaceDialog';

/** How a place reads in the picker: its name and city. */
export function placeLabel(place: Place): string {
  return `${place.nome} — ${place.cidade}/${place.estado}`;
}

/**
 * The event's `local`: a store place found by its name or city, or a new one made on the spot
 * (and then chosen).
 */
export function PlacePicker() {
  const { t } = useTranslation();
  const field = useField<string | undefined>(['local']);
  const [search, setSearch] = useState('');
  // The place chosen here, by its label: the list found by other text may not hold it.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // The input shows the chosen place's label: that is no search (every place is listed).
  const [debounced] = useDebouncedValue(search === chosen?.label ? '' : search, 250);
  const places = usePlaces(debounced);
  const [creating, setCreating] = useState(false);
  const found = places.data ?? [];
  const options = found.map((place) => ({ value: place.id, label: placeLabel(place) }));
  const current = field.value;
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: chosen?.value === current ? chosen.label : current });
  }
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          id={field.id}
          label={t('console.editor.place')}
          description={t('console.editor.placeHint')}
          placeholder={t('console.editor.placeSearch')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={options}
          value={current || null}
          onChange={(value, option) => {
            if (!value) return;
            setChosen({ value, label: option.label });
            field.set(value);
          }}
          nothingFoundMessage={places.isFetching ? t('console.editor.loadingPlaces') : t('console.editor.noPlaces')}
          allowDeselect={false}
          error={field.error}
          style={{ flex: '1 1 16rem' }}
        />
        <Button variant="light" onClick={() => setCreating(true)}>
          {t('console.editor.newPlace')}
        </Button>
      </Group>
      <NewPlaceDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(place) => {
          setChosen({ value: place.id, label: placeLabel(place) });
          field.set(place.id);
          setCreating(false);
        }}
      />
    </Stack>
  );
}
