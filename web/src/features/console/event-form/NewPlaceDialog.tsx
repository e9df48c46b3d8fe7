import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCitySearch } from '../../city/api/search-cities';
import { useCreatePlace } from '../api/places';
import { consoleErrorText, fieldError } from '../errors';
import type { Place } from '../types';

interface NewPlaceDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (place: Place) => void;
}

type Coordinate = number | null;

/**
 * A new place: name, address and the municipality found with the storefront's city search
 * (its IBGE code is what the place keeps); latitude and longitude optional.
 */
export function NewPlaceDialog({ opened, onClose, onCreated }: NewPlaceDialogProps) {
  const { t } = useTranslation();
  const create = useCreatePlace();
  const [nome, setNome] = useState('');
  const [endereco, setEndereco] = useState('');
  const [bairro, setBairro] = useState('');
  const [cep, setCep] = useState('');
  const [cityText, setCityText] = useState('');
  const [city, setCity] = useState<{ id: number; label: string } | null>(null);
  const [latitude, setLatitude] = useState<Coordinate>(null);
  const [longitude, setLongitude] = useState<Coordinate>(null);
  const cities = useCitySearch(cityText);
  const cityOptions = (cities.cities ?? []).map((found) => ({ value: String(found.id), label: `${found.name}/${found.state}` }));
  if (city && !cityOptions.some((option) => option.value === String(city.id))) {
    cityOptions.unshift({ value: String(city.id), label: city.label });
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    create.mutate(
      { nome: nome.trim(), endereco: endereco.trim(), bairro: bairro.trim(), cep: cep.trim(), cidade_ibge: city?.id ?? 0, latitude, longitude },
      { onSuccess: onCreated },
    );
  };
  const error = (field: string) => fieldError(create.error, field);
  const coordinate = (value: number | string): Coordinate => (typeof value === 'number' ? value : null);
  const shownFields = ['nome', 'endereco', 'bairro', 'cep', 'cidade_ibge', 'latitude', 'longitude'];
  const general = create.error && !shownFields.some((field) => error(field)) ? consoleErrorText(t, create.error) : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('console.editor.newPlace')} closeButtonProps={{ 'aria-label': t('console.team.close') }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {general && (
            <Alert color="red" variant="light" role="alert">
              {general}
            </Alert>
          )}
          <TextInput label={t('console.editor.placeName')} value={nome} onChange={(e) => setNome(e.currentTarget.value)} error={error('nome')} />
          <TextInput label={t('console.editor.address')} value={endereco} onChange={(e) => setEndereco(e.currentTarget.value)} error={error('endereco')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('console.editor.district')} value={bairro} onChange={(e) => setBairro(e.currentTarget.value)} error={error('bairro')} />
            <TextInput label={t('console.editor.cep')} inputMode="numeric" value={cep} onChange={(e) => setCep(e.currentTarget.value)} error={error('cep')} />
          </SimpleGrid>
          <Select
            label={t('console.editor.city')}
            description={t('console.editor.cityHint')}
            searchable
            searchValue={cityText}
            onSearchChange={setCityText}
            filter={({ options }) => options}
            data={cityOptions}
            value={city ? String(city.id) : null}
            onChange={(value, option) => setCity(value ? { id: Number(value), label: option.label } : null)}
            nothingFoundMessage={cities.loading ? t('console.editor.loadingPlaces') : cities.active ? t('console.editor.noCities') : null}
            error={error('cidade_ibge')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('console.editor.latitude')}
              value={latitude ?? ''}
              onChange={(value) => setLatitude(coordinate(value))}
              decimalScale={6}
              min={-90}
              max={90}
              error={error('latitude')}
            />
            <NumberInput
              label={t('console.editor.longitude')}
              value={longitude ?? ''}
              onChange={(value) => setLongitude(coordinate(value))}
              decimalScale={6}
              min={-180}
              max={180}
              error={error('longitude')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('console.team.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('console.editor.createPlace')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
