// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Container, Paper, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordFormProps {
  /** The last password sent was refused: 'Senha Inválida' under the field. */
  wrong: boolean;
  submitting: boolean;
  onSubmit: (senha: string) => void;
}

/**
 * A protected event (site_visibilidade S) asks for its password before
 * showing anything. Without a password sent yet, the form has no error.
 */
export function PasswordForm({ wrong, submitting, onSubmit }: PasswordFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const refused = wrong && !submitting;

  // After a refusal the focus returns to the field, so its error is read out with it.
  useEffect(() => {
    if (wrong && !submitting) inputRef.current?.focus();
  }, [wrong, submitting]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value) onSubmit(value);
  }

  return (
    <Container size="xs" py={48} data-testid="event-password-gate">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <ThemeIcon size="xl" radius="xl" variant="filled" aria-hidden>
            <IconLock size={22} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('event.password.title')}
          </Title>
          <Text>{t('event.password.needed')}</Text>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <PasswordInput
                ref={inputRef}
                label={t('event.password.label')}
                value={value}
                onChange={(event) => setValue(event.currentTarget.value)}
                error={refused ? t('event.password.wrong') : undefined}
                // Mantine's PasswordInput marks the error visually only.
                aria-invalid={refused}
                autoComplete="off"
                data-autofocus
                autoFocus
                data-testid="event-password"
                visibilityToggleButtonProps={{ 'aria-label': t('event.password.toggle') }}
              />
              <Button type="submit" loading={submitting} disabled={!value} data-testid="event-password-submit">
                {t('event.password.submit')}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
