// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import { Popover } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactElement } from 'react';
import type { City } from '../city';
import { CityPicker } from './CityPicker';

interface CityPopoverProps {
  /** The header button; the popover anchors to it. */
  trigger: ReactElement;
  opened: boolean;
  onClose: () => void;
  selected: City;
  onChoose: (city: City) => void;
}

/** CitySelector's dropdown under its button. */
export function CityPopover({ trigger, opened, onClose, selected, onChoose }: CityPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) onClose();
      }}
      position="bottom-start"
      width={320}
      trapFocus
      returnFocus
      shadow="md"
      withinPortal
    >
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown aria-label={t('city.title')} data-testid="city-menu">
        <CityPicker selected={selected} onChoose={onChoose} />
      </Popover.Dropdown>
    </Popover>
  );
}
