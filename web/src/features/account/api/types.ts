/** Customer as the server returns it (docs/api-contract.md, "Accounts"). */
export interface Customer {
  id: number;
  name: string;
  lastname: string;
  email: string;
  /** Brasil: (##) # ####-####; elsewhere +## and digits. */
  phone: string;
  /** ISO 3166-1 alpha-2, BR for Brasil. */
  country: string;
  /** CPF digits (Brasil). */
  document: string;
  foreignDocument: string;
  two_factor: boolean;
}

/**
 * Answer of POST /auth/loginsite (spec section 3, "Login result"): logged in
 * (access_token plus the client details), two-factor pending (`2fa`), or only
 * the id of a registration that still awaits its confirmation code.
 */
export interface LoginResult extends Partial<Omit<Customer, 'id'>> {
  id: number;
  access_token?: string;
  /** Seconds; the stored login keeps its own one-day expiry instead (spec section 4). */
  expires_in?: number;
  '2fa'?: boolean;
}

export interface Credentials {
  username: string;
  password: string;
}

/** Success answers that carry only a text. */
export interface MessageAnswer {
  message?: string;
}

/** Country (spec section 3). */
export interface Country {
  codigo: number;
  fone: string;
  iso: string;
  iso3: string;
  nome: string;
  nomeFormal: string;
}
