import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvite } from '../api/users';
import { consoleErrorText, fieldError } from '../errors';
import type { Role } from '../types';
import { RoleSelect } from './RoleSelect';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An owner invites someone by e-mail with a role; the link goes by e-mail and lasts 7 days. */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('door');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? t('console.validation.required') : EMAIL.test(value) ? null : t('console.validation.email');
    setInvalid(problem);
    if (problem) return;
    invite.mutate({ email: value, role }, { onSuccess: () => setEmail('') });
  };
  const emailError = invalid ?? fieldError(invite.error, 'email');
  return (
    <form noValidate onSubmit={submit} aria-labelledby="console-invite">
      <Stack gap="sm">
        <Title order={2} size="h3" id="console-invite">
          {t('console.team.inviteTitle')}
        </Title>
        {invite.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {invite.data?.message}
          </Alert>
        )}
        {invite.error && !fieldError(invite.error, 'email') && (
          <Alert color="red" variant="light" role="alert">
            {consoleErrorText(t, invite.error)}
          </Alert>
        )}
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t('console.team.email')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            withAsterisk
            miw={220}
            error={emailError}
            errorProps={{ role: 'alert' }}
          />
          <RoleSelect label={t('console.team.role')} value={role} onChange={setRole} />
        </Group>
        <Group>
          <Button type="submit" loading={invite.isPending}>
            {t('console.team.invite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
