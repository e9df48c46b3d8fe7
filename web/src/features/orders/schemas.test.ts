import { describe, expect, it } from 'vitest';
import { cancelSchema, lookupSchema, messageSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  // The first message per field, as the form shows it.
  Object.fromEntries((result.error?.issues ?? []).reverse().map((issue) => [issue.path.join('.'), issue.message]));

describe('cancelSchema', () => {
  it('needs only the reason for PIX and card', () => {
    expect(cancelSchema(false).safeParse({ reason: '2', bank: '', agency: '', account: '', holderCpf: '' }).success).toBe(true);
    expect(messages(cancelSchema(false).safeParse({ reason: '', bank: '', agency: '', account: '', holderCpf: '' }))).toEqual({
      reason: 'required',
    });
  });

  it('needs a bank account for boleto', () => {
    const empty = { reason: '1', bank: '', agency: '', account: '', holderCpf: '' };
    expect(messages(cancelSchema(true).safeParse({ ...empty, reason: '' }))).toEqual({
      reason: 'required',
      bank: 'required',
      agency: 'required',
      account: 'required',
      holderCpf: 'required',
    });
    const wrong = { reason: '1', bank: '001', agency: '12a', account: '12', holderCpf: '529.982.247-24' };
    expect(messages(cancelSchema(true).safeParse(wrong))).toEqual({ agency: 'agency', holderCpf: 'cpf' });
    const right = { reason: '1', bank: '001', agency: '1234-5', account: '12345-6', holderCpf: '529.982.247-25' };
    expect(cancelSchema(true).safeParse(right).success).toBe(true);
  });
});

describe('messageSchema', () => {
  it('asks for a real message', () => {
    expect(messages(messageSchema.safeParse({ message: '   ' }))).toEqual({ message: 'required' });
    expect(messages(messageSchema.safeParse({ message: 'Oi' }))).toEqual({ message: 'messageShort' });
    expect(messageSchema.safeParse({ message: 'Posso levar uma cadeira de praia?' }).success).toBe(true);
  });
});

describe('lookupSchema', () => {
  it('takes a hex order code and an optional valid CPF', () => {
    expect(lookupSchema.safeParse({ hash: '9f0c1e2d3c4b5a69788796a5b4c3d2e1', document: '' }).success).toBe(true);
    expect(messages(lookupSchema.safeParse({ hash: 'xyz', document: '111.111.111-11' }))).toEqual({ hash: 'hash', document: 'cpf' });
  });
});
