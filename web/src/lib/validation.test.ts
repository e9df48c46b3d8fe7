import { describe, expect, it } from 'vitest';
// The Go tests read the same files (internal/account/validate_test.go): both sides must agree.
import cpfVectors from '../../../testdata/cpf.json';
import phoneVectors from '../../../testdata/phone.json';
import {
  formatCpf,
  isCompleteToken,
  isLongEnoughPassword,
  isValidBrazilCellphone,
  isValidCpf,
  isValidEmail,
  isValidInternationalPhone,
  isValidMaskedCpf,
  isValidPhone,
  tokenDigits,
  toProfilePhone,
} from './validation';

describe('CPF (shared vectors)', () => {
  it.each(cpfVectors.valid)('%s is valid', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidMaskedCpf(formatCpf(cpf))).toBe(true);
  });

  it.each(cpfVectors.invalid)('%j is invalid', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('needs the whole mask in the registration field', () => {
    expect(isValidMaskedCpf('529.982.247-25')).toBe(true);
    expect(isValidMaskedCpf('529.982.247-2')).toBe(false);
    expect(isValidMaskedCpf('111.111.111-11')).toBe(false);
  });

  it('formats 11 digits with the profile mask', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
  });
});

describe('phone (shared vectors)', () => {
  it.each(phoneVectors.brazil_valid)('Brasil %j is valid', (phone) => {
    expect(isValidBrazilCellphone(phone)).toBe(true);
    expect(isValidPhone(phone, true)).toBe(true);
  });

  it.each(phoneVectors.brazil_invalid)('Brasil %j is invalid', (phone) => {
    expect(isValidPhone(phone, true)).toBe(false);
  });

  it.each(phoneVectors.international_valid)('international %j is valid', (phone) => {
    expect(isValidInternationalPhone(phone)).toBe(true);
    expect(isValidPhone(phone, false)).toBe(true);
  });

  it.each(phoneVectors.international_invalid)('international %j is invalid', (phone) => {
    expect(isValidPhone(phone, false)).toBe(false);
  });

  it('shows a stored Brazilian number in the profile mask', () => {
    expect(toProfilePhone('(48) 9 9999-0000')).toBe('(48) 99999 0000');
    expect(isValidPhone(toProfilePhone('(48) 9 9999-0000'), true)).toBe(true);
    expect(toProfilePhone('+351912345678')).toBe('+351912345678');
  });
});

describe('e-mail', () => {
  it.each([
    ['ana@example.com', true],
    ['a.b+c@sub.example.com.br', true],
    ['ana@localhost', false],
    ['Ana <ana@example.com>', false],
    ['ana@', false],
    ['', false],
    ['ana example@x.com', false],
    ['ana@example.com.', false],
  ])('%j → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('password and token', () => {
  it('needs 6 characters, counting characters rather than UTF-16 units', () => {
    expect(isLongEnoughPassword('12345')).toBe(false);
    expect(isLongEnoughPassword('123456')).toBe(true);
    expect(isLongEnoughPassword('😀😀😀')).toBe(false);
  });

  it('strips the spaces of the token mask', () => {
    expect(tokenDigits('1 2 3 4 5 6')).toBe('123456');
    expect(isCompleteToken('1 2 3 4 5 6')).toBe(true);
    expect(isCompleteToken('1 2 3')).toBe(false);
    expect(isCompleteToken('')).toBe(false);
  });
});
