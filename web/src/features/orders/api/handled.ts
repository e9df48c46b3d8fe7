/**
 * Failures a dialog shows itself (spec section 7 gives each call its own
 * failure text); 401 still goes through the global table (session expired).
 */
export const DIALOG_HANDLED_STATUSES = [400, 402, 403, 404, 409, 410, 412, 422, 429, 500, 502, 503] as const;
