import { Anchor, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventPlace } from '../types';
import classes from './Event.module.css';

/** A link to OpenStreetMap centred on the place: no map tiles are loaded by the page. */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

export function PlaceSection({ place }: { place: EventPlace }) {
  const { t } = useTranslation();
  const street = [place.endereco, place.bairro].filter(Boolean).join(' - ');
  const city = [place.cidade, place.uf].filter(Boolean).join(' - ');
  const hasMap = typeof place.latitude === 'number' && typeof place.longitude === 'number';

  return (
    <section aria-labelledby="place-title" className={classes.section} data-testid="event-place">
      <Title order={2} size="h3" id="place-title" mb="sm">
        {t('event.place')}
      </Title>
      <Text fw={600}>{place.nome}</Text>
      <address className={classes.address}>
        {street && <div>{street}</div>}
        <div>
          {city}
          {place.cep && ` · ${t('event.cep', { cep: place.cep })}`}
        </div>
      </address>
      {hasMap && (
        <Anchor
          href={mapUrl(place.latitude as number, place.longitude as number)}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.inlineIconLink}
          data-testid="map-link"
        >
          {t('event.map')}
          <IconExternalLink size={14} aria-hidden />
          <span className={classes.srOnly}> {t('common.opensInNewTab')}</span>
        </Anchor>
      )}
    </section>
  );
}
