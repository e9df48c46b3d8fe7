// Mantine styles beyond the entry's, in styles.css order: the event page loads this dialog on demand.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/layout/snackbar/snackbar-context';
import { useSendOrganizerMessage } from '../api/send-message';
import { MESSAGE_MAX, messageSchema, type MessageValues } from '../schemas';
import { failureReason } from '../api/failure-reason';
import { useFieldError } from './field-error';

interface MessageOrganizerDialogProps {
  organizer: { id: number; nome: string };
  event?: { id: number; nome: string };
  opened: boolean;
  onClose: () => void;
}

/** A message to the organizer, who answers by e-mail (the customer's address is the Reply-To). */
export function MessageOrganizerDialog({ organizer, event, opened, onClose }: MessageOrganizerDialogProps) {
  const { t } = useTranslation();
  const showSnackbar = useSnackbar();
  const send = useSendOrganizerMessage();
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<MessageValues>({
    resolver: zodResolver(messageSchema),
    mode: 'onTouched',
    defaultValues: { message: '' },
  });

  const submit = handleSubmit(async ({ message }) => {
    setFailure(null);
    try {
      await send.mutateAsync({ organizer: organizer.id, event: event?.id, message });
      showSnackbar({ message: t('orders.message.success'), color: 'success' });
      reset();
      onClose();
    } catch (error) {
      setFailure(failureReason(error));
      showSnackbar({ message: t('orders.message.failure'), color: 'error' });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={550}
      centered
      title={t('orders.message.title', { organizer: organizer.nome })}
      closeButtonProps={{ 'aria-label': t('orders.closeDialog') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert" data-testid="dialog-failure">
              {failure}
            </Alert>
          )}
          {event && <Text size="sm">{t('orders.message.about', { event: event.nome })}</Text>}
          <Text size="sm" c="gray.7">
            {t('orders.message.replyHint')}
          </Text>
          <Textarea
            {...register('message')}
            label={t('orders.message.label')}
            autosize
            minRows={4}
            maxRows={10}
            maxLength={MESSAGE_MAX}
            withAsterisk
            data-autofocus
            {...fieldError(formState.errors.message)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={send.isPending}>
              {t('orders.message.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('orders.message.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
