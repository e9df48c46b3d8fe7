import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/layout/snackbar/snackbar-context';
import { requestAccountRemoval } from '../api/removal';

/** The remove-account dialog is 430 wide (spec section 9). */
export const REMOVE_DIALOG_WIDTH = 430;

interface RemoveAccountDialogProps {
  opened: boolean;
  /** Cancel, or closing before the request went out. */
  onClose: () => void;
  /** Closing after the request went out: the caller logs out and goes to /. */
  onRequested: () => void;
}

/**
 * Account removal (spec section 4): a persistent question with Cancelar and
 * Confirmar; after a 200 only the confirmation text and Fechar. Closing always
 * resets the success state.
 */
export function RemoveAccountDialog({ opened, onClose, onRequested }: RemoveAccountDialogProps) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const [requested, setRequested] = useState(false);
  const [pending, setPending] = useState(false);

  const close = () => {
    const wasRequested = requested;
    setRequested(false);
    if (wasRequested) onRequested();
    else onClose();
  };

  const confirm = async () => {
    setPending(true);
    try {
      await requestAccountRemoval();
      setRequested(true);
    } catch {
      showSnackbar({ message: t('account.messages.unexpected'), color: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size={REMOVE_DIALOG_WIDTH}
      centered
      title={t('account.removal.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      data-testid="remove-account-dialog"
    >
      {requested ? (
        <Stack gap="lg">
          <Text role="status">{t('account.removal.sent')}</Text>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {t('account.removal.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Text>{t('account.removal.question')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending} data-autofocus>
              {t('account.removal.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={pending}>
              {t('account.removal.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
