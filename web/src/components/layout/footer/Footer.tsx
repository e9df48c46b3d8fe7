import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStoreConfig } from '../../../features/store-config/api/get-store-config';
import { LanguageSwitch } from '../language/LanguageSwitch';
import classes from './Footer.module.css';
import { FooterLink } from './FooterLink';
import { SocialLinks } from './SocialLinks';

/** Site footer (spec section 2). `eventSlugSpacing`: extra bottom padding on small screens. */
export function Footer({ eventSlugSpacing }: { eventSlugSpacing: boolean }) {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const footer = config.configs.footer ?? {};
  const columns = (footer.columns ?? []).filter((column) => column.links?.length);
  const android = footer.apps?.android?.trim();
  const apple = footer.apps?.apple?.trim();

  return (
    <footer data-testid="site-footer" className={classes.footer} data-event-slug-spacing={eventSlugSpacing || undefined}>
      <div className={classes.inner}>
        {(columns.length > 0 || android || apple) && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl" mb="xl">
            {columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <Title order={2} size="h5" mb="sm">
                  {column.title}
                </Title>
                <ul className={classes.list}>
                  {column.links?.map((link) => (
                    <li key={`${link.name}-${link.path}`}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
            {(android || apple) && (
              <div data-testid="footer-apps">
                {footer.apps?.title && (
                  <Title order={2} size="h5" mb="sm">
                    {footer.apps.title}
                  </Title>
                )}
                <Stack gap="xs" align="flex-start">
                  {android && (
                    <Button component="a" href={android} target="_blank" rel="noopener noreferrer" variant="white" color="dark" leftSection={<IconBrandGooglePlay size={18} aria-hidden />}>
                      {t('footer.android')}
                    </Button>
                  )}
                  {apple && (
                    <Button component="a" href={apple} target="_blank" rel="noopener noreferrer" variant="white" color="dark" leftSection={<IconBrandApple size={18} aria-hidden />}>
                      {t('footer.apple')}
                    </Button>
                  )}
                </Stack>
              </div>
            )}
          </SimpleGrid>
        )}
        <div className={classes.bottom}>
          <img src={config.configs.template.logo} alt={config.name} className={classes.logo} />
          {footer.legalText && (
            <Text size="sm" data-testid="footer-legal" className={classes.legal}>
              {footer.legalText}
            </Text>
          )}
          <LanguageSwitch testId="footer-language" />
          {footer.social && <SocialLinks social={footer.social} />}
        </div>
      </div>
    </footer>
  );
}
