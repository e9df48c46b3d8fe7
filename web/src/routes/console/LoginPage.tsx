import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useStartLogin, useVerifyLogin } from '../../features/console/api/auth';
import { ConsoleShell } from '../../features/console/components/ConsoleShell';
import { GoTo } from '../../features/console/components/GoTo';
import { consoleErrorText, statusOf } from '../../features/console/errors';
import { readConsoleNotice, useConsoleSession } from '../../features/console/session';
import { useConsoleTitle } from '../../features/console/use-console-title';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Where a login goes: the door page when it sent the user here (its own link), else the console.
 * Only that one page: a free return address would let a link send the user anywhere.
 */
function afterLogin(search: string): string {
  return new URLSearchParams(search).get('voltar') === '/portaria' ? '/portaria' : '/organizador';
}

/**
 * `/organizador/entrar`: e-mail and password, then the 6-digit code e-mailed every time.
 * Failures are the server's generic ones ('E-mail ou senha incorretos.', a wrong or spent
 * code), but for the guessing limit (429), whose own words say to wait.
 */
export function LoginPage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.login.title'));
  const session = useConsoleSession();
  const search = useSearch();
  const [notice] = useState(readConsoleNotice);
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const start = useStartLogin();
  const verify = useVerifyLogin();
  if (session) return <GoTo to={afterLogin(search)} />;

  const send = (values: { email: string; password: string }, again: boolean) => {
    verify.reset();
    start.mutate(values, {
      onSuccess: ({ challenge: next }) => {
        setCredentials(values);
        setChallenge(next);
        setResent(again);
      },
    });
  };
  const startError = start.error && (statusOf(start.error) === 401 ? t('console.login.wrongCredentials') : consoleErrorText(t, start.error));
  const verifyError =
    verify.error && (statusOf(verify.error) === 400 ? t('console.login.wrongCode') : consoleErrorText(t, verify.error));

  return (
    <ConsoleShell>
      <Paper withBorder p="lg" maw={440} mx="auto">
        <Stack gap="md">
          <Title order={1} size="h2">
            {challenge ? t('console.login.codeTitle') : t('console.login.title')}
          </Title>
          {notice && !challenge && (
            <Alert color={notice === 'sessionEnded' ? 'orange' : 'green'} variant="light" role="status">
              {notice === 'sessionEnded' ? t('console.errors.sessionEnded') : t('console.login.loggedOut')}
            </Alert>
          )}
          {challenge && credentials ? (
            <CodeStep
              email={credentials.email}
              error={verifyError || (start.error ? startError : null) || null}
              resent={resent}
              pending={verify.isPending}
              resending={start.isPending}
              onSubmit={(code) => verify.mutate({ challenge, code })}
              onResend={() => send(credentials, true)}
              onBack={() => {
                setChallenge(null);
                verify.reset();
                start.reset();
              }}
            />
          ) : (
            <CredentialsStep
              defaultEmail={credentials?.email ?? ''}
              error={startError || null}
              pending={start.isPending}
              onSubmit={(values) => send(values, false)}
            />
          )}
        </Stack>
      </Paper>
    </ConsoleShell>
  );
}

function CredentialsStep(props: {
  defaultEmail: string;
  error: string | null;
  pending: boolean;
  onSubmit: (values: { email: string; password: string }) => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(props.defaultEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: !email.trim() ? t('console.validation.required') : EMAIL.test(email.trim()) ? undefined : t('console.validation.email'),
      password: password ? undefined : t('console.validation.required'),
    };
    setErrors(next);
    if (!next.email && !next.password) props.onSubmit({ email: email.trim(), password });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {props.error && (
          <Alert color="red" variant="light" role="alert">
            {props.error}
          </Alert>
        )}
        <TextInput
          label={t('console.login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          withAsterisk
          data-autofocus
          error={errors.email}
          errorProps={{ role: 'alert' }}
        />
        <PasswordInput
          label={t('console.login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('console.invitation.togglePassword') }}
          error={errors.password}
          errorProps={{ role: 'alert' }}
        />
        <Button type="submit" loading={props.pending}>
          {t('console.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep(props: {
  email: string;
  error: string | null;
  resent: boolean;
  pending: boolean;
  resending: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\D/g, '');
    setInvalid(digits.length !== 6);
    if (digits.length === 6) props.onSubmit(digits);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{t('console.login.codeHint', { email: props.email })}</Text>
        {props.resent && !props.error && (
          <Alert color="green" variant="light" role="status">
            {t('console.login.resent')}
          </Alert>
        )}
        <TextInput
          label={t('console.login.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          data-autofocus
          size="lg"
          styles={{ input: { letterSpacing: '0.3em', textAlign: 'center' } }}
          error={invalid ? t('console.validation.code') : props.error}
          errorProps={{ role: 'alert' }}
        />
        <Button type="submit" loading={props.pending}>
          {t('console.login.verify')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={props.onBack}>
            {t('console.login.back')}
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={props.onResend} loading={props.resending}>
            {t('console.login.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
