import { Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InviteForm } from '../../features/console/components/InviteForm';
import { TeamList } from '../../features/console/components/TeamList';
import { useConsoleSession } from '../../features/console/session';
import { useConsoleTitle } from '../../features/console/use-console-title';

/** `/organizador/equipe` (owners): who has access, invitations, roles and removals. */
export function TeamPage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.team.title'));
  const selfId = useConsoleSession()?.user.id ?? 0;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('console.team.title')}
      </Title>
      <InviteForm />
      <Divider />
      <TeamList selfId={selfId} />
    </Stack>
  );
}
