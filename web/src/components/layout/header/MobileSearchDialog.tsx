// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCategories } from '../../../features/categories/api/get-categories';
import classes from './Header.module.css';
import { SearchField } from './SearchField';

interface MobileSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  showCategories: boolean;
}

/** Small screens: fullscreen search with category tiles when the store shows categories. */
export function MobileSearchDialog({ opened, onClose, showCategories }: MobileSearchDialogProps) {
  const { t } = useTranslation();
  const categories = useCategories(opened && showCategories);

  return (
    <Modal.Root opened={opened} onClose={onClose} fullScreen>
      <Modal.Overlay />
      <Modal.Content>
        {/* A plain div, not Mantine's <header>: a second banner landmark would confuse screen readers. */}
        <div className={classes.dialogHeader}>
          <Modal.Title>{t('search.dialogTitle')}</Modal.Title>
          <Modal.CloseButton aria-label={t('search.close')} />
        </div>
        {/* Room above the input: the sticky title bar would otherwise cover the top of its focus ring. */}
        <Modal.Body pt="xs">
          <SearchField testId="mobile-search" withButton autoFocus onSearched={onClose} />
          {showCategories && categories.data && categories.data.length > 0 && (
            <section className={classes.categories}>
              <Title order={3} size="h4" mb="sm">
                {t('search.browseByCategory')}
              </Title>
              <SimpleGrid cols={2} spacing="sm">
                {categories.data.map((category) => (
                  // A plain link: Mantine's UnstyledButton styles would win over the tile's.
                  <Link
                    key={category.codigo}
                    to={`/buscar/?${new URLSearchParams({ categoria: String(category.codigo) })}`}
                    onClick={onClose}
                    className={classes.categoryTile}
                    data-testid="search-category-tile"
                  >
                    {category.nome}
                  </Link>
                ))}
              </SimpleGrid>
            </section>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
