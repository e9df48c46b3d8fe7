// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { City } from '../city';
import { useSelectedCity } from '../selected-city';
import classes from './City.module.css';
import { CityPicker } from './CityPicker';

/** Small screens: the city selection as a fullscreen dialog (spec section 2, "Dialogs"). */
export function CityDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { city, chooseCity } = useSelectedCity();

  function choose(next: City) {
    chooseCity(next);
    onClose();
  }

  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen>
      <Modal.Overlay />
      <Modal.Content data-testid="city-dialog">
        {/* A plain div, not Mantine's <header>: a second banner landmark would confuse screen readers. */}
        <div className={classes.dialogHeader}>
          <Modal.Title>{t('city.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('city.close')} />
        </div>
        <Modal.Body>
          {/* Remounted per opening, so the text starts empty each time. */}
          {opened && <CityPicker selected={city} onChoose={choose} autoFocus />}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
