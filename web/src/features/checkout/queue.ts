import { ApiError } from '../../lib/api/api-error';

/** The sale is queued and this browser holds no pass for it: the visitor belongs in the line (docs/waiting-room.md). */
export function isQueueRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.body?.reason === 'queue_required';
}
