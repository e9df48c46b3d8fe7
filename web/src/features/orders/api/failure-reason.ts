import { ApiError } from '../../../lib/api/api-error';

/**
 * The specific reason of a failure whose message is the spec's generic text
 * ('Erro ao cancelar!', 'Erro ao enviar a mensagem'): the server puts it in
 * `fields`. Null when there is none to show.
 */
export function failureReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const reasons = Object.values(error.body.fields ?? {}).filter((text) => text && text !== error.body?.message);
  return reasons[0] ?? null;
}
