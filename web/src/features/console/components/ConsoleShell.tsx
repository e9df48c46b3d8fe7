import { Box, Container, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useStoreConfig } from '../../store-config/api/get-store-config';
import { ConsoleLanguage } from './ConsoleLanguage';
import classes from './ConsoleShell.module.css';

/**
 * The console's own frame: the store's logo and colours, the console's name and the language
 * switch, with none of the storefront's header, footer, chat or cookie notice. `bar` holds
 * the signed-in user's part; `nav` the sections.
 */
export function ConsoleShell({ bar, nav, children }: { bar?: ReactNode; nav?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const config = useStoreConfig();
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <Container size="lg" py="xs">
          <Group justify="space-between" gap="sm">
            <Link href="/organizador" className={classes.brand}>
              {config.configs.template.logo && <img src={config.configs.template.logo} alt="" className={classes.logo} />}
              <Text fw={700} component="span">
                {t('console.title')}
              </Text>
              <VisuallyHidden>{` · ${config.name}`}</VisuallyHidden>
            </Link>
            <Group gap="sm">
              {bar}
              <ConsoleLanguage />
            </Group>
          </Group>
          {nav}
        </Container>
      </header>
      <Box component="main" id="main-content" className={classes.main}>
        <Container size="lg" py="lg">
          {children}
        </Container>
      </Box>
    </div>
  );
}
