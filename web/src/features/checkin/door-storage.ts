/** What the door page keeps on the phone: the organizer key and the scans still to send. */
export const DOOR_KEYS = { key: 'portaria:key', queue: 'portaria:queue' } as const;

export interface QueuedScan {
  token: string;
  /** When it was scanned (ISO), shown in the queue. */
  scannedAt: string;
}

function read<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function readDoorKey(storage: Storage = localStorage): string {
  try {
    return storage.getItem(DOOR_KEYS.key) ?? '';
  } catch {
    return '';
  }
}

export function storeDoorKey(key: string, storage: Storage = localStorage): void {
  if (key) storage.setItem(DOOR_KEYS.key, key);
  else storage.removeItem(DOOR_KEYS.key);
}

export function readQueue(storage: Storage = localStorage): QueuedScan[] {
  const value = read<unknown>(storage, DOOR_KEYS.queue, []);
  return Array.isArray(value) ? value.filter((v): v is QueuedScan => typeof v?.token === 'string') : [];
}

function writeQueue(queue: QueuedScan[], storage: Storage): void {
  if (queue.length) storage.setItem(DOOR_KEYS.queue, JSON.stringify(queue));
  else storage.removeItem(DOOR_KEYS.queue);
}

/** Adds a scan unless the same token already waits (a person scanned twice while offline). */
export function enqueueScan(token: string, now = new Date(), storage: Storage = localStorage): QueuedScan[] {
  const queue = readQueue(storage);
  if (!queue.some((scan) => scan.token === token)) queue.push({ token, scannedAt: now.toISOString() });
  writeQueue(queue, storage);
  return queue;
}

export function removeFromQueue(token: string, storage: Storage = localStorage): QueuedScan[] {
  const queue = readQueue(storage).filter((scan) => scan.token !== token);
  writeQueue(queue, storage);
  return queue;
}

/**
 * The token in a scanned code: the code may hold the token itself or the
 * ticket's address (…/ingressos/{token} or …/ticket/{token}).
 */
export function tokenFromScan(text: string): string {
  const trimmed = text.trim();
  const match = /\/(?:ingressos|ticket)\/([^/?#\s]+)/.exec(trimmed);
  return match?.[1] ? decodeURIComponent(match[1]) : trimmed;
}
