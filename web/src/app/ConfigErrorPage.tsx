import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Without a store configuration there is no store to show: say so and offer a retry. */
export function ConfigErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main>
      <Container size="sm" py={64} ta="center" data-testid="error-page">
        <Title order={1} mb="md">
          {t('errorPage.title')}
        </Title>
        <Text mb="xl">{t('errorPage.configFailed')}</Text>
        <Button onClick={onRetry}>{t('errorPage.retry')}</Button>
      </Container>
    </main>
  );
}
