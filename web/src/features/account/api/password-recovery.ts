import { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { isLongEnoughPassword, isValidEmail } from '../../../lib/validation';
import { FORM_STATUSES } from './form-errors';
import type { MessageAnswer } from './types';

/** POST /clients/password/recover: e-mails a reset code (same answer for unknown e-mails). */
export function recoverPassword(email: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/clients/password/recover', {
    method: 'POST',
    body: { email },
    handledStatuses: FORM_STATUSES,
  });
}

/** GET /clients/password/reset/token/{email}/{token}: checks the code without using it up. */
export function checkResetToken(email: string, token: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>(
    `/clients/password/reset/token/${encodeURIComponent(email)}/${encodeURIComponent(token)}`,
    { handledStatuses: FORM_STATUSES },
  );
}

export interface PasswordResetPayload {
  email: string;
  token: string;
  password: string;
  confirmPassword: string;
}

/** POST /clients/password/reset/token: sets the new password. */
export function resetPassword(payload: PasswordResetPayload): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/clients/password/reset/token', {
    method: 'POST',
    body: payload,
    handledStatuses: FORM_STATUSES,
  });
}

/** Step 1 (spec section 5, Forgot password): e-mail required and valid. */
export const recoverEmailSchema = z.object({
  email: z.string().trim().min(1, 'required').refine(isValidEmail, 'email'),
});

const newPassword = z.string().min(1, 'required').refine(isLongEnoughPassword, 'min6');

/** Step 3: new password and confirmation, both required with 6 characters, and equal. */
export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: newPassword })
  .refine((form) => !isLongEnoughPassword(form.confirmPassword) || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordsDiffer',
  });

export type NewPasswordForm = z.infer<typeof newPasswordSchema>;
