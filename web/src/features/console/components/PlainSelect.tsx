import { Input } from '@mantine/core';
import { useId } from 'react';

interface PlainSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  miw?: number;
}

/**
 * The phone's own picker. Mantine's Input as a select rather than NativeSelect, whose chevron
 * module, shared with the storefront's first pages, would be split out of their chunk into one
 * more request.
 */
export function PlainSelect<T extends string>({ label, value, options, onChange, miw }: PlainSelectProps<T>) {
  const id = useId();
  return (
    <Input.Wrapper label={label} id={id} miw={miw}>
      <Input
        component="select"
        id={id}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value as T)}
        rightSection={<span aria-hidden="true">▾</span>}
        rightSectionPointerEvents="none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}
