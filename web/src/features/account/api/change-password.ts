import { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { isLongEnoughPassword } from '../../../lib/validation';
import { FORM_STATUSES } from './form-errors';
import type { MessageAnswer } from './types';

/** Password change payload (spec section 3); username is the customer's e-mail. */
export interface PasswordChangePayload {
  username: string;
  new_password: string;
  old_password: string;
}

/** POST /auth/resetpassword (Bearer); a wrong old password answers 400 'Senha atual incorreta.'. */
export function changePassword(payload: PasswordChangePayload): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/auth/resetpassword', { method: 'POST', body: payload, handledStatuses: FORM_STATUSES });
}

/**
 * Change-password rules (spec section 5): all three required ('Este campo é
 * obrigatório.'), old and new with 6 characters, confirmation equal to the
 * new one. Messages are keys of `account.validation`.
 */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, 'requiredField').refine(isLongEnoughPassword, 'min6'),
    newPassword: z.string().min(1, 'requiredField').refine(isLongEnoughPassword, 'min6'),
    confirmPassword: z.string().min(1, 'requiredField'),
  })
  .refine((form) => !form.confirmPassword || form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: 'passwordsDiffer',
  });

export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

export const EMPTY_CHANGE_PASSWORD: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };
