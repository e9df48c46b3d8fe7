import { describe, expect, it } from 'vitest';
import { centavosOf, documentTime, editable, inputTime, localTime, setIn } from './document';
import { isShown } from './field-errors';

describe('the event document in the editor', () => {
  it('turns reais into exact centavos, never through a float product', () => {
    expect(centavosOf(0.29)).toBe(29);
    expect(centavosOf(1234.56)).toBe(123456);
    expect(centavosOf(1_000_000)).toBe(100_000_000);
    for (let cents = 0; cents < 100_000; cents += 7) expect(centavosOf(cents / 100)).toBe(cents);
  });

  it("reads the server's times as the event's wall clock, and keeps other forms as given", () => {
    expect(localTime('2026-12-12T21:00:00-03:00')).toBe('2026-12-12 21:00');
    expect(localTime('2026-12-12T21:00:00Z')).toBe('2026-12-12 21:00');
    expect(localTime('2026-12-12T21:00:30-03:00')).toBe('2026-12-12T21:00:30-03:00');
    expect(localTime(null)).toBeNull();
    expect(inputTime('2026-12-12 21:00')).toBe('2026-12-12T21:00');
    expect(documentTime('2026-12-12T21:00')).toBe('2026-12-12 21:00');
    expect(documentTime('')).toBeNull();
  });

  it('leaves coupons as read and changes one path at a time', () => {
    const coupon = { codigo: 'A', tipo: 'fixo', valor: 100, setor: '', inicio: '2026-12-01T00:00:00-03:00', fim: null, usos: null };
    const doc = editable({ nome: 'X', cupons: [coupon], sessoes: [{ id: 's', inicio: '2026-12-12T21:00:00-03:00', setores: [] }] });
    expect(doc.cupons).toEqual([coupon]);
    const changed = setIn(doc, ['sessoes', 0, 'inicio'], '2026-12-13 20:00');
    expect(changed.sessoes?.[0]?.inicio).toBe('2026-12-13 20:00');
    expect(doc.sessoes?.[0]?.inicio).toBe('2026-12-12 21:00');
    expect(changed.cupons).toBe(doc.cupons);
  });

  it('knows which refusals an input shows', () => {
    const doc = editable({ one_checkout: 0, sessoes: [{ id: 's', inicio: '', setores: [{ id: 'p', lotes: [{ nome: 'l' }] }] }] });
    expect(isShown(doc, 'sessoes.0.setores.0.lotes.0.preco_centavos')).toBe(true);
    expect(isShown(doc, 'sessoes.1.inicio')).toBe(false);
    expect(isShown(doc, 'cupons.0.valor')).toBe(false);
    expect(isShown(doc, 'link_externo')).toBe(false);
    expect(isShown({ ...doc, one_checkout: 41 }, 'link_externo')).toBe(true);
    // A line's rate shows while its line is on, at the event and per session.
    expect(isShown(doc, 'fila')).toBe(true);
    expect(isShown(doc, 'fila_por_minuto')).toBe(false);
    expect(isShown({ ...doc, fila: true }, 'fila_por_minuto')).toBe(true);
    expect(isShown(doc, 'sessoes.0.fila_por_minuto')).toBe(false);
    expect(isShown(setIn(doc, ['sessoes', 0, 'fila'], true), 'sessoes.0.fila_por_minuto')).toBe(true);
  });
});
