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
      <Button onClick={() => dialogs.open({ kind: 'register' })}>{t('account.actions.register')}</Button>
    </Group>
  );
}
