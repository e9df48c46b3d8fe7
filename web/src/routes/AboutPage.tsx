import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreConfig } from '../features/store-config/api/get-store-config';

/**
 * About (`/sobre`), shown without header and footer. The store configuration
 * has no about text yet, so it shows the store's name and legal text.
 */
export function AboutPage() {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const legalText = config.configs.footer?.legalText;
  return (
    <Container size="sm" py={48}>
      <Stack align="flex-start" gap="lg">
        <Link to="/" aria-label={config.name}>
          <img src={config.configs.template.logo} alt="" style={{ maxHeight: 56, maxWidth: 200 }} />
        </Link>
        <Title order={1}>{t('about.title', { store: config.name })}</Title>
        {legalText && <Text>{legalText}</Text>}
        <Button component={Link} to="/" variant="light">
          {t('errorPage.home')}
        </Button>
      </Stack>
    </Container>
  );
}
