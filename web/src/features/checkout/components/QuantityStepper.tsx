import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  /** What is counted, e.g. "Inteira, Pista": names the buttons for screen readers. */
  label: string;
  value: number;
  canAdd: boolean;
  onChange: (value: number) => void;
  testId?: string;
}

/** − n + with named buttons; the count is announced as it changes. */
export function QuantityStepper({ label, value, canAdd, onChange, testId }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('checkout.quantityOf', { label })} data-testid={testId}>
      <ActionIcon
        variant="default"
        size={44}
        radius="xl"
        aria-label={t('checkout.remove', { label })}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <Text component="output" aria-live="polite" fw={700} w={28} ta="center" data-testid="quantity">
        {value}
      </Text>
      <ActionIcon
        variant="filled"
        size={44}
        radius="xl"
        aria-label={t('checkout.add', { label })}
        disabled={!canAdd}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
