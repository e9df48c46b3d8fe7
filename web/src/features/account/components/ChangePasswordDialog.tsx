import { Button, Modal, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMediaQuery } from '@mantine/hooks';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/layout/snackbar/snackbar-context';
import {
  changePassword,
  changePasswordSchema,
  EMPTY_CHANGE_PASSWORD,
  type ChangePasswordForm,
} from '../api/change-password';
import { serverFieldMessage } from '../api/form-errors';
import { errorProps, errorText } from './form-text';
import { rechecksConfirmation } from '../confirm-password';

/** 500 wide, fullscreen on small screens (spec sections 2, 9). */
export const CHANGE_PASSWORD_WIDTH = 500;
const SMALL_SCREEN = '(max-width: 48em)';

interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The customer's e-mail: the payload's username. */
  email: string;
}

/**
 * Change password (spec section 4): persistent, with a close icon; Save stays
 * disabled until the form is valid and loads while submitting; a 200 closes
 * and clears the form, a failure keeps it open.
 */
export function ChangePasswordDialog({ opened, onClose, email }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const small = useMediaQuery(SMALL_SCREEN);
  const { register, handleSubmit, formState, reset, setError, setFocus, getValues, trigger } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CHANGE_PASSWORD,
  });
  const { errors } = formState;
  const toggle = { 'aria-label': t('account.fields.togglePassword') };

  const close = () => {
    reset(EMPTY_CHANGE_PASSWORD);
    onClose();
  };

  const submit = handleSubmit(async (form) => {
    try {
      await changePassword({ username: email, new_password: form.newPassword, old_password: form.oldPassword });
      close();
      showSnackbar({ message: t('account.changePassword.done'), color: 'success' });
    } catch (error) {
      // 'Senha atual incorreta.' belongs under the old password; the snackbar says the save failed.
      const oldPasswordMessage = serverFieldMessage(error, 'old_password');
      if (oldPasswordMessage) setError('oldPassword', { type: 'server', message: oldPasswordMessage }, { shouldFocus: true });
      showSnackbar({ message: t('account.messages.unexpected'), color: 'error' });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('account.changePassword.title')}
      size={CHANGE_PASSWORD_WIDTH}
      fullScreen={Boolean(small)}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': t('account.closeDialog') }}
      data-testid="change-password-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            {...register('oldPassword')}
            label={t('account.fields.oldPassword')}
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            visibilityToggleButtonProps={toggle}
            // Enter submits from the new password and its confirmation only (spec section 5): here it moves on.
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                setFocus('newPassword');
              }
            }}
            {...errorProps(errorText(t, errors.oldPassword))}
          />
          <PasswordInput
            {...register('newPassword', rechecksConfirmation(getValues, trigger, 'confirmPassword'))}
            label={t('account.fields.newPassword')}
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={toggle}
            {...errorProps(errorText(t, errors.newPassword))}
          />
          <PasswordInput
            {...register('confirmPassword')}
            label={t('account.fields.confirmNewPassword')}
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={toggle}
            {...errorProps(errorText(t, errors.confirmPassword))}
          />
          <Button type="submit" fullWidth loading={formState.isSubmitting} disabled={!formState.isValid}>
            {t('account.changePassword.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
