import type { components } from '../../lib/api/schema';

/** The ticket page's shapes, from the generated OpenAPI types. */
type Schemas = components['schemas'];

/** GET /tickets/{token} */
export type Ticket = Schemas['TicketView'];

/** POST /tickets/{token}/transfer: who gets the ticket, and the new ticket it answers. */
export type TransferInput = Schemas['HttpapiTransferRequest'];
export type TransferAnswer = Schemas['TicketTransferred'];
