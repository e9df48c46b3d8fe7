import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { changePasswordSchema } from './change-password';
import { serverFieldMessage, serverMessage } from './form-errors';
import { newPasswordSchema } from './password-recovery';
import { EMPTY_REGISTRATION, registrationPayload, registrationSchema, type RegistrationForm } from './register';

/** The first message per field, as the forms show them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

const brazilian: RegistrationForm = {
  ...EMPTY_REGISTRATION,
  email: 'ana@example.com',
  name: 'Ana',
  lastname: 'Souza',
  document: '529.982.247-25',
  phone: '(48) 9 9999-0000',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  terms: true,
};

describe('registration rules', () => {
  it('accepts a complete Brazilian form and sends CPF digits, sex O and an empty birthday', () => {
    expect(registrationSchema.safeParse(brazilian).success).toBe(true);
    expect(registrationPayload(brazilian)).toMatchObject({ country: 'BR', document: '52998224725', foreignDocument: '', sex: 'O', birthday: '', terms_accepted: true });
  });

  it('names every empty required field', () => {
    expect(messages(registrationSchema.safeParse(EMPTY_REGISTRATION))).toEqual({
      email: 'required',
      name: 'required',
      lastname: 'required',
      document: 'required',
      phone: 'required',
      password: 'required',
      confirmPassword: 'required',
      terms: 'terms',
    });
  });

  it('applies the CPF, phone, password and confirmation rules', () => {
    const result = registrationSchema.safeParse({
      ...brazilian,
      email: 'ana@x',
      document: '111.111.111-11',
      phone: '+351912345678',
      password: '12345',
      confirmPassword: 'segredo2',
    });
    expect(messages(result)).toEqual({ email: 'email', document: 'cpf', phone: 'phone', password: 'min6', confirmPassword: 'passwordsDiffer' });
  });

  it('abroad: a foreign document instead of the CPF, and the international phone rule', () => {
    const foreign = { ...brazilian, country: 'PT', document: '', foreignDocument: '', phone: '(48) 9 9999-0000' };
    expect(messages(registrationSchema.safeParse(foreign))).toEqual({ foreignDocument: 'required', phone: 'phone' });
    const ok = { ...foreign, foreignDocument: ' P1234567 ', phone: '+351912345678', document: '529.982.247-25' };
    expect(registrationSchema.safeParse(ok).success).toBe(true);
    expect(registrationPayload(ok)).toMatchObject({ country: 'PT', document: '', foreignDocument: 'P1234567' });
  });
});

describe('change-password rules (spec section 5)', () => {
  it("all three required: 'Este campo é obrigatório.'", () => {
    expect(messages(changePasswordSchema.safeParse({ oldPassword: '', newPassword: '', confirmPassword: '' }))).toEqual({
      oldPassword: 'requiredField',
      newPassword: 'requiredField',
      confirmPassword: 'requiredField',
    });
  });

  it("old and new need 6 characters; the confirmation must equal the new one", () => {
    expect(messages(changePasswordSchema.safeParse({ oldPassword: '123', newPassword: '12345', confirmPassword: '123456' }))).toEqual({
      oldPassword: 'min6',
      newPassword: 'min6',
      confirmPassword: 'passwordsDiffer',
    });
    expect(changePasswordSchema.safeParse({ oldPassword: 'antiga1', newPassword: 'nova123', confirmPassword: 'nova123' }).success).toBe(true);
  });

  it('the forgot-password new password follows the same rules', () => {
    expect(messages(newPasswordSchema.safeParse({ password: '123', confirmPassword: '' }))).toEqual({
      password: 'min6',
      confirmPassword: 'required',
    });
    expect(messages(newPasswordSchema.safeParse({ password: 'nova123', confirmPassword: 'nova124' }))).toEqual({
      confirmPassword: 'passwordsDiffer',
    });
  });
});

describe('server messages', () => {
  it('the first of the returned errors, else the message', () => {
    expect(serverMessage(new ApiError('/clients/register', 409, { message: 'm', errors: ['primeiro', 'segundo'] }))).toBe('primeiro');
    expect(serverMessage(new ApiError('/clients/register', 400, { message: 'só a mensagem' }))).toBe('só a mensagem');
    expect(serverMessage(new ApiError('/clients/register', null, null))).toBeNull();
    expect(serverFieldMessage(new ApiError('/auth/resetpassword', 400, { fields: { old_password: 'Senha atual incorreta.' } }), 'old_password')).toBe(
      'Senha atual incorreta.',
    );
  });
});
