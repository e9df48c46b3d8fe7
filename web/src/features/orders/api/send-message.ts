import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { DIALOG_HANDLED_STATUSES } from './handled';

export interface OrganizerMessage {
  organizer: number;
  event?: number;
  message: string;
}

/** POST /v2/organizers/customer/message/send (Bearer): 'Mensagem enviada com sucesso' / 'Erro ao enviar a mensagem'. */
export function sendOrganizerMessage(input: OrganizerMessage): Promise<{ message?: string }> {
  return apiRequest('/v2/organizers/customer/message/send', {
    method: 'POST',
    body: input,
    handledStatuses: DIALOG_HANDLED_STATUSES,
  });
}

export function useSendOrganizerMessage() {
  return useMutation({ mutationFn: sendOrganizerMessage });
}
