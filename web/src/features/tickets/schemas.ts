import { z } from 'zod';
import { isValidEmail, isValidMaskedCpf } from '../../lib/validation';

/** Messages are keys of `tickets.validation`. */
export const transferSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((value) => value.split(/\s+/).length >= 2, 'fullName'),
  cpf: z.string().min(1, 'required').refine(isValidMaskedCpf, 'cpf'),
  email: z.string().trim().min(1, 'required').refine(isValidEmail, 'email'),
});

export type TransferValues = z.infer<typeof transferSchema>;
