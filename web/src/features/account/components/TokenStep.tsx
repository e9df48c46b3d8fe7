import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKEN_MASK } from '../masks';
import { errorProps } from './form-text';
import { MaskedTextInput } from './MaskedTextInput';

interface TokenStepProps {
  /** What was sent where. */
  hint: string;
  /** Shown under the field, e.g. 'Token inválido'. */
  error: string | null;
  pending: boolean;
  /** Gets the masked text ('1 2 3 4 5 6'); callers strip the spaces before sending. */
  onSubmit: (maskedToken: string) => void;
  onResend?: () => void;
  resendLabel?: string;
  /** Further actions (back, another e-mail). */
  children?: ReactNode;
}

/**
 * Six-digit token entry (spec section 5, "Token"): mask '# # # # # #',
 * numeric keyboard, verify disabled while empty, Enter submits.
 */
export function TokenStep({ hint, error, pending, onSubmit, onResend, resendLabel, children }: TokenStepProps) {
  const { t } = useTranslation();
  const [token, setToken] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) onSubmit(token);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{hint}</Text>
        <MaskedTextInput
          mask={TOKEN_MASK}
          value={token}
          onChange={setToken}
          label={t('account.fields.token')}
          inputMode="numeric"
          autoComplete="one-time-code"
          data-autofocus
          size="lg"
          styles={{ input: { letterSpacing: '0.2em', textAlign: 'center' } }}
          {...errorProps(error ?? undefined)}
        />
        <Button type="submit" fullWidth disabled={!token.trim()} loading={pending}>
          {t('account.token.verify')}
        </Button>
        <Group justify="space-between" gap="xs">
          {children}
          {onResend && (
            <Button variant="subtle" size="compact-sm" onClick={onResend} disabled={pending}>
              {resendLabel ?? t('account.token.resend')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
