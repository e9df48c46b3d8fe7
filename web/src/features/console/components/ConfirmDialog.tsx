import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  title: string;
  /** The question, naming who and what; null closes the dialog. */
  question: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the change needs besides a yes (a reason, the event's name typed), under the question. */
  children?: ReactNode;
  /** Holds the confirmation back until those are filled in. */
  confirmDisabled?: boolean;
}

/** Asks before a change that is felt at once (someone's access, a key, an event on the storefront): a slip of the finger must not cause it. */
export function ConfirmDialog({ title, question, pending, onConfirm, onCancel, children, confirmDisabled }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={question !== null}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('console.team.close') }}
    >
      <Stack gap="md">
        <Text>{question}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('console.team.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending} disabled={confirmDisabled} data-autofocus={children ? undefined : true}>
            {t('console.team.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
