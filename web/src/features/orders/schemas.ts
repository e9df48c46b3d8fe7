import { z } from 'zod';
import { isValidCpf, onlyDigits } from '../../lib/validation';

/** Messages are keys of `orders.validation`, translated where they are shown. */
/** A field that may still be empty (null from a select, undefined before it mounts) reads as ''. */
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const cancelSchema = (needsBank: boolean) =>
  z
    .object({
      // Checked below together, so every missing field shows at once.
      reason: text,
      bank: text,
      agency: text,
      account: text,
      holderCpf: text,
    })
    .superRefine((values, ctx) => {
      if (!values.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
      if (!needsBank) return;
      if (!values.bank) ctx.addIssue({ code: 'custom', path: ['bank'], message: 'required' });
      if (!/^\d{1,5}(-?[\dxX])?$/.test(values.agency.trim()))
        ctx.addIssue({ code: 'custom', path: ['agency'], message: values.agency.trim() ? 'agency' : 'required' });
      if (!/^\d{1,13}-?[\dxX]$/.test(values.account.trim()))
        ctx.addIssue({ code: 'custom', path: ['account'], message: values.account.trim() ? 'account' : 'required' });
      if (!isValidCpf(onlyDigits(values.holderCpf)))
        ctx.addIssue({ code: 'custom', path: ['holderCpf'], message: values.holderCpf ? 'cpf' : 'required' });
    });

export type CancelInput = z.input<ReturnType<typeof cancelSchema>>;
export type CancelValues = z.output<ReturnType<typeof cancelSchema>>;

export const EMPTY_CANCEL: CancelValues = { reason: '', bank: '', agency: '', account: '', holderCpf: '' };

/** Messages to organizers: long enough to say something, short enough for an e-mail. */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export const messageSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'required')
    .min(MESSAGE_MIN, 'messageShort')
    .max(MESSAGE_MAX, 'messageLong'),
});

export type MessageValues = z.infer<typeof messageSchema>;

/** The lookup form: the order code, and the buyer's CPF when the visitor has it. */
export const lookupSchema = z.object({
  hash: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^[0-9a-fA-F]{16,64}$/, 'hash'),
  document: z.string().refine((value) => value === '' || isValidCpf(onlyDigits(value)), 'cpf'),
});

export type LookupValues = z.infer<typeof lookupSchema>;
