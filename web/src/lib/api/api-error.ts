/** Error body of the API (docs/architecture.md, "Runtime contract"). */
export interface ApiErrorBody {
  message?: string;
  errors?: string[];
  fields?: Record<string, string>;
}

/** Any answer other than 200/201, or no answer at all (status null). */
export class ApiError extends Error {
  readonly status: number | null;
  readonly path: string;
  readonly body: ApiErrorBody | null;

  constructor(path: string, status: number | null, body: ApiErrorBody | null) {
    super(body?.message ?? (status === null ? `network error on ${path}` : `HTTP ${status} on ${path}`));
    this.name = 'ApiError';
    this.path = path;
    this.status = status;
    this.body = body;
  }
}

/** Only HTTP 200 and 201 count as success (spec section 7). */
export function isSuccessStatus(status: number): boolean {
  return status === 200 || status === 201;
}
