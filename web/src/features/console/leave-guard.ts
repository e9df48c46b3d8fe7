/**
 * What a console link asks before leaving the screen: the event editor sets it while its form
 * has unsaved changes. One screen at a time holds it, so a plain module value is enough.
 */
let guard: (() => boolean) | null = null;

export function setLeaveGuard(next: (() => boolean) | null) {
  guard = next;
}

/** True when the user may leave (nothing unsaved, or they confirmed). */
export function mayLeave(): boolean {
  return guard ? guard() : true;
}
