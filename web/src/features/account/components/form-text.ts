import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import pt from '../../../locales/pt.json';
import type { FormMessage } from '../login-machine';

export type ValidationKey = keyof typeof pt.account.validation;

const VALIDATION_KEYS = new Set<string>(Object.keys(pt.account.validation));

/**
 * Schemas carry keys of `account.validation` as messages, so they stay free
 * of i18n and follow a language change; errors set from a server answer carry
 * the server's own text, shown as it is.
 */
export function errorText(t: TFunction, error: Pick<FieldError, 'message'> | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return VALIDATION_KEYS.has(message) ? t(`account.validation.${message as ValidationKey}`) : message;
}

export function formMessageText(t: TFunction, message: FormMessage): string {
  return 'key' in message ? t(`account.messages.${message.key}`) : message.text;
}

/**
 * Props that make a Mantine field announce its error: Mantine links the
 * error to the input with aria-describedby and aria-invalid; role=alert makes
 * screen readers read it when it appears.
 */
export function errorProps(text: string | undefined) {
  return { error: text, errorProps: { role: 'alert' } };
}
