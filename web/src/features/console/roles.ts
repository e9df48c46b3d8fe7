import type { Role } from './types';

export const ROLES: readonly Role[] = ['owner', 'manager', 'finance', 'door'];

/** A part of the console, and the roles the server lets use it (docs/back-office.md, "Roles"). */
export interface Section {
  key: 'team' | 'audit' | 'door';
  path: string;
  roles: readonly Role[];
}

/** The console's sections in menu order; new screens join this list. */
export const SECTIONS: readonly Section[] = [
  { key: 'team', path: '/organizador/equipe', roles: ['owner'] },
  { key: 'audit', path: '/organizador/auditoria', roles: ['owner'] },
  // The door page checks tickets in with the organizer's key.
  { key: 'door', path: '/portaria', roles: ['owner', 'door'] },
];

export function sectionsFor(role: Role): Section[] {
  return SECTIONS.filter((section) => section.roles.includes(role));
}
