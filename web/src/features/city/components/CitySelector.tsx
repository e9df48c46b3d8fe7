import { Button, Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cityLabel, type City } from '../city';
import { useSelectedCity } from '../selected-city';
import classes from './City.module.css';
import { CityPicker } from './CityPicker';

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

  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) close();
      }}
      position="bottom-start"
      width={320}
      trapFocus
      returnFocus
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="subtle"
          color="var(--catraca-header-text)"
          leftSection={<IconMapPin size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          className={classes.trigger}
          classNames={{ label: classes.triggerLabel }}
          aria-label={t('city.change', { city: label })}
          title={label}
          visibleFrom="md"
          onClick={toggle}
          data-testid="city-selector"
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('city.title')} data-testid="city-menu">
        <CityPicker selected={city} onChoose={choose} />
      </Popover.Dropdown>
    </Popover>
  );
}
