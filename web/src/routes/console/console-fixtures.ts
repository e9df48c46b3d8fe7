import { screen } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import type { AuditEntry, ConsoleLogin, ConsoleUser, OrderDetail, OrderRow, OrganizerEvent, Role } from '../../features/console/types';

export const TOKEN = 'c'.repeat(64);

export function loginFixture(role: Role = 'owner', name = 'Dona Marta'): ConsoleLogin {
  return {
    token: TOKEN,
    expires_at: '2099-01-01T12:00:00Z',
    user: { id: 1, name, email: 'marta@example.com', role },
    organizer: { id: 7, nome: 'Maré Alta Produções' },
  };
}

/** A stored console login, as a verified code leaves it. */
export function signIn(role: Role = 'owner') {
  const login = loginFixture(role);
  sessionStorage.setItem('console:session', JSON.stringify(login));
  return login;
}

export function userFixture(id: number, role: Role, name: string): ConsoleUser {
  return { id, role, name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com` };
}

export function auditEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-11-20T15:30:00Z',
    action: 'user.role',
    subject: `pessoa${id}@example.com`,
    user: { id: 1, name: 'Dona Marta', email: 'marta@example.com', role: 'owner' },
    before: { role: 'door' },
    after: { role: 'manager' },
    ...overrides,
  };
}

export function eventFixture(id: number, overrides: Partial<OrganizerEvent> = {}): OrganizerEvent {
  return {
    id,
    nome: `Evento ${id}`,
    status: 'rascunho',
    publicado: false,
    publicado_em: null,
    encerrado: false,
    cancelado: false,
    inicio: '2026-12-12T21:00:00-03:00',
    fim: '2026-12-13T02:00:00-03:00',
    timezone: 'America/Sao_Paulo',
    url: '',
    vendidos: 0,
    bruto: 0,
    ...overrides,
  };
}

export function orderRow(n: number, overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    hash: `${String(n).padStart(4, '0')}abcdef0123456789`,
    status: 'paid',
    created_at: '2026-11-20T15:30:00Z',
    paid_at: '2026-11-20T15:31:00Z',
    event: { id: 1, nome: 'Noite de Frevo' },
    buyer: { name: `Comprador ${n}`, email: `comprador${n}@example.com`, cpf: '***.456.789-**' },
    tickets: 1,
    total: 5000,
    payment_method: 'pix',
    ...overrides,
  };
}

export function orderDetail(hash: string): OrderDetail {
  return {
    ...orderRow(1, { hash, total: 10350 }),
    buyer: { name: 'Ana Souza', email: 'ana@example.com', cpf: '123.456.789-09' },
    expires_at: '2026-11-20T15:45:00Z',
    phone: '',
    session: { id: 1, inicio: '2026-12-12T21:00:00-03:00' },
    items: [{ sector: 'Pista', lote: '1º lote', type: 'full', quantity: 2, unit_price: 5000 }],
    holders: [
      { code: '0B2276FD07B2', name: 'Ana Souza', cpf: '123.456.789-09', status: 'valid', sector: 'Pista', lote: '1º lote', type: 'full', half_proof: null, checked_in_at: null },
      { code: 'A1B2C3D4E5F6', name: 'Bia Lima', cpf: '987.654.321-00', status: 'used', sector: 'Pista', lote: '1º lote', type: 'full', half_proof: null, checked_in_at: '2026-12-12T23:10:00Z' },
    ],
    payment: { method: 'card', installments: 3, subtotal: 10000, discount: 0, coupon: null, fee: 350, total: 10350, charged: 10350, provider_id: 'pi_123' },
    refund: { amount: 10350, basis: 'organizer', status: 'done', method: 'gateway', created_at: '2026-11-21T10:00:00Z', done_at: '2026-11-21T10:05:00Z' },
    mails: [{ kind: 'tickets', sent_at: '2026-11-20T15:31:05Z' }],
    dispute: { status: 'open', opened_at: '2026-11-25T09:00:00Z' },
  };
}

/**
 * Catches the files the console hands to the browser (object URL and a hidden link's click)
 * for the running test: `names` are the names they are saved under.
 */
export function captureDownloads() {
  const createObjectURL = vi.fn(() => 'blob:csv');
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  onTestFinished(() => {
    Object.assign(URL, original);
    click.mockRestore();
  });
  return { createObjectURL, names };
}

/** The row of a list (by its test id) whose text holds `text`. */
export function rowWith(testId: string, text: string): HTMLElement {
  const row = screen.getAllByTestId(testId).find((item) => item.textContent?.includes(text));
  if (!row) throw new Error(`no ${testId} with ${text}`);
  return row;
}
