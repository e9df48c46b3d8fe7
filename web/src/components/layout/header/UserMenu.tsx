// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Menu.css';
import { ActionIcon, Avatar, Menu, Text } from '@mantine/core';
import { IconHelp, IconLogout, IconTicket, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAccountDialogs } from '../../../features/account/account-dialogs-context';
import { userFullName, userInitials, type LoggedUser } from '../../../lib/session';
import { useLogout } from '../use-logout';

interface UserMenuProps {
  user: LoggedUser;
  helpUrl: string;
}

/** Wide screens, logged in: initials button opening name, e-mail and the account links. */
export function UserMenu({ user, helpUrl }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const dialogs = useAccountDialogs();
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* A 44 px button to tap around the 38 px avatar. */}
        <ActionIcon variant="transparent" size="xl" radius="xl" aria-label={t('header.userMenu')} data-testid="user-menu">
          <Avatar color="brand" radius="xl">
            {userInitials(user)}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {/* Long names and e-mails end in '…' inside the menu; the title holds the whole text. */}
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end" title={userFullName(user)}>
            {userFullName(user)}
          </Text>
          <Text size="xs" truncate="end" title={user.email} data-testid="user-menu-email">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/ingressos" leftSection={<IconTicket size={16} aria-hidden />}>
          {t('nav.myTickets')}
        </Menu.Item>
        <Menu.Item onClick={() => dialogs.open({ kind: 'editData' })} leftSection={<IconUserEdit size={16} aria-hidden />}>
          {t('account.actions.editData')}
        </Menu.Item>
        {helpUrl && (
          <Menu.Item
            component="a"
            href={helpUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconHelp size={16} aria-hidden />}
          >
            {t('nav.help')}
          </Menu.Item>
        )}
        <Menu.Item onClick={logout} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
