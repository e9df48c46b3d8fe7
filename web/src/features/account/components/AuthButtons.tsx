import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountDialogs } from '../account-dialogs-context';

/** Header, wide screens, logged out: "Entrar" and "Criar conta". */
export function AuthButtons() {
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="subtle" color="var(--catraca-header-text)" onClick={() => dialogs.open({ kind: 'login' })}>
        {t('account.actions.login')}
      </Button>
      {/* Colours from the theme (storeCssVariables): always readable on the header's own colour. */}
      <Button
        onClick={() => dialogs.open({ kind: 'register' })}
        vars={() => ({
          root: {
            '--button-bg': 'var(--catraca-header-button-bg)',
            '--button-hover': 'color-mix(in srgb, var(--catraca-header-button-bg) 85%, var(--catraca-header-button-text))',
            '--button-color': 'var(--catraca-header-button-text)',
          },
        })}
        data-testid="header-register"
      >
        {t('account.actions.register')}
      </Button>
    </Group>
  );
}
