import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { onlyDigits } from '../../../lib/validation';
import { cpfAvailableQueryOptions, emailAvailableQueryOptions, isTaken } from '../api/availability';

/**
 * The registration's on-blur checks (spec section 5): which e-mail and CPF
 * the server said are taken. A value counts as taken only while the field
 * still holds it, so editing the field clears the message.
 */
export function useAvailability() {
  const queryClient = useQueryClient();
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const [takenCpf, setTakenCpf] = useState<string | null>(null);

  const checkEmail = useCallback(
    async (email: string) => {
      const taken = await isTaken(queryClient, emailAvailableQueryOptions(email));
      setTakenEmail(taken ? email : null);
    },
    [queryClient],
  );

  const checkCpf = useCallback(
    async (maskedCpf: string) => {
      const digits = onlyDigits(maskedCpf);
      const taken = await isTaken(queryClient, cpfAvailableQueryOptions(digits));
      setTakenCpf(taken ? digits : null);
    },
    [queryClient],
  );

  return {
    emailTaken: (email: string) => takenEmail !== null && takenEmail === email.trim(),
    cpfTaken: (maskedCpf: string) => takenCpf !== null && takenCpf === onlyDigits(maskedCpf),
    checkEmail,
    checkCpf,
    /** After a country change the CPF is gone, and so is its message. */
    forgetCpf: () => setTakenCpf(null),
  };
}
