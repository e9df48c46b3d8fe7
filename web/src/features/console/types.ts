import type { components } from '../../lib/api/schema';

type Schemas = components['schemas'];

export type ConsoleUser = Schemas['OrgauthUser'];
export type ConsoleLogin = Schemas['OrgauthLogin'];
export type Role = ConsoleUser['role'];
export type AuditEntry = Schemas['OrgauthEntry'];
