import { z } from 'zod';
import type pt from '../../locales/checkout/pt.json';
import { isValidBrazilCellphone, isValidEmail, isValidMaskedCpf, onlyDigits } from '../../lib/validation';
import { HALF_PROOFS } from './api/contract';

/** Messages are keys of `checkout.validation`, translated where shown. */
export type CheckoutValidationKey = keyof typeof pt.validation;
const msg = (key: CheckoutValidationKey) => key;

const fullName = z
  .string()
  .trim()
  .min(1, msg('required'))
  .refine((value) => value.split(/\s+/).length >= 2, msg('name'));

const cpf = z.string().min(1, msg('required')).refine(isValidMaskedCpf, msg('cpf'));

export const guestSchema = z.object({
  name: fullName,
  email: z.string().trim().min(1, msg('required')).refine(isValidEmail, msg('email')),
  cpf,
  phone: z.string().min(1, msg('required')).refine(isValidBrazilCellphone, msg('phone')),
});
export type GuestForm = z.infer<typeof guestSchema>;
export const EMPTY_GUEST: GuestForm = { name: '', email: '', cpf: '', phone: '' };

const holder = z.object({
  sectorId: z.number(),
  sectorName: z.string(),
  type: z.enum(['full', 'half']),
  name: fullName,
  cpf,
  halfProof: z.string(),
});

/**
 * Holders and coupon. A half ticket needs its proof type, and a CPF may hold
 * only one half-price ticket per event (Lei 12.933/2013).
 */
export const holdersSchema = z
  .object({ holders: z.array(holder), coupon: z.string() })
  .superRefine((value, ctx) => {
    const halfCpfs = new Set<string>();
    value.holders.forEach((h, i) => {
      if (h.type !== 'half') return;
      if (!(HALF_PROOFS as readonly string[]).includes(h.halfProof)) {
        ctx.addIssue({ code: 'custom', path: ['holders', i, 'halfProof'], message: msg('proof') });
      }
      const digits = onlyDigits(h.cpf);
      if (digits.length === 11 && halfCpfs.has(digits)) {
        ctx.addIssue({ code: 'custom', path: ['holders', i, 'cpf'], message: msg('halfCpf') });
      }
      halfCpfs.add(digits);
    });
  });
export type HoldersForm = z.infer<typeof holdersSchema>;

/** Luhn check of a card number (digits only). */
export function luhnValid(number: string): boolean {
  if (!/^\d{13,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/AA not in the past (the card is valid through the end of its month). */
/** A card's MM/AA: 'invalid' when it is no such date, 'past' when the card has run out. */
export function expiryCheck(text: string, now = new Date()): 'ok' | 'invalid' | 'past' {
  const match = /^(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalid';
  const current = year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
  return current ? 'ok' : 'past';
}

export const cardSchema = z.object({
  number: z.string().refine((value) => luhnValid(onlyDigits(value)), msg('cardNumber')),
  holder: z.string().trim().min(1, msg('required')),
  expiry: z
    .string()
    .refine((value) => expiryCheck(value) !== 'invalid', msg('cardExpiry'))
    .refine((value) => expiryCheck(value) !== 'past', msg('cardExpired')),
  cvv: z.string().regex(/^\d{3,4}$/, msg('cardCvv')),
  installments: z.string().min(1, msg('required')),
});
export type CardForm = z.infer<typeof cardSchema>;
export const EMPTY_CARD: CardForm = { number: '', holder: '', expiry: '', cvv: '', installments: '1' };

/** With Stripe Elements the card's own fields are Stripe's, in its frame: only these are ours. */
export const stripeCardSchema = cardSchema.pick({ holder: true, installments: true });
export type StripeCardForm = z.infer<typeof stripeCardSchema>;

export const CARD_NUMBER_MASK = '0000 0000 0000 0000';
export const CARD_EXPIRY_MASK = '00/00';
export const CARD_CVV_MASK = '000[0]';
