import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConsoleLink } from '../../features/console/components/ConsoleLink';
import { sectionsFor } from '../../features/console/roles';
import { useConsoleSession } from '../../features/console/session';
import { useConsoleTitle } from '../../features/console/use-console-title';

/** `/organizador`: who is logged in, for which organizer, and the sections their role opens. */
export function ConsoleHomePage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.title'));
  const login = useConsoleSession();
  if (!login) return null; // the layout sends to the login
  const { user, organizer } = login;
  const sections = sectionsFor(user.role);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('console.home.greeting', { name: user.name })}
        </Title>
        <Text>
          {t('console.home.organizer')}: <strong data-testid="console-organizer">{organizer.nome}</strong>
        </Text>
        <Text>
          {t('console.home.yourRole')}: <strong>{t(`console.roles.${user.role}`)}</strong> — {t(`console.roleHints.${user.role}`)}
        </Text>
      </div>
      <section aria-labelledby="console-sections">
        <Title order={2} size="h3" id="console-sections" mb="sm">
          {t('console.home.sections')}
        </Title>
        {sections.length === 0 ? (
          <Text>{t('console.home.noSections')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {sections.map((section) => (
              <Paper key={section.key} withBorder p="md">
                <ConsoleLink href={section.path} fw={700}>
                  {t(`console.sections.${section.key}.title`)}
                </ConsoleLink>
                <Text size="sm">{t(`console.sections.${section.key}.hint`)}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
