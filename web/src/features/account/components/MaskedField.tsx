import type { FocusEvent } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MaskedTextInput, type MaskedTextInputProps } from './MaskedTextInput';

type MaskedFieldProps<T extends FieldValues> = Omit<MaskedTextInputProps, 'value' | 'onChange' | 'name' | 'ref'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A masked field of a react-hook-form form: the form owns its text, its touched state and its
 * focus (on a failed submit). An `onBlur` given here runs after the form has seen the blur.
 */
export function MaskedField<T extends FieldValues>({ control, name, onBlur, ...input }: MaskedFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MaskedTextInput
          {...input}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            field.onBlur();
            onBlur?.(event);
          }}
          ref={field.ref}
          name={field.name}
        />
      )}
    />
  );
}
