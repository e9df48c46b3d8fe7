import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { z } from 'zod';
import { acceptInvitation } from '../../features/console/api/auth';
import { ConsoleShell } from '../../features/console/components/ConsoleShell';
import { LOGIN_PATH } from '../../features/console/components/SignedInLayout';
import { consoleErrorText, fieldError, statusOf } from '../../features/console/errors';
import { useConsoleTitle } from '../../features/console/use-console-title';

// Messages are keys of console.validation; the common-password check is the server's.
const schema = z.object({
  name: z.string().trim().min(1, 'required'),
  password: z.string().min(10, 'passwordShort'),
});
type Values = z.infer<typeof schema>;
type ValidationKey = 'required' | 'passwordShort';

/** `/organizador/convite/:token`: the invited person sets their name and password. */
export function InvitationPage({ token }: { token: string }) {
  const { t } = useTranslation();
  useConsoleTitle(t('console.invitation.title'));
  const accept = useMutation({ mutationFn: (values: Values) => acceptInvitation(token, values) });
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: '', password: '' },
  });
  // The server's own reasons (a common password, a name too long) show under their fields.
  useEffect(() => {
    for (const field of ['name', 'password'] as const) {
      const message = fieldError(accept.error, field);
      if (message) setError(field, { message }, { shouldFocus: true });
    }
  }, [accept.error, setError]);
  const text = (message: string | undefined) =>
    message === 'required' || message === 'passwordShort' ? t(`console.validation.${message as ValidationKey}`) : message;

  const gone = statusOf(accept.error) === 404;
  const otherError = accept.error && !gone && !fieldError(accept.error, 'name') && !fieldError(accept.error, 'password');
  return (
    <ConsoleShell>
      <Paper withBorder p="lg" maw={480} mx="auto">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('console.invitation.title')}
          </Title>
          {accept.isSuccess ? (
            <>
              <Alert color="green" variant="light" role="status">
                {t('console.invitation.accepted')}
              </Alert>
              <Button component={Link} href={LOGIN_PATH}>
                {t('console.invitation.goToLogin')}
              </Button>
            </>
          ) : gone ? (
            <Alert color="red" variant="light" role="alert">
              {t('console.invitation.gone')}
            </Alert>
          ) : (
            <form noValidate onSubmit={handleSubmit((values) => accept.mutate(values))}>
              <Stack gap="md">
                <Text>{t('console.invitation.intro')}</Text>
                {otherError && (
                  <Alert color="red" variant="light" role="alert">
                    {consoleErrorText(t, accept.error)}
                  </Alert>
                )}
                <TextInput
                  {...register('name')}
                  label={t('console.invitation.name')}
                  autoComplete="name"
                  withAsterisk
                  data-autofocus
                  error={text(formState.errors.name?.message)}
                  errorProps={{ role: 'alert' }}
                />
                <PasswordInput
                  {...register('password')}
                  label={t('console.invitation.password')}
                  description={t('console.invitation.passwordRules')}
                  autoComplete="new-password"
                  withAsterisk
                  visibilityToggleButtonProps={{ 'aria-label': t('console.invitation.togglePassword') }}
                  error={text(formState.errors.password?.message)}
                  errorProps={{ role: 'alert' }}
                />
                <Button type="submit" loading={accept.isPending}>
                  {t('console.invitation.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </ConsoleShell>
  );
}
