import { describe, expect, it } from 'vitest';
import en from './en.json';
import pt from './pt.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('checkout locales', () => {
  it('en has exactly the keys of pt', () => {
    expect(keys(en).sort()).toEqual(keys(pt).sort());
  });

  it('names every half-price proof type in both languages', () => {
    expect(Object.keys(pt.proofs).sort()).toEqual(['estudante', 'id_jovem', 'idoso', 'pcd', 'professor']);
    expect(pt.proofs.estudante).toBe('Estudante');
  });

  it('keeps the wording the spec gives for the shared rules (section 5)', () => {
    expect(pt.validation).toMatchObject({ required: 'Campo obrigatório.', cpf: 'CPF inválido.' });
    expect(en.validation).toMatchObject({
      required: 'Required Field.',
      email: 'Invalid E-mail.',
      cpf: 'Invalid CPF.',
      phone: 'Invalid cellphone.',
    });
  });
});
