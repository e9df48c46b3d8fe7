import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { NotFoundPage } from '../components/layout/ErrorPage';
import { useStoreConfig } from '../features/store-config/api/get-store-config';
import type { Produto } from '../features/store-config/types';
import { usePageTitle } from '../features/store-config/use-page-title';
import { paragraphs } from '../lib/paragraphs';

/** The call to action: a store path navigates in the app; http(s) and mailto are plain links; anything else shows nothing. */
function CallToAction({ botao }: { botao: NonNullable<Produto['botao']> }) {
  const link = botao.link.trim();
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Button component={Link} to={link} size="md" data-testid="product-cta">
        {botao.texto}
      </Button>
    );
  }
  if (!/^(https?:|mailto:)/i.test(link)) return null;
  return (
    <Button component="a" href={link} size="md" data-testid="product-cta">
      {botao.texto}
    </Button>
  );
}

/**
 * A product page (`/produto-{slug}`), content from the store configuration
 * (`template.produtos`). Spec section 2: no header, so the store's logo leads
 * home; the footer stays.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const slug = useParams().slug ?? '';
  const product = config.configs.template.produtos?.find((p) => p.slug === slug);
  usePageTitle(product?.titulo ?? null);

  if (!product) return <NotFoundPage />;
  return (
    <Container size="sm" py={48}>
      <Stack align="flex-start" gap="lg">
        <Link to="/" aria-label={config.name}>
          <img src={config.configs.template.logo} alt="" style={{ maxHeight: 56, maxWidth: 200 }} />
        </Link>
        <Title order={1}>{product.titulo}</Title>
        {product.resumo && (
          <Text size="lg" fw={500}>
            {product.resumo}
          </Text>
        )}
        <div data-testid="product-text">
          {paragraphs(product.texto).map((paragraph) => (
            <Text key={paragraph} mb="sm">
              {paragraph}
            </Text>
          ))}
        </div>
        {product.botao && <CallToAction botao={product.botao} />}
        <Button component={Link} to="/" variant="light">
          {t('errorPage.home')}
        </Button>
      </Stack>
    </Container>
  );
}
