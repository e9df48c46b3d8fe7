import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export interface CampaignEntry {
  name: string;
  email: string;
  /** Digits only. */
  cpf: string;
  /** Masked: (48) 9 9999-0000. */
  phone: string;
}

/**
 * Answers the form shows itself: 400 (fields), 404, 409 'Você já está inscrito nesta lista.',
 * 412 (cancelled, or already over; the global table leaves event/campaign/ alone too) and 429.
 */
export const CAMPAIGN_HANDLED_STATUSES = [400, 404, 409, 412, 429] as const;

/** POST /event/campaign/{event}: pre-sale sign-up and name on the list, same shape (spec section 7). */
export function joinCampaign(eventId: number, entry: CampaignEntry): Promise<{ success: boolean; message: string }> {
  return apiRequest(`/event/campaign/${eventId}`, {
    method: 'POST',
    body: entry,
    handledStatuses: CAMPAIGN_HANDLED_STATUSES,
  });
}

export function useJoinCampaign(eventId: number) {
  return useMutation({ mutationFn: (entry: CampaignEntry) => joinCampaign(eventId, entry) });
}
