import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { cityLabel, type City } from '../city';
import { useSelectedCity } from '../selected-city';
import classes from './City.module.css';

// The dropdown (Popover, floating-ui, the picker) loads after the first paint; until then
// the same button shows, and a click on it opens the dropdown once loaded.
const CityPopover = lazy(() => import('./CityPopover').then((m) => ({ default: m.CityPopover })));

/**
 * Wide screens (md+): the header's city selector on the home page, a
 * dropdown under the button. Small screens use CityBar and the fullscreen
 * dialog instead (the header row has no room for a readable city name).
 */
export function CitySelector() {
  const { t } = useTranslation();
  const { city, chooseCity } = useSelectedCity();
  const [opened, { close, toggle }] = useDisclosure(false);
  const label = cityLabel(city, t('city.allRegions'));

  function choose(next: City) {
    chooseCity(next);
    close();
  }

  const trigger = (
    <Button
      variant="subtle"
      color="var(--catraca-header-text)"
      leftSection={<IconMapPin size={18} aria-hidden />}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      className={classes.trigger}
      classNames={{ label: classes.triggerLabel }}
      aria-label={t('city.change', { city: label })}
      aria-haspopup="dialog"
      aria-expanded={opened}
      title={label}
      visibleFrom="md"
      onClick={toggle}
      data-testid="city-selector"
    >
      {label}
    </Button>
  );

  return (
    <Suspense fallback={trigger}>
      <CityPopover trigger={trigger} opened={opened} onClose={close} selected={city} onChoose={choose} />
    </Suspense>
  );
}
