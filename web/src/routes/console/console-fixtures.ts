import type { AuditEntry, ConsoleLogin, ConsoleUser, Role } from '../../features/console/types';

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
