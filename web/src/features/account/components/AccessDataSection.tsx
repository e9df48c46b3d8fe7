import { Stack, Switch, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/layout/snackbar/snackbar-context';
import { updateLoggedUser, type LoggedUser } from '../../../lib/session';
import { detailsToUser } from '../api/client-details';
import { setTwoFactor } from '../api/profile';

/**
 * Access data: the e-mail, read-only (spec section 6), and the e-mail
 * two-factor switch (docs/spec-readings.md).
 */
export function AccessDataSection({ user }: { user: LoggedUser }) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const [pending, setPending] = useState(false);
  // Follows the click at once; a failed save turns it back.
  const [checked, setChecked] = useState(Boolean(user.two_factor));

  const toggle = async (enabled: boolean) => {
    setChecked(enabled);
    setPending(true);
    try {
      const answer = await setTwoFactor(enabled);
      updateLoggedUser(detailsToUser(answer));
      showSnackbar({ message: t(enabled ? 'account.editData.twoFactorOn' : 'account.editData.twoFactorOff'), color: 'success' });
    } catch {
      setChecked(!enabled);
      showSnackbar({ message: t('account.messages.unexpected'), color: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="account-access-data">
      <Title order={3} size="h5" id="account-access-data">
        {t('account.editData.accessData')}
      </Title>
      <TextInput
        label={t('account.fields.email')}
        value={user.email ?? ''}
        readOnly
        variant="filled"
        description={t('account.editData.emailHint')}
        inputWrapperOrder={['label', 'input', 'description']}
      />
      <Switch
        checked={checked}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        disabled={pending}
        label={t('account.editData.twoFactor')}
        description={t('account.editData.twoFactorHint')}
      />
    </Stack>
  );
}
