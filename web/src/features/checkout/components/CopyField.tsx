import { Button, Stack, Text, Textarea } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CopyFieldProps {
  label: string;
  value: string;
  testId?: string;
  /** Under the label: what the value is for. */
  description?: string;
  /** The button's text, when the page has more than one code to copy. */
  copyLabel?: string;
}

/** Read-only text with a copy button that says whether the copy worked. */
export function CopyField({ label, value, testId, description, copyLabel }: CopyFieldProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <Stack gap={6}>
      <Textarea
        label={label}
        description={description}
        descriptionProps={{ c: 'gray.7' }}
        value={value}
        readOnly
        autosize
        minRows={1}
        styles={{ input: { fontFamily: 'monospace', wordBreak: 'break-all' } }}
        onFocus={(e) => e.currentTarget.select()}
        data-testid={testId}
      />
      <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
        {copyLabel ?? t('checkout.pay.copy')}
      </Button>
      <Text size="sm" role="status" c={state === 'failed' ? 'red.9' : 'green.9'}>
        {state === 'copied' ? t('checkout.pay.copied') : state === 'failed' ? t('checkout.pay.copyFailed') : ''}
      </Text>
    </Stack>
  );
}
