import { NavLink } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cityLabel } from '../city';
import { useSelectedCity } from '../selected-city';

/** The drawer's city item (spec section 2): shows the city, opens the fullscreen selection. */
export function DrawerCityItem({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const { city } = useSelectedCity();
  return (
    <NavLink
      component="button"
      label={t('city.drawerItem', { city: cityLabel(city, t('city.allRegions')) })}
      leftSection={<IconMapPin size={18} aria-hidden />}
      onClick={onClick}
      aria-haspopup="dialog"
      data-testid="drawer-city"
    />
  );
}
