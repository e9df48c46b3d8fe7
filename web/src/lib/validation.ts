/**
 * Validation rules of spec section 5 that the Go server applies too
 * (internal/account/validate.go). Both sides test them against the shared
 * vectors in testdata/*.json, so a change here needs the same change there.
 */

/** Password minimum (spec section 9). */
export const PASSWORD_MIN_LENGTH = 6;
/** A masked CPF ###.###.###-## has 14 characters (spec section 9). */
export const CPF_MASKED_LENGTH = 14;
/** Tokens e-mailed for login, confirmation and recovery have 6 digits. */
export const TOKEN_LENGTH = 6;

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * CPF as digits only: exactly 11, not all the same digit, and both mod-11
 * check digits right. Masked text is not accepted here: callers strip the
 * mask first, so "529.982.247-25" in the vectors is invalid on both sides.
 */
export function isValidCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf)) return false;
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  for (const n of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += (digits[i] ?? 0) * (n + 1 - i);
    if (((sum * 10) % 11) % 10 !== digits[n]) return false;
  }
  return true;
}

/** The registration rule: the masked field has at least 14 characters and its digits form a valid CPF. */
export function isValidMaskedCpf(masked: string): boolean {
  return masked.length >= CPF_MASKED_LENGTH && isValidCpf(onlyDigits(masked));
}

/** ###.###.###-## from 11 digits (the read-only CPF of the profile); anything else unchanged. */
export function formatCpf(cpf: string): string {
  const d = onlyDigits(cpf);
  if (d.length !== 11) return cpf;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/**
 * Brazilian cellphone: a valid area code (no 0 digit) and the mobile 9, in
 * the registration mask (##) # ####-#### or the profile mask (##) ##### ####.
 */
const BRAZIL_CELLPHONE = /^\(([1-9][1-9])\) 9 ?(\d{4})[- ](\d{4})$/;
/** International: +, two digits, then up to 24 digits, more than 10 characters in all. */
const INTERNATIONAL_PHONE = /^\+\d{2}\d{8,24}$/;

export function isValidBrazilCellphone(phone: string): boolean {
  return BRAZIL_CELLPHONE.test(phone);
}

export function isValidInternationalPhone(phone: string): boolean {
  return INTERNATIONAL_PHONE.test(phone);
}

/** The Brazilian cellphone rule for Brasil, the international rule elsewhere (spec section 5). */
export function isValidPhone(phone: string, brazil: boolean): boolean {
  return brazil ? isValidBrazilCellphone(phone) : isValidInternationalPhone(phone);
}

/**
 * A stored Brazilian cellphone in the profile mask (##) ##### ####; the server
 * keeps the registration mask. Text that is not 11 digits is left alone.
 */
export function toProfilePhone(phone: string): string {
  const d = onlyDigits(phone);
  if (phone.startsWith('+') || d.length !== 11) return phone;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)} ${d.slice(7)}`;
}

/**
 * E-mail by a standard pattern (the HTML5 one) plus what the server adds: a
 * dotted domain, no trailing dot, at most 254 characters.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

/** Password length counts characters, not UTF-16 units, as the server does. */
export function isLongEnoughPassword(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH;
}

/** The token field shows '# # # # # #'; the server gets the digits without spaces. */
export function tokenDigits(masked: string): string {
  return masked.replace(/\s+/g, '');
}

export function isCompleteToken(masked: string): boolean {
  return new RegExp(`^\\d{${TOKEN_LENGTH}}$`).test(tokenDigits(masked));
}
