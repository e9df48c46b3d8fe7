import { NumberInput, Switch, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centavosOf, documentTime, inputTime } from './document';
import { useField } from './editor-context';

type Path = readonly (string | number)[];

interface FieldProps {
  path: Path;
  label: string;
  description?: string;
}

/** A text field of the document. */
export function TextField({ path, label, description, multiline = false }: FieldProps & { multiline?: boolean }) {
  const field = useField<string | undefined>(path);
  const Input = multiline ? Textarea : TextInput;
  return (
    <Input
      id={field.id}
      label={label}
      description={description}
      value={field.value ?? ''}
      onChange={(event) => field.set(event.currentTarget.value)}
      error={field.error}
      autosize={multiline || undefined}
      minRows={multiline ? 4 : undefined}
    />
  );
}

/**
 * A number input's value over a stored number: what is being typed (an emptied field, "12,")
 * stays as typed while it stands for the stored value; a stored change from elsewhere (a
 * discard) shows instead.
 */
function useTyped<S>(stored: S, read: (typed: number | string) => S, show: (stored: S) => number | string) {
  const [typed, setTyped] = useState<number | string>(() => show(stored));
  return [read(typed) === stored ? typed : show(stored), setTyped] as const;
}

/** A whole number; `nullable` leaves it out (null) when emptied. */
export function IntegerField({ path, label, description, min = 0, nullable = false }: FieldProps & { min?: number; nullable?: boolean }) {
  const field = useField<number | null | undefined>(path);
  const read = (typed: number | string) => (typeof typed === 'number' ? typed : nullable ? null : 0);
  const [value, setTyped] = useTyped(field.value ?? (nullable ? null : 0), read, (stored) => stored ?? '');
  return (
    <NumberInput
      id={field.id}
      label={label}
      description={description}
      value={value}
      onChange={(typed) => {
        setTyped(typed);
        field.set(read(typed));
      }}
      allowDecimal={false}
      allowNegative={false}
      min={min}
      error={field.error}
    />
  );
}

/** Centavos typed as reais, "R$ 1.234,56", stored as exact integer centavos. */
export function MoneyField({ path, label }: FieldProps) {
  const field = useField<number | undefined>(path);
  const read = (typed: number | string) => (typeof typed === 'number' ? centavosOf(typed) : 0);
  const [value, setTyped] = useTyped(field.value ?? 0, read, (stored) => stored / 100);
  return (
    <NumberInput
      id={field.id}
      label={label}
      value={value}
      onChange={(typed) => {
        setTyped(typed);
        field.set(read(typed));
      }}
      prefix="R$ "
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      inputMode="decimal"
      error={field.error}
    />
  );
}

/** A date and time in the event's zone (named beside it), sent as "AAAA-MM-DD HH:MM". */
export function TimeField({ path, label, required = false }: FieldProps & { required?: boolean }) {
  const { t } = useTranslation();
  const field = useField<string | null | undefined>(path);
  return (
    <TextInput
      id={field.id}
      type="datetime-local"
      label={label}
      description={t('console.editor.inZone', { zone: field.zone })}
      value={inputTime(field.value)}
      onChange={(event) => {
        const value = documentTime(event.currentTarget.value);
        field.set(required ? (value ?? '') : value);
      }}
      error={field.error}
    />
  );
}

/** A yes/no of the document. */
export function SwitchField({ path, label }: FieldProps) {
  const field = useField<boolean | undefined>(path);
  return (
    <Switch
      id={field.id}
      label={label}
      checked={field.value ?? false}
      onChange={(event) => field.set(event.currentTarget.checked)}
      error={field.error}
    />
  );
}
