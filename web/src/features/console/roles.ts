import type { Role } from './types';

export const ROLES: readonly Role[] = ['owner', 'manager', 'finance', 'door'];

/** A part of the console, and the roles the server lets use it (docs/back-office.md, "Roles"). */
export interface Section {
  key: 'events' | 'orders' | 'coupons' | 'refunds' | 'payouts' | 'messages' | 'doorKeys' | 'team' | 'audit' | 'settings' | 'door';
  path: string;
  roles: readonly Role[];
}

/** The console's sections in menu order; new screens join this list. */
export const SECTIONS: readonly Section[] = [
  { key: 'events', path: '/organizador/eventos', roles: ['owner', 'manager', 'finance', 'door'] },
  { key: 'orders', path: '/organizador/pedidos', roles: ['owner', 'manager', 'finance'] },
  { key: 'coupons', path: '/organizador/cupons', roles: ['owner', 'manager', 'finance'] },
  { key: 'refunds', path: '/organizador/reembolsos', roles: ['owner', 'finance'] },
  { key: 'payouts', path: '/organizador/repasses', roles: ['owner', 'finance'] },
  { key: 'messages', path: '/organizador/mensagens', roles: ['owner', 'manager'] },
  { key: 'doorKeys', path: '/organizador/portaria', roles: ['owner', 'manager'] },
  { key: 'team', path: '/organizador/equipe', roles: ['owner'] },
  { key: 'audit', path: '/organizador/auditoria', roles: ['owner'] },
  { key: 'settings', path: '/organizador/configuracoes', roles: ['owner'] },
  // The door page checks tickets in with the organizer's key.
  { key: 'door', path: '/portaria', roles: ['owner', 'door'] },
];

/** Who reads an event's sales, its dashboard and its spreadsheets (the server's readers). */
export const SALES_ROLES: readonly Role[] = ['owner', 'manager', 'finance'];
/** Who writes events (the editor, publishing): the server's eventEditors. */
export const EVENT_EDITORS: readonly Role[] = ['owner', 'manager'];

export function sectionsFor(role: Role): Section[] {
  return SECTIONS.filter((section) => section.roles.includes(role));
}
