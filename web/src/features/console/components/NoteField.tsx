import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_NOTE } from '../api/money';

/**
 * The words the buyer is e-mailed with a cancellation (a reason, a message): required, at most
 * the server's 500 characters, counted as typed; first in its dialog, so it takes the focus.
 */
export function NoteField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={label}
      description={t('console.cancelOrder.reasonHint', { count: value.length, max: MAX_NOTE })}
      required
      autosize
      minRows={3}
      maxLength={MAX_NOTE}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-autofocus
    />
  );
}
