import { z } from 'zod';
import { apiRequest } from '../../../lib/api/client';
import {
  isLongEnoughPassword,
  isValidEmail,
  isValidMaskedCpf,
  isValidPhone,
  onlyDigits,
} from '../../../lib/validation';
import { BRAZIL_ISO } from './countries';
import { FORM_STATUSES } from './form-errors';
import type { Customer } from './types';

/** Payload of POST /clients/register (spec section 3). */
export interface RegistrationPayload {
  email: string;
  name: string;
  lastname: string;
  /** ISO alpha-2 (the server's contract), BR for Brasil. */
  country: string;
  /** CPF digits only; empty outside Brasil. */
  document: string;
  /** Empty for Brasil. */
  foreignDocument: string;
  phone: string;
  password: string;
  confirmPassword: string;
  /** Fixed by the spec: the form does not ask. */
  sex: 'O';
  birthday: '';
  /** The store's terms and privacy policy accepted (the server records when). */
  terms_accepted: boolean;
}

/** POST /clients/register; 400/409 come back to the form (spec section 4, Registration). */
export function postRegistration(payload: RegistrationPayload): Promise<Customer> {
  return apiRequest<Customer>('/clients/register', { method: 'POST', body: payload, handledStatuses: FORM_STATUSES });
}

// The server allows 100 characters for names and 40 for a foreign document.
const NAME_MAX = 100;
const FOREIGN_DOCUMENT_MAX = 40;

const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const password = z.string().min(1, 'required').refine(isLongEnoughPassword, 'min6');

/**
 * Registration rules of spec section 5; messages are keys of
 * `account.validation`. The rules that depend on the country (CPF or foreign
 * document, phone rule) and the matching confirmation look at the whole form.
 */
export const registrationSchema = z
  .object({
    email: z.string().trim().min(1, 'required').refine(isValidEmail, 'email'),
    name: requiredText(NAME_MAX),
    lastname: requiredText(NAME_MAX),
    country: z.string().min(1, 'required'),
    document: z.string(),
    foreignDocument: z.string(),
    phone: z.string(),
    password,
    confirmPassword: password,
    // LGPD: registering means accepting the store's terms and privacy policy, explicitly.
    terms: z.boolean().refine((accepted) => accepted, 'terms'),
  })
  .superRefine((form, ctx) => {
    const brazil = form.country === BRAZIL_ISO;
    const issue = (path: keyof typeof form, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (brazil) {
      if (!form.document) issue('document', 'required');
      else if (!isValidMaskedCpf(form.document)) issue('document', 'cpf');
    } else if (!form.foreignDocument.trim()) {
      issue('foreignDocument', 'required');
    } else if (form.foreignDocument.length > FOREIGN_DOCUMENT_MAX) {
      issue('foreignDocument', 'tooLong');
    }
    if (!form.phone) issue('phone', 'required');
    else if (!isValidPhone(form.phone, brazil)) issue('phone', 'phone');
    if (form.confirmPassword && isLongEnoughPassword(form.confirmPassword) && form.confirmPassword !== form.password) {
      issue('confirmPassword', 'passwordsDiffer');
    }
  });

export type RegistrationForm = z.infer<typeof registrationSchema>;

export const EMPTY_REGISTRATION: RegistrationForm = {
  email: '',
  name: '',
  lastname: '',
  country: BRAZIL_ISO,
  document: '',
  foreignDocument: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

/** The form as the server takes it: CPF digits only, the other country's document only. */
export function registrationPayload(form: RegistrationForm): RegistrationPayload {
  const brazil = form.country === BRAZIL_ISO;
  return {
    email: form.email.trim(),
    name: form.name.trim(),
    lastname: form.lastname.trim(),
    country: form.country,
    document: brazil ? onlyDigits(form.document) : '',
    foreignDocument: brazil ? '' : form.foreignDocument.trim(),
    phone: form.phone,
    password: form.password,
    confirmPassword: form.confirmPassword,
    sex: 'O',
    birthday: '',
    terms_accepted: form.terms,
  };
}
