import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export interface FaqQuestion {
  id: number;
  pergunta: string;
  resposta: string;
  visualizacoes: number;
}

/** A protected event's questions need the password its page was opened with. */
export async function getFaq(eventId: number, senha: string, signal?: AbortSignal): Promise<FaqQuestion[]> {
  const query = senha ? `?senha=${encodeURIComponent(senha)}` : '';
  const list = await apiRequest<FaqQuestion[]>(`/event/faq/${eventId}${query}`, { signal });
  return Array.isArray(list) ? list : [];
}

export const faqQueryOptions = (eventId: number, senha = '') =>
  queryOptions({
    queryKey: ['faq', eventId, senha],
    queryFn: ({ signal }) => getFaq(eventId, senha, signal),
    staleTime: 5 * 60 * 1000,
  });

/** Questions of an event; asked only when the event says it has some (`tem_faq`). */
export function useFaq(eventId: number, senha: string, enabled: boolean) {
  return useQuery({ ...faqQueryOptions(eventId, senha), enabled });
}

/** PUT /events/faq/log/{event}/{question}: counts one opening of a question. */
export function logFaqView(eventId: number, questionId: number): Promise<{ visualizacoes: number }> {
  return apiRequest(`/events/faq/log/${eventId}/${questionId}`, { method: 'PUT' });
}

export function useLogFaqView(eventId: number) {
  return useMutation({ mutationFn: (questionId: number) => logFaqView(eventId, questionId) });
}
