import { ApiError } from '../../lib/api/api-error';

/**
 * What went wrong with a purchase call, so the checkout can say what
 * happened and what to do next. The server's message says which stock,
 * limit, quota or coupon (409); it is shown as it is, next to our advice.
 */
export type CheckoutProblem =
  | { kind: 'soldOut'; message: string | null }
  /** fields, when the limit is a CPF's, points at its ticket holders (`items.0.attendees.1.cpf`). */
  | { kind: 'limit'; message: string | null; fields: Record<string, string> }
  | { kind: 'coupon'; message: string | null }
  | { kind: 'invalid'; message: string | null; fields: Record<string, string> }
  | { kind: 'notSelling'; message: string | null }
  | { kind: 'declined'; message: string | null }
  /** The order was paid meanwhile (another tab, a retried PIX): show the tickets. */
  | { kind: 'alreadyPaid'; message: string | null }
  | { kind: 'expired'; message: string | null }
  | { kind: 'sessionExpired'; message: string | null }
  | { kind: 'tooMany'; message: string | null }
  | { kind: 'network'; message: string | null }
  | { kind: 'unexpected'; message: string | null };

function firstMessage(error: ApiError): string | null {
  const body = error.body;
  const first = body?.errors?.find((text) => typeof text === 'string' && text.trim());
  return body?.message?.trim() || first || null;
}

export function classifyProblem(error: unknown): CheckoutProblem {
  if (!(error instanceof ApiError)) return { kind: 'unexpected', message: null };
  const message = firstMessage(error);
  const fields = error.body?.fields ?? {};
  const text = `${message ?? ''} ${Object.keys(fields).join(' ')}`.toLowerCase();
  switch (error.status) {
    case null:
      return { kind: 'network', message: null };
    case 400:
    case 422:
      if (fields.coupon) return { kind: 'coupon', message: fields.coupon };
      return { kind: 'invalid', message, fields };
    case 401:
      return { kind: 'sessionExpired', message };
    case 402:
      return { kind: 'declined', message };
    case 404:
    case 410:
      return { kind: 'expired', message };
    case 409:
      if (fields.coupon || /cupom|coupon/.test(text)) return { kind: 'coupon', message: fields.coupon ?? message };
      if (/já foi pago|already paid/.test(text)) return { kind: 'alreadyPaid', message };
      if (/expir|venceu|não está mais reservado|no longer held/.test(text)) return { kind: 'expired', message };
      if (/cota|quota|limite|limit|por cpf|per cpf/.test(text)) return { kind: 'limit', message, fields };
      if (/esgot|sold out|resta|left|dispon|available|estoque|stock/.test(text)) return { kind: 'soldOut', message };
      return { kind: 'limit', message, fields };
    case 412:
      return { kind: 'notSelling', message };
    case 429:
      return { kind: 'tooMany', message };
    default:
      return { kind: 'unexpected', message: null };
  }
}
