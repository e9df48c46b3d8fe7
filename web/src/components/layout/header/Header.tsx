import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelp, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthButtons } from '../../../features/account/components/AuthButtons';
import { CitySelector } from '../../../features/city/components/CitySelector';
import { useStoreConfig } from '../../../features/store-config/api/get-store-config';
import { useLoggedUser } from '../../../lib/use-logged-user';
import classes from './Header.module.css';
import { SearchField } from './SearchField';

// Loaded on demand: most visits never open them, and they keep the first load small.
const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })));
const MobileSearchDialog = lazy(() => import('./MobileSearchDialog').then((m) => ({ default: m.MobileSearchDialog })));
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const CityDialog = lazy(() => import('../../../features/city/components/CityDialog').then((m) => ({ default: m.CityDialog })));

interface HeaderProps {
  /** False on the search page. */
  showSearch: boolean;
  /** The city selector shows in the header on the home page only (spec section 2). */
  onHome?: boolean;
}

/** Site header (spec section 2). */
export function Header({ showSearch, onHome = false }: HeaderProps) {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const template = config.configs.template;
  const helpUrl = template.url_help?.trim() ?? '';
  const user = useLoggedUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [searchOpened, search] = useDisclosure(false);
  // Mounted from the first opening on, so closing can animate.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  // The drawer's city item opens the fullscreen city dialog (small screens).
  const citySelection = Boolean(template.city_selection);
  const [cityOpened, city] = useDisclosure(false);
  const [cityUsed, setCityUsed] = useState(false);
  const openCityDialog = () => {
    setCityUsed(true);
    drawer.close();
    city.open();
  };

  return (
    <header data-testid="site-header" className={classes.header}>
      <div className={classes.inner}>
        <Link to="/" data-testid="header-logo" className={classes.logoLink}>
          <img src={template.logo} alt={config.name} className={classes.logo} />
        </Link>
        {citySelection && onHome && <CitySelector />}
        {showSearch && (
          <div className={classes.searchSlot}>
            <SearchField testId="header-search" />
          </div>
        )}
        <Group gap="xs" wrap="nowrap" ml="auto">
          {helpUrl && (
            <Button
              component="a"
              href={helpUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="var(--catraca-header-text)"
              leftSection={<IconHelp size={18} aria-hidden />}
              visibleFrom="md"
            >
              {t('header.help')}
            </Button>
          )}
          {user && (
            <Group visibleFrom="md">
              <Suspense fallback={null}>
                <UserMenu user={user} helpUrl={helpUrl} />
              </Suspense>
            </Group>
          )}
          {!user && (
            <Group visibleFrom="md">
              <AuthButtons />
            </Group>
          )}
          {showSearch && (
            <ActionIcon
              variant="subtle"
              color="var(--catraca-header-text)"
              size="xl"
              aria-label={t('header.openSearch')}
              onClick={() => {
                setSearchUsed(true);
                search.open();
              }}
              hiddenFrom="md"
            >
              <IconSearch size={22} aria-hidden />
            </ActionIcon>
          )}
          <Burger
            opened={drawerOpened}
            onClick={() => {
              setDrawerUsed(true);
              drawer.toggle();
            }}
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpened}
            data-testid="menu-button"
            color="var(--catraca-header-text)"
            // 44 px to tap (the default is 34), around the same 24 px icon.
            w={44}
            h={44}
            p={10}
            hiddenFrom="md"
          />
        </Group>
      </div>
      <Suspense fallback={null}>
        {drawerUsed && (
          <MobileDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            user={user}
            logo={template.logo}
            storeName={config.name}
            helpUrl={helpUrl}
            onChooseCity={citySelection ? openCityDialog : undefined}
          />
        )}
        {citySelection && cityUsed && <CityDialog opened={cityOpened} onClose={city.close} />}
        {showSearch && searchUsed && (
          <MobileSearchDialog opened={searchOpened} onClose={search.close} showCategories={Boolean(template.categories)} />
        )}
      </Suspense>
    </header>
  );
}
