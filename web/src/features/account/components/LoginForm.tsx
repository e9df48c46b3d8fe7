import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginSchema, type LoginForm as LoginValues } from '../api/login';
import type { Credentials } from '../api/types';
import { errorProps, errorText } from './form-text';

interface LoginFormProps {
  defaultEmail?: string;
  defaultPassword?: string;
  /** 'E-mail ou senha incorretos.' and the like, already translated. */
  error: string | null;
  pending: boolean;
  onSubmit: (credentials: Credentials) => void;
  onForgot: () => void;
  onRegister: () => void;
}

/** E-mail and password (spec section 5, "Login"), with the links to recovery and registration. */
export function LoginForm({ defaultEmail = '', defaultPassword = '', error, pending, onSubmit, onForgot, onRegister }: LoginFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { username: defaultEmail, password: defaultPassword },
  });
  const submit = handleSubmit(({ username, password }) => onSubmit({ username: username.trim(), password }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          {...register('username')}
          type="email"
          label={t('account.fields.email')}
          autoComplete="username"
          withAsterisk
          data-autofocus
          {...errorProps(errorText(t, formState.errors.username))}
        />
        <PasswordInput
          {...register('password')}
          label={t('account.fields.password')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('account.fields.togglePassword') }}
          {...errorProps(errorText(t, formState.errors.password))}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            {t('account.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={pending}>
          {t('account.login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('account.login.noAccount')}{' '}
          <Anchor component="button" type="button" onClick={onRegister}>
            {t('account.login.createAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
