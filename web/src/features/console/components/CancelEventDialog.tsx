import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useCancelEvent } from '../api/money';
import { consoleErrorText, fieldError } from '../errors';
import type { OrganizerEvent } from '../types';
import type { Outcome } from './CancelOrderAction';
import { ConfirmDialog } from './ConfirmDialog';
import { NoteField } from './NoteField';

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
        <NoteField label={t('console.cancelEvent.message')} value={message} onChange={setMessage} error={fieldError(cancel.error, 'message')} />
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
