import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { onlyDigits } from '../../../lib/validation';
import type { TransferAnswer, TransferInput } from '../types';

/** Statuses the dialog shows itself; 401 goes through the global table. */
const HANDLED = [400, 403, 404, 409, 412, 422, 429] as const;

/** POST /tickets/{token}/transfer (Bearer, the owner) → the new ticket's token; the old one stops working. */
export function transferTicket(token: string, input: TransferInput): Promise<TransferAnswer> {
  return apiRequest(`/tickets/${encodeURIComponent(token)}/transfer`, {
    method: 'POST',
    body: { name: input.name.trim(), cpf: onlyDigits(input.cpf), email: input.email.trim() },
    handledStatuses: HANDLED,
  });
}

export function useTransferTicket(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferInput) => transferTicket(token, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ticket', token] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}
