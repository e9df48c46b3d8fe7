import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { PreRefundInput } from '../types';
import { DIALOG_HANDLED_STATUSES } from './handled';
import { ORDERS_KEY } from './list-orders';

/** POST /orders/pre-refund (Bearer): 'Seu Pedido foi cancelado e direcionado para estorno!' / 'Erro ao cancelar!'. */
export function preRefund(input: PreRefundInput): Promise<{ message?: string }> {
  return apiRequest('/orders/pre-refund', { method: 'POST', body: input, handledStatuses: DIALOG_HANDLED_STATUSES });
}

export function usePreRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: preRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
