import { apiRequest } from '../../../lib/api/client';
import { FORM_STATUSES } from './form-errors';
import type { Customer } from './types';

/** Profile update payload (spec section 3). */
export interface ProfileUpdate {
  name: string;
  lastname: string;
  phone: string;
}

/** Both profile answers carry the saved customer and a text. */
export type ProfileAnswer = Customer & { message?: string };

/** PUT /clients/update (Bearer). The form shows 'Erro Inesperado' itself on a 400. */
export function updateProfile(body: ProfileUpdate): Promise<ProfileAnswer> {
  return apiRequest<ProfileAnswer>('/clients/update', { method: 'PUT', body, handledStatuses: FORM_STATUSES });
}

/** PUT /clients/two-factor (Bearer): e-mail two-factor login on or off (DESIGN section 7). */
export function setTwoFactor(enabled: boolean): Promise<ProfileAnswer> {
  return apiRequest<ProfileAnswer>('/clients/two-factor', { method: 'PUT', body: { enabled }, handledStatuses: FORM_STATUSES });
}
