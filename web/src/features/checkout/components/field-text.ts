import type { TFunction } from 'i18next';
import pt from '../../../locales/checkout/pt.json';
import type { CheckoutValidationKey } from '../schemas';

const KEYS = new Set(Object.keys(pt.validation));

/** A field error: a key of checkout.validation, or the server's own text. */
export function fieldError(t: TFunction, message: string | undefined) {
  if (!message) return { error: undefined };
  const text = KEYS.has(message) ? t(`checkout.validation.${message as CheckoutValidationKey}`) : message;
  return { error: text, errorProps: { role: 'alert' } };
}
