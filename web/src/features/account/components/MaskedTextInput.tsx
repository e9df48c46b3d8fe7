import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, type Ref } from 'react';
import { useIMask } from 'react-imask';

export interface MaskedTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** react-imask pattern (see ../masks.ts). */
  mask: string;
  /** The masked text. */
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A Mantine text field whose text follows an input mask. imask owns the
 * input element (it rewrites the text as the visitor types), so the field is
 * uncontrolled; value changes from outside (a form reset, clearing a field)
 * are pushed into the mask.
 */
export function MaskedTextInput({ mask, value, onChange, ref: forwardedRef, ...rest }: MaskedTextInputProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // A new options object would rebuild the mask on every render.
  const options = useMemo(() => ({ mask, lazy: true }), [mask]);
  const onAccept = useCallback((accepted: string) => onChangeRef.current(accepted), []);
  const { ref, maskRef } = useIMask<HTMLInputElement>(options, { onAccept });
  const mergedRef = useMergedRef(ref, forwardedRef);

  useEffect(() => {
    const masked = maskRef.current;
    if (masked && masked.value !== value) masked.value = value;
  }, [maskRef, value]);

  return <TextInput {...rest} ref={mergedRef} defaultValue={value} />;
}
