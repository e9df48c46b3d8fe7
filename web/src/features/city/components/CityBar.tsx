import { Button } from '@mantine/core';
import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cityLabel } from '../city';
import { useSelectedCity } from '../selected-city';
import classes from './City.module.css';

const CityDialog = lazy(() => import('./CityDialog').then((m) => ({ default: m.CityDialog })));

/** Small screens, top of the home page: the selected city, opening the fullscreen selection. */
export function CityBar() {
  const { t } = useTranslation();
  const { city } = useSelectedCity();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const label = cityLabel(city, t('city.allRegions'));

  return (
    <>
      <Button
        variant="default"
        radius="xl"
        hiddenFrom="md"
        leftSection={<IconMapPin size={18} aria-hidden />}
        rightSection={<IconChevronDown size={16} aria-hidden />}
        className={classes.bar}
        aria-label={t('city.change', { city: label })}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
        data-testid="city-selector-mobile"
      >
        {label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CityDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
