import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountDialogs } from '../account-dialogs-context';
import type { Credentials } from '../api/types';
import { useLoginFlow } from '../use-login-flow';
import { AccountModal } from './AccountModal';
import { formMessageText } from './form-text';
import { LoginForm } from './LoginForm';
import { TokenStep } from './TokenStep';

interface LoginDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Log in at once with these (after registering, or with a new password). */
  credentials?: Credentials;
  /** After the closing animation: the provider gives focus back to the opener. */
  onExited?: () => void;
}

/** Login with its token steps: two-factor and registration confirmation (spec section 4). */
export function LoginDialog({ opened, onClose, credentials, onExited }: LoginDialogProps) {
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  const flow = useLoginFlow(onClose);
  const { state, submitCredentials } = flow;

  // Once per opening, even when React runs effects twice in development.
  const autoLogin = useRef(credentials);
  useEffect(() => {
    const pendingCredentials = autoLogin.current;
    autoLogin.current = undefined;
    if (pendingCredentials) void submitCredentials(pendingCredentials);
  }, [submitCredentials]);

  const error = state.step !== 'loggedIn' && state.error ? formMessageText(t, state.error) : null;
  const typedEmail = state.step === 'credentials' ? state.email : undefined;
  const title =
    state.step === 'token'
      ? t(state.mode === 'twoFactor' ? 'account.token.titleTwoFactor' : 'account.token.titleConfirm')
      : t('account.login.title');

  return (
    <AccountModal opened={opened} onClose={onClose} title={title} onExitTransitionEnd={onExited}>
      {state.step === 'token' ? (
        <TokenStep
          key={`${state.mode}-${state.customerId}`}
          hint={t(state.mode === 'twoFactor' ? 'account.token.hintTwoFactor' : 'account.token.hintConfirm', {
            email: state.credentials.username,
          })}
          error={error}
          pending={flow.pending}
          onSubmit={(token) => void flow.submitToken(token)}
          onResend={() => void flow.resend()}
        >
          <Button variant="subtle" size="compact-sm" onClick={flow.back}>
            {t('account.token.back')}
          </Button>
        </TokenStep>
      ) : (
        <LoginForm
          key={typedEmail ?? 'first'}
          defaultEmail={typedEmail ?? credentials?.username}
          defaultPassword={credentials?.password}
          error={error}
          pending={flow.pending}
          onSubmit={(values) => void submitCredentials(values)}
          onForgot={() => dialogs.open({ kind: 'forgot' })}
          onRegister={() => dialogs.open({ kind: 'register' })}
        />
      )}
    </AccountModal>
  );
}
