import { useTranslation } from 'react-i18next';
import { useAccountDialogs } from '../account-dialogs-context';
import { AccountModal } from './AccountModal';
import { RegisterForm } from './RegisterForm';

interface RegisterDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After the closing animation: the provider gives focus back to the opener. */
  onExited?: () => void;
}

/**
 * Create account (spec section 4, "Registration"): on 200 it logs in
 * automatically, which leads to the registration's token step.
 */
export function RegisterDialog({ opened, onClose, onExited }: RegisterDialogProps) {
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  return (
    <AccountModal opened={opened} onClose={onClose} title={t('account.register.title')} onExitTransitionEnd={onExited}>
      <RegisterForm
        onRegistered={(credentials) => dialogs.open({ kind: 'login', credentials })}
        onLogin={() => dialogs.open({ kind: 'login' })}
      />
    </AccountModal>
  );
}
