import { NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useField } from './editor-context';

type Path = readonly (string | number)[];

/**
 * The waiting room of the event (every session in one line) or of one session (a line of its
 * own): on, and how many people it lets in per minute. The rate shows empty for 0, the store's
 * default, and an emptied field stores 0 again.
 */
export function QueueFields({ path, hint }: { path: Path; hint: string }) {
  const { t } = useTranslation();
  const on = useField<boolean | undefined>([...path, 'fila']);
  const rate = useField<number | undefined>([...path, 'fila_por_minuto']);
  return (
    <Stack gap="xs">
      {/* The hint beside the switch, not in its label (Mantine's description would join its name). */}
      <Switch
        id={on.id}
        label={t('console.editor.queue')}
        aria-describedby={`${on.id}-hint`}
        checked={on.value ?? false}
        onChange={(event) => on.set(event.currentTarget.checked)}
        error={on.error}
      />
      <Text id={`${on.id}-hint`} size="xs" c="dimmed" mt={-4}>
        {hint}
      </Text>
      {on.value && (
        <NumberInput
          id={rate.id}
          label={t('console.editor.queueRate')}
          description={t('console.editor.queueRateHint')}
          value={rate.value || ''}
          onChange={(typed) => rate.set(typeof typed === 'number' ? typed : 0)}
          allowDecimal={false}
          allowNegative={false}
          min={0}
          error={rate.error}
          maw={240}
        />
      )}
    </Stack>
  );
}
