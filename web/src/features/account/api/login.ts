import { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { isLongEnoughPassword, isValidEmail } from '../../../lib/validation';
import { FORM_STATUSES } from './form-errors';
import type { Credentials, LoginResult, MessageAnswer } from './types';

/**
 * POST /auth/loginsite. The second step of a two-factor login sends the same
 * credentials plus the e-mailed token. A 401 is left to the global table too:
 * spec section 8 wants its snackbar ('Usuário ou senha incorretos, tente
 * novamente.') beside the dialog's own 'E-mail ou senha incorretos.' (section 4).
 */
export function postLogin(body: Credentials & { token?: string }): Promise<LoginResult> {
  return apiRequest<LoginResult>('/auth/loginsite', { method: 'POST', body, handledStatuses: FORM_STATUSES });
}

/** POST /auth/resend-login-token: a new two-factor code for a pending login. */
export function resendLoginToken(email: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/auth/resend-login-token', {
    method: 'POST',
    body: { email },
    handledStatuses: FORM_STATUSES,
  });
}

/** POST /clients/validate/token: confirms a registration with its code. */
export function validateRegistrationToken(body: { token: string; customer: number }): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/clients/validate/token', { method: 'POST', body, handledStatuses: FORM_STATUSES });
}

/** POST /clients/validate/token/resend: a new registration code. */
export function resendRegistrationToken(customer: number): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/clients/validate/token/resend', {
    method: 'POST',
    body: { customer },
    handledStatuses: FORM_STATUSES,
  });
}

/**
 * Login form (spec section 5): e-mail required and valid, password required
 * with at least 6 characters. Messages are keys of `account.validation`.
 */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'required').refine(isValidEmail, 'email'),
  password: z.string().min(1, 'required').refine(isLongEnoughPassword, 'min6'),
});

export type LoginForm = z.infer<typeof loginSchema>;
