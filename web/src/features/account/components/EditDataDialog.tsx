import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../components/layout/use-logout';
import { useLoggedUser } from '../../../lib/use-logged-user';
import { AccessDataSection } from './AccessDataSection';
import { AccountModal } from './AccountModal';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { PersonalInfoForm } from './PersonalInfoForm';
import { RemoveAccountDialog } from './RemoveAccountDialog';

interface EditDataDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After the closing animation: the provider gives focus back to the opener. */
  onExited?: () => void;
}

/**
 * Edit data, four parts (spec section 2): access data, personal information,
 * remove account, change password. The two inner dialogs are siblings of this
 * one, not children: React events from a child portal would bubble into this
 * modal. While one is open this dialog neither traps focus nor takes Escape.
 */
export function EditDataDialog({ opened, onClose, onExited }: EditDataDialogProps) {
  const { t } = useTranslation();
  const user = useLoggedUser();
  const logout = useLogout();
  const [inner, setInner] = useState<'password' | 'removal' | null>(null);

  // Logged out meanwhile (another tab, an expired session): nothing to edit.
  useEffect(() => {
    if (!user && opened) onClose();
  }, [user, opened, onClose]);
  if (!user) return null;

  return (
    <>
      <AccountModal
        opened={opened}
        onClose={onClose}
        title={t('account.editData.title')}
        trapFocus={inner === null}
        closeOnEscape={inner === null}
        data-testid="edit-data-dialog"
        onExitTransitionEnd={onExited}
      >
        <Stack gap="lg">
          <AccessDataSection user={user} />
          <Divider />
          <PersonalInfoForm user={user} onSaved={onClose} />
          <Divider />
          <Stack gap="xs" component="section" aria-labelledby="account-remove">
            <Title order={3} size="h5" id="account-remove">
              {t('account.editData.removeTitle')}
            </Title>
            <Text size="sm">{t('account.editData.removeHint')}</Text>
            {/* Text in red 9, not Mantine's red 6 (#fa5252, 3.3:1 on white): 4.5:1 at least. */}
            <Button variant="subtle" color="red" c="red.9" onClick={() => setInner('removal')} style={{ alignSelf: 'flex-start' }}>
              {t('account.editData.removeButton')}
            </Button>
          </Stack>
          <Divider />
          <Stack gap="xs" component="section" aria-labelledby="account-password">
            <Title order={3} size="h5" id="account-password">
              {t('account.editData.passwordTitle')}
            </Title>
            <Button variant="outline" fullWidth onClick={() => setInner('password')}>
              {t('account.editData.changePassword')}
            </Button>
          </Stack>
        </Stack>
      </AccountModal>
      <ChangePasswordDialog opened={inner === 'password'} onClose={() => setInner(null)} email={user.email ?? ''} />
      <RemoveAccountDialog
        opened={inner === 'removal'}
        onClose={() => setInner(null)}
        onRequested={() => {
          setInner(null);
          onClose();
          logout();
        }}
      />
    </>
  );
}
