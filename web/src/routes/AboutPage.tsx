import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useStoreConfig } from '../features/store-config/api/get-store-config';
import { usePageTitle } from '../features/store-config/use-page-title';
import { paragraphs } from '../lib/paragraphs';

/**
 * About (`/sobre`), shown without header and footer: the store's about text
 * (`template.sobre`), its terms and privacy policy, and its legal text.
 */
export function AboutPage() {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const template = config.configs.template;
  const legalText = config.configs.footer?.legalText;
  const about = paragraphs(template.sobre);
  const title = t('about.title', { store: config.name });
  usePageTitle(title);

  return (
    <Container size="sm" py={48}>
      <Stack align="flex-start" gap="lg">
        <Link to="/" aria-label={config.name}>
          <img src={template.logo} alt="" style={{ maxHeight: 56, maxWidth: 200 }} />
        </Link>
        <Title order={1}>{title}</Title>
        <div data-testid="about-text">
          {about.map((paragraph) => (
            <Text key={paragraph} mb="sm">
              {paragraph}
            </Text>
          ))}
        </div>
        {(template.termos || template.privacidade) && (
          <Group gap="lg">
            {template.termos && (
              <Anchor href={template.termos} target="_blank" rel="noopener noreferrer">
                {t('about.terms')}
              </Anchor>
            )}
            {template.privacidade && (
              <Anchor href={template.privacidade} target="_blank" rel="noopener noreferrer">
                {t('about.privacy')}
              </Anchor>
            )}
          </Group>
        )}
        {legalText && (
          <Text size="sm">
            {legalText}
          </Text>
        )}
        <Button component={Link} to="/" variant="light">
          {t('errorPage.home')}
        </Button>
      </Stack>
    </Container>
  );
}
