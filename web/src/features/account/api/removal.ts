import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { FORM_STATUSES } from './form-errors';
import type { MessageAnswer } from './types';

/**
 * GET /clients/data/removal (Bearer): the server e-mails a confirmation link.
 * Spec section 3 calls the payload access_token: that is the Bearer header.
 */
export function requestAccountRemoval(): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/clients/data/removal', { handledStatuses: FORM_STATUSES });
}

/**
 * GET /clients/data/removal/confirm/{token}, from the e-mailed link. The
 * global table exempts removal/confirm from its 401, 404 and "any other
 * status" rows, so the page alone says what happened.
 */
export function confirmAccountRemoval(token: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>(`/clients/data/removal/confirm/${encodeURIComponent(token)}`);
}

/** The removal, confirmed by the person on the e-mailed link's page (see AccountRemovalPage). */
export function useRemovalConfirmation(token: string) {
  return useMutation({ mutationFn: () => confirmAccountRemoval(token) });
}
