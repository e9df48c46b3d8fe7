// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Avatar, Drawer, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { IconHelp, IconHome, IconLogout, IconTicket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DrawerAuthButtons, DrawerEditDataItem } from '../../../features/account/components/DrawerAccountItems';
import { DrawerCityItem } from '../../../features/city/components/DrawerCityItem';
import { userFullName, userInitials, type LoggedUser } from '../../../lib/session';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { useLogout } from '../use-logout';
import classes from './Header.module.css';

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  user: LoggedUser | null;
  logo: string;
  storeName: string;
  helpUrl: string;
  /** Present when the store has city selection: opens the fullscreen city dialog. */
  onChooseCity?: () => void;
}

/** Full-width drawer from the right (spec section 2, "Mobile drawer"). */
export function MobileDrawer({ opened, onClose, user, logo, storeName, helpUrl, onChooseCity }: MobileDrawerProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  // The header mounts the drawer on the first click, already open, and Mantine
  // shows a drawer mounted open without its transition. Following `opened` one
  // frame later lets even the first opening slide in.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(opened));
    return () => cancelAnimationFrame(frame);
  }, [opened]);
  // An account dialog opens once the drawer is gone (see DrawerAccountItems).
  const afterClose = useRef<(() => void) | null>(null);
  const closeThen = (then: () => void) => {
    afterClose.current = then;
    onClose();
  };
  const runAfterClose = () => {
    const then = afterClose.current;
    afterClose.current = null;
    then?.();
  };

  return (
    <Drawer.Root opened={shown} onClose={onClose} position="right" size="100%" onExitTransitionEnd={runAfterClose}>
      <Drawer.Overlay />
      <Drawer.Content data-testid="mobile-drawer">
        {/* A plain div, not Mantine's <header>: a second banner landmark would confuse screen readers. */}
        <div className={classes.dialogHeader}>
          {/* The logo is the title, so the dialog is named after the store. */}
          <Drawer.Title>
            <img src={logo} alt={storeName} className={classes.drawerLogo} />
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('header.closeMenu')} />
        </div>
        <Drawer.Body>
          <Stack gap="md">
            {user && (
              <Paper withBorder p="md" data-testid="drawer-user">
                <Group wrap="nowrap">
                  <Avatar color="brand" radius="xl">
                    {userInitials(user)}
                  </Avatar>
                  {/* min-width 0 lets the texts shrink: long e-mails end in '…', the title holds them whole. */}
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate="end" title={userFullName(user)}>
                      {userFullName(user)}
                    </Text>
                    <Text size="sm" truncate="end" title={user.email} data-testid="drawer-user-email">
                      {user.email}
                    </Text>
                  </div>
                </Group>
              </Paper>
            )}
            {!user && <DrawerAuthButtons closeThen={closeThen} />}
            <nav aria-label={t('header.menuTitle')}>
              {onChooseCity && <DrawerCityItem onClick={onChooseCity} />}
              {helpUrl && (
                <NavLink component={Link} to="/" label={t('nav.home')} leftSection={<IconHome size={18} aria-hidden />} onClick={onClose} />
              )}
              {user && (
                <NavLink
                  component={Link}
                  to="/ingressos"
                  label={t('nav.myTickets')}
                  leftSection={<IconTicket size={18} aria-hidden />}
                  onClick={onClose}
                />
              )}
              {user && <DrawerEditDataItem closeThen={closeThen} />}
              {helpUrl && (
                <NavLink
                  component="a"
                  href={helpUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  label={t('nav.help')}
                  leftSection={<IconHelp size={18} aria-hidden />}
                  onClick={onClose}
                />
              )}
              {user && (
                <NavLink
                  component="button"
                  label={t('nav.logout')}
                  leftSection={<IconLogout size={18} aria-hidden />}
                  onClick={() => {
                    onClose();
                    logout();
                  }}
                />
              )}
            </nav>
            <LanguageSwitch testId="drawer-language" />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
