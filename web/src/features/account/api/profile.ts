import { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import { isValidPhone } from '../../../lib/validation';
import { FORM_STATUSES } from './form-errors';
import type { ProfileAnswer } from './types';

/** Profile update payload (spec section 3). */
export interface ProfileUpdate {
  name: string;
  lastname: string;
  phone: string;
}

/** The fields the server checks on a profile save (ProfileUpdate's names). */
export const PROFILE_FIELDS = ['name', 'lastname', 'phone'] as const;

/**
 * The server's profile rules, checked before sending so a mistake shows under
 * its field at once; messages are keys of `account.validation`.
 */
export function profileSchema(brazil: boolean) {
  const requiredText = z.string().trim().min(1, 'required').max(100, 'tooLong');
  return z.object({
    name: requiredText,
    lastname: requiredText,
    phone: z
      .string()
      .min(1, 'required')
      .refine((phone) => isValidPhone(phone, brazil), 'phone'),
  });
}

/** PUT /clients/update (Bearer). The form shows a 400's field errors under the fields. */
export function updateProfile(body: ProfileUpdate): Promise<ProfileAnswer> {
  return apiRequest<ProfileAnswer>('/clients/update', { method: 'PUT', body, handledStatuses: FORM_STATUSES });
}

/** PUT /clients/two-factor (Bearer): e-mail two-factor login on or off (docs/spec-readings.md). */
export function setTwoFactor(enabled: boolean): Promise<ProfileAnswer> {
  return apiRequest<ProfileAnswer>('/clients/two-factor', { method: 'PUT', body: { enabled }, handledStatuses: FORM_STATUSES });
}
