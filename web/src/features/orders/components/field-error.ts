import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import pt from '../../../locales/pt.json';

type ValidationKey = keyof typeof pt.orders.validation;
const KEYS = new Set<string>(Object.keys(pt.orders.validation));

/**
 * Field props that show and announce a schema error (keys of
 * `orders.validation`); other texts (from the server) are shown as they are.
 */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: Pick<FieldError, 'message'> | undefined) => {
    const message = error?.message;
    const text = !message ? undefined : KEYS.has(message) ? t(`orders.validation.${message as ValidationKey}`) : message;
    return { error: text, errorProps: { role: 'alert' } };
  };
}
