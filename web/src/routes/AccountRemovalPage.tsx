// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { useRemovalConfirmation } from '../features/account/api/removal';
import { usePageTitle } from '../features/store-config/use-page-title';
import { clearLoggedUser } from '../lib/session';

/**
 * `/conta/exclusao/:token`, the link of the removal e-mail: the person confirms
 * the removal with a click, after reading what it does. Opening the link alone
 * changes nothing, since mail scanners open links, some running their pages.
 * Once the account is gone, any login stored in this browser goes too.
 */
export function AccountRemovalPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirmation = useRemovalConfirmation(token);
  usePageTitle(t('account.removalPage.title'));

  useEffect(() => {
    if (confirmation.isSuccess) clearLoggedUser();
  }, [confirmation.isSuccess]);

  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="lg" ta="center">
        <Title order={1}>{t('account.removalPage.title')}</Title>
        {!confirmation.isSuccess && !confirmation.isError && (
          <>
            <Text data-testid="removal-warning">{t('account.removalPage.warning')}</Text>
            <Button color="red.9" loading={confirmation.isPending} onClick={() => confirmation.mutate()}>
              {t('account.removalPage.confirm')}
            </Button>
          </>
        )}
        {confirmation.isSuccess && (
          <Alert color="green" variant="light" role="status" data-testid="removal-result">
            {t('account.removalPage.done')}
          </Alert>
        )}
        {confirmation.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="removal-result">
            {t('account.removalPage.failed')}
          </Alert>
        )}
        <Button component={Link} to="/" variant="light">
          {t('errorPage.home')}
        </Button>
      </Stack>
    </Container>
  );
}
