import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export interface FaqQuestion {
  id: number;
  pergunta: string;
  resposta: string;
  visualizacoes: number;
}

export async function getFaq(eventId: number, signal?: AbortSignal): Promise<FaqQuestion[]> {
  const list = await apiRequest<FaqQuestion[]>(`/event/faq/${eventId}`, { signal });
  return Array.isArray(list) ? list : [];
}

export const faqQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: ['faq', eventId],
    queryFn: ({ signal }) => getFaq(eventId, signal),
    staleTime: 5 * 60 * 1000,
  });

/** Questions of an event; asked only when the event says it has some (`tem_faq`). */
export function useFaq(eventId: number, enabled: boolean) {
  return useQuery({ ...faqQueryOptions(eventId), enabled });
}

/** PUT /events/faq/log/{event}/{question}: counts one opening of a question. */
export function logFaqView(eventId: number, questionId: number): Promise<{ visualizacoes: number }> {
  return apiRequest(`/events/faq/log/${eventId}/${questionId}`, { method: 'PUT' });
}

export function useLogFaqView(eventId: number) {
  return useMutation({ mutationFn: (questionId: number) => logFaqView(eventId, questionId) });
}
