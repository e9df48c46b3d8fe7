import { Button, NavLink, Stack } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAccountDialogs, type AccountDialogRequest } from '../account-dialogs-context';

interface DrawerAccountProps {
  /**
   * Closes the drawer, then runs `then` once it is gone: the drawer gives
   * focus back to its button as it closes, which would pull focus out of a
   * dialog opened at the same moment.
   */
  closeThen: (then: () => void) => void;
}

/** Drawer, logged out: the login and register dialogs (spec section 2, "Mobile drawer"). */
export function DrawerAuthButtons({ closeThen }: DrawerAccountProps) {
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  const open = (request: AccountDialogRequest) => closeThen(() => dialogs.open(request));
  return (
    <Stack gap="xs" data-testid="drawer-auth">
      <Button onClick={() => open({ kind: 'login' })}>{t('account.actions.login')}</Button>
      <Button variant="outline" onClick={() => open({ kind: 'register' })}>
        {t('account.actions.register')}
      </Button>
    </Stack>
  );
}

/** Drawer, logged in: the edit-my-data dialog. */
export function DrawerEditDataItem({ closeThen }: DrawerAccountProps) {
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  return (
    <NavLink
      component="button"
      label={t('account.actions.editData')}
      leftSection={<IconUserEdit size={18} aria-hidden />}
      onClick={() => closeThen(() => dialogs.open({ kind: 'editData' }))}
    />
  );
}
