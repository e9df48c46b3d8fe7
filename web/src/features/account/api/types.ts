import type { components } from '../../../lib/api/schema';

/** The accounts' shapes (docs/api-contract.md, "Accounts"), from the generated OpenAPI types. */
type Schemas = components['schemas'];

export type Customer = Schemas['AccountCustomer'];

/**
 * Answer of POST /auth/loginsite (spec section 3, "Login result"): logged in
 * (access_token plus the client details), two-factor pending (`2fa`), or only
 * the id of a registration that still awaits its confirmation code.
 */
export type LoginResult = Schemas['AccountLoginResult'];

/** What the login form sends; the second step of a two-factor login adds the token. */
export type Credentials = Omit<Schemas['HttpapiLoginRequest'], 'token'>;

/** Success answers that carry only a text. */
export type MessageAnswer = Schemas['HttpapiMessage'];

/** Country (spec section 3). */
export type Country = Schemas['RefdataCountry'];

/** PUT /clients/update and /clients/two-factor: the customer as saved, with a text. */
export type ProfileAnswer = Schemas['HttpapiProfileAnswer'];
