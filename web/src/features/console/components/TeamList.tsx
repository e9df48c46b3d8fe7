import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveUser, useSetRole, useUsers } from '../api/users';
import { consoleErrorText } from '../errors';
import type { ConsoleUser, Role } from '../types';
import { ConfirmDialog } from './ConfirmDialog';
import { RoleSelect } from './RoleSelect';

type Change = { kind: 'role'; user: ConsoleUser; role: Role } | { kind: 'remove'; user: ConsoleUser };
type Outcome = { ok: boolean; text: string };

/**
 * The organizer's people, owners first: each one's role can change and their access end,
 * after a confirmation. The server keeps at least one owner; its refusal shows here.
 */
export function TeamList({ selfId }: { selfId: number }) {
  const { t } = useTranslation();
  const users = useUsers();
  const setRole = useSetRole();
  const remove = useRemoveUser();
  const [change, setChange] = useState<Change | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const roleName = (role: Role) => t(`console.roles.${role}`);

  const confirm = () => {
    if (!change) return;
    const { user } = change;
    const done = (text: string) => ({
      onSuccess: () => setOutcome({ ok: true, text }),
      onError: (error: unknown) => setOutcome({ ok: false, text: consoleErrorText(t, error) }),
      onSettled: () => setChange(null),
    });
    if (change.kind === 'role') {
      setRole.mutate(
        { id: user.id, role: change.role },
        done(t('console.team.roleChanged', { name: user.name, role: roleName(change.role) })),
      );
    } else {
      remove.mutate(user.id, done(t('console.team.removed', { name: user.name })));
    }
  };
  const question =
    change?.kind === 'role'
      ? t('console.team.confirmRole', { name: change.user.name, from: roleName(change.user.role), to: roleName(change.role) })
      : change
        ? t('console.team.confirmRemove', { name: change.user.name, email: change.user.email })
        : null;

  return (
    <section aria-labelledby="console-members">
      <Stack gap="sm">
        <Title order={2} size="h3" id="console-members">
          {t('console.team.members')}
        </Title>
        {outcome && (
          <Alert color={outcome.ok ? 'green' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'} data-testid="team-outcome">
            {outcome.text}
          </Alert>
        )}
        {users.error && (
          <Alert color="red" variant="light" role="alert">
            {consoleErrorText(t, users.error)}
          </Alert>
        )}
        {users.data?.map((user) => (
          <Paper key={user.id} withBorder p="sm" data-testid="team-member">
            <Group justify="space-between" align="flex-end" gap="sm">
              <div>
                <Text fw={700}>
                  {user.name}
                  {user.id === selfId && ` (${t('console.team.you')})`}
                </Text>
                <Text size="sm">{user.email}</Text>
              </div>
              <Group gap="sm" align="flex-end">
                <RoleSelect
                  label={t('console.team.changeRoleOf', { name: user.name })}
                  value={user.role}
                  onChange={(role) => {
                    setOutcome(null);
                    setChange({ kind: 'role', user, role });
                  }}
                />
                <Button
                  variant="default"
                  aria-label={t('console.team.removeOf', { name: user.name })}
                  onClick={() => {
                    setOutcome(null);
                    setChange({ kind: 'remove', user });
                  }}
                >
                  {t('console.team.remove')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        title={change?.kind === 'remove' ? t('console.team.confirmRemoveTitle') : t('console.team.confirmRoleTitle')}
        question={question}
        pending={setRole.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setChange(null)}
      />
    </section>
  );
}
