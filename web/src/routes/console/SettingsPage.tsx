import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSettings, useSettings } from '../../features/console/api/settings';
import { consoleErrorText, fieldError } from '../../features/console/errors';
import { useConsoleTitle } from '../../features/console/use-console-title';

/**
 * `/organizador/configuracoes` (owners): the Stripe connected account the organizer's orders
 * pay. The server checks it; its field error shows under the field.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.settings.title'));
  const settings = useSettings();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.settings.title')}
      </Title>
      {settings.error && (
        <Alert color="red" variant="light" role="alert">
          {consoleErrorText(t, settings.error)}
        </Alert>
      )}
      {settings.isSuccess && <PaymentsForm stored={settings.data.stripe_account} />}
    </Stack>
  );
}

/** The account field, starting from the stored value. */
function PaymentsForm({ stored }: { stored: string }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const [account, setAccount] = useState(stored);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ stripe_account: account.trim() });
  };
  const accountError = fieldError(save.error, 'stripe_account');
  return (
    <form noValidate onSubmit={submit} aria-labelledby="console-payments">
      <Stack gap="sm">
        <Title order={2} size="h3" id="console-payments">
          {t('console.settings.paymentsTitle')}
        </Title>
        <Text>{t('console.settings.paymentsIntro')}</Text>
        {save.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {t('console.settings.saved')}
          </Alert>
        )}
        {save.error && !accountError && (
          <Alert color="red" variant="light" role="alert">
            {consoleErrorText(t, save.error)}
          </Alert>
        )}
        <TextInput
          label={t('console.settings.stripeAccount')}
          description={t('console.settings.emptyMeans')}
          placeholder="acct_..."
          autoComplete="off"
          spellCheck={false}
          value={account}
          onChange={(event) => setAccount(event.currentTarget.value)}
          maw={420}
          error={accountError}
          errorProps={{ role: 'alert' }}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('console.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
