import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetHolder } from '../api/orders';
import { consoleErrorText, fieldError } from '../errors';
import type { Outcome } from './CancelOrderAction';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * "Alterar nome" of a ticket that still admits: the holder's name corrected (a typo, a friend
 * going instead), asked in a dialog; the server's refusal of the name stays under the field,
 * any other goes to onOutcome, and the order refetches.
 */
export function HolderNameAction({ code, name, onOutcome }: { code: string; name: string; onOutcome: (outcome: Outcome | null) => void }) {
  const { t } = useTranslation();
  const save = useSetHolder();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(name);

  const close = () => {
    setOpen(false);
    save.reset();
  };
  const confirm = () => {
    save.mutate(
      { code, name: value.trim() },
      {
        onSuccess: () => {
          onOutcome({ ok: true, text: t('console.order.holderRenamed', { code, name: value.trim() }) });
          close();
        },
        onError: (error) => {
          if (fieldError(error, 'name')) return;
          onOutcome({ ok: false, text: consoleErrorText(t, error) });
          close();
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-label={t('console.order.renameHolderOf', { code })}
        onClick={() => {
          onOutcome(null);
          setValue(name);
          setOpen(true);
        }}
      >
        {t('console.order.renameHolder')}
      </Button>
      <ConfirmDialog
        title={t('console.order.renameHolderTitle')}
        question={open ? t('console.order.renameHolderQuestion', { code }) : null}
        pending={save.isPending}
        onConfirm={confirm}
        onCancel={close}
        confirmDisabled={value.trim() === '' || value.trim() === name}
      >
        <TextInput
          label={t('console.order.holderName')}
          value={value}
          maxLength={200}
          required
          data-autofocus
          onChange={(event) => setValue(event.currentTarget.value)}
          error={fieldError(save.error, 'name')}
        />
      </ConfirmDialog>
    </>
  );
}
