import { Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { MAX_NOTE, useCancelEvent } from '../api/money';
import { consoleErrorText, fieldError } from '../errors';
import type { OrganizerEvent } from '../types';
import type { Outcome } from './CancelOrderAction';
import { ConfirmDialog } from './ConfirmDialog';

/** Where a cancellation's progress is followed, during and after. */
export function cancellationPath(id: number): string {
  return `/organizador/eventos/${id}/cancelamento`;
}

/**
 * Cancels `event` (null: closed) for good: the message to its buyers is required and the
 * event's name must be typed, since nothing undoes it. Started, it goes to the progress page;
 * a refusal goes to onOutcome.
 */
export function CancelEventDialog({
  event,
  onClose,
  onOutcome,
}: {
  event: OrganizerEvent | null;
  onClose: () => void;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const cancel = useCancelEvent();
  const [message, setMessage] = useState('');
  const [typed, setTyped] = useState('');
  const close = () => {
    setMessage('');
    setTyped('');
    cancel.reset();
    onClose();
  };
  const confirm = () => {
    if (!event) return;
    cancel.mutate(
      { id: event.id, message: message.trim() },
      {
        onSuccess: () => navigate(cancellationPath(event.id)),
        onError: (error) => {
          if (fieldError(error, 'message')) return;
          onOutcome({ ok: false, text: consoleErrorText(t, error) });
          close();
        },
      },
    );
  };
  const nameMatches = event !== null && typed.trim() === event.nome.trim();

  return (
    <ConfirmDialog
      title={t('console.cancelEvent.title')}
      question={event ? t('console.cancelEvent.question', { name: event.nome }) : null}
      pending={cancel.isPending}
      onConfirm={confirm}
      onCancel={close}
      confirmDisabled={message.trim() === '' || !nameMatches}
    >
      <Stack gap="sm">
        <Textarea
          label={t('console.cancelEvent.message')}
          description={t('console.cancelOrder.reasonHint', { count: message.length, max: MAX_NOTE })}
          required
          autosize
          minRows={3}
          maxLength={MAX_NOTE}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={fieldError(cancel.error, 'message')}
          data-autofocus
        />
        <TextInput
          label={t('console.cancelEvent.typeName', { name: event?.nome ?? '' })}
          required
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
      </Stack>
    </ConfirmDialog>
  );
}
