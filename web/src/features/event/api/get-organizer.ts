import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { EventCard } from '../../events/types';

/** Answer of GET /v2/organizers/page/details/{id}. */
export interface OrganizerDetails {
  id: number;
  nome: string;
  descricao: string;
  logo: string;
  site: string;
  instagram: string;
  eventos: EventCard[];
}

export async function getOrganizer(id: number, signal?: AbortSignal): Promise<OrganizerDetails> {
  const organizer = await apiRequest<OrganizerDetails>(`/v2/organizers/page/details/${id}`, { signal });
  return { ...organizer, eventos: organizer.eventos ?? [] };
}

export const organizerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['organizer', id],
    queryFn: ({ signal }) => getOrganizer(id, signal),
    staleTime: 5 * 60 * 1000,
  });

/** Loaded when the organizer dialog opens. */
export function useOrganizer(id: number, enabled: boolean) {
  return useQuery({ ...organizerQueryOptions(id), enabled });
}
