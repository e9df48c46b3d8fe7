import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/layout/snackbar/snackbar-context';
import { isCompleteToken, tokenDigits } from '../../../lib/validation';
import { useAccountDialogs } from '../account-dialogs-context';
import { serverMessage } from '../api/form-errors';
import {
  checkResetToken,
  newPasswordSchema,
  recoverEmailSchema,
  recoverPassword,
  resetPassword,
  type NewPasswordForm,
} from '../api/password-recovery';
import { AccountModal } from './AccountModal';
import { errorProps, errorText } from './form-text';
import { TokenStep } from './TokenStep';
import { rechecksConfirmation } from '../confirm-password';

type Step = { step: 'email'; email: string } | { step: 'token'; email: string } | { step: 'password'; email: string; token: string };

interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After the closing animation: the provider gives focus back to the opener. */
  onExited?: () => void;
}

/**
 * Forgot password, three steps (spec section 4): e-mail → token → new
 * password; then a login with the new credentials. Failures show the
 * server's message in an error snackbar.
 */
export function ForgotPasswordDialog({ opened, onClose, onExited }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const dialogs = useAccountDialogs();
  const showSnackbar = useSnackbar();
  const [step, setStep] = useState<Step>({ step: 'email', email: '' });
  const [pending, setPending] = useState(false);

  const fail = (error: unknown, fallback: string) => showSnackbar({ message: serverMessage(error) ?? fallback, color: 'error' });
  const run = async (work: () => Promise<void>) => {
    setPending(true);
    try {
      await work();
    } finally {
      setPending(false);
    }
  };

  const sendCode = (email: string, again = false) =>
    run(async () => {
      try {
        const answer = await recoverPassword(email);
        if (again && answer?.message) showSnackbar({ message: answer.message, color: 'success' });
        setStep({ step: 'token', email });
      } catch (error) {
        fail(error, t('account.messages.unexpected'));
      }
    });

  const checkCode = (email: string, masked: string) =>
    run(async () => {
      if (!isCompleteToken(masked)) {
        showSnackbar({ message: t('account.messages.tokenInvalid'), color: 'error' });
        return;
      }
      const token = tokenDigits(masked);
      try {
        await checkResetToken(email, token);
        showSnackbar({ message: t('account.messages.tokenValid'), color: 'success' });
        setStep({ step: 'password', email, token });
      } catch (error) {
        // Spec section 8: 'Erro inesperado' when the check fails without a message.
        fail(error, t('account.messages.tokenCheckFailed'));
      }
    });

  const savePassword = (email: string, token: string, form: NewPasswordForm) =>
    run(async () => {
      try {
        const answer = await resetPassword({ email, token, ...form });
        showSnackbar({ message: answer?.message ?? t('account.forgot.done'), color: 'success' });
        dialogs.open({ kind: 'login', credentials: { username: email, password: form.password } });
      } catch (error) {
        fail(error, t('account.messages.unexpected'));
      }
    });

  const otherEmail = (
    // Back to step 1 with the e-mail filled in, to correct or replace it.
    <Button variant="subtle" size="compact-sm" onClick={() => setStep({ step: 'email', email: step.email })}>
      {t('account.forgot.otherEmail')}
    </Button>
  );

  return (
    <AccountModal opened={opened} onClose={onClose} title={t('account.forgot.title')} onExitTransitionEnd={onExited}>
      {step.step === 'email' && (
        <EmailStep defaultEmail={step.email} pending={pending} onSubmit={(email) => void sendCode(email)} />
      )}
      {step.step === 'token' && (
        <TokenStep
          hint={t('account.forgot.tokenHint', { email: step.email })}
          error={null}
          pending={pending}
          onSubmit={(token) => void checkCode(step.email, token)}
          onResend={() => void sendCode(step.email, true)}
          resendLabel={t('account.forgot.resend')}
        >
          {otherEmail}
        </TokenStep>
      )}
      {step.step === 'password' && (
        <NewPasswordStep
          email={step.email}
          pending={pending}
          onSubmit={(form) => void savePassword(step.email, step.token, form)}
        >
          {otherEmail}
        </NewPasswordStep>
      )}
    </AccountModal>
  );
}

interface EmailStepProps {
  defaultEmail: string;
  pending: boolean;
  onSubmit: (email: string) => void;
}

function EmailStep({ defaultEmail, pending, onSubmit }: EmailStepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(recoverEmailSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });
  return (
    <form onSubmit={handleSubmit(({ email }) => onSubmit(email.trim()))} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('account.forgot.emailHint')}</Text>
        <TextInput
          {...register('email')}
          type="email"
          label={t('account.fields.email')}
          autoComplete="email"
          withAsterisk
          data-autofocus
          {...errorProps(errorText(t, formState.errors.email))}
        />
        <Button type="submit" fullWidth loading={pending}>
          {t('account.forgot.send')}
        </Button>
      </Stack>
    </form>
  );
}

interface NewPasswordStepProps {
  email: string;
  pending: boolean;
  onSubmit: (form: NewPasswordForm) => void;
  children: ReactNode;
}

function NewPasswordStep({ email, pending, onSubmit, children }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, getValues, trigger } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const toggle = { 'aria-label': t('account.fields.togglePassword') };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('account.forgot.passwordHint', { email })}</Text>
        <PasswordInput
          {...register('password', rechecksConfirmation(getValues, trigger, 'confirmPassword'))}
          label={t('account.fields.newPassword')}
          autoComplete="new-password"
          withAsterisk
          data-autofocus
          visibilityToggleButtonProps={toggle}
          {...errorProps(errorText(t, formState.errors.password))}
        />
        <PasswordInput
          {...register('confirmPassword')}
          label={t('account.fields.confirmNewPassword')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          {...errorProps(errorText(t, formState.errors.confirmPassword))}
        />
        <Button type="submit" fullWidth loading={pending}>
          {t('account.forgot.save')}
        </Button>
        <div>{children}</div>
      </Stack>
    </form>
  );
}
