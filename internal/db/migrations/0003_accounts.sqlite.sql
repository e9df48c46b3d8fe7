-- Customers. e-mail and CPF are unique among live accounts; removal (LGPD) anonymises the row
-- (email → removed marker, document → NULL) so both become free again, and keeps the id for
-- the orders that refer to it.
CREATE TABLE customers (
    id               INTEGER PRIMARY KEY,
    email            TEXT      NOT NULL UNIQUE,
    name             TEXT      NOT NULL,
    lastname         TEXT      NOT NULL,
    country          TEXT      NOT NULL,
    document         TEXT UNIQUE,
    foreign_document TEXT      NOT NULL DEFAULT '',
    phone            TEXT      NOT NULL,
    password_hash    TEXT      NOT NULL,
    two_factor       INTEGER   NOT NULL DEFAULT 0,
    locale           TEXT      NOT NULL DEFAULT 'pt',
    confirmed_at     TIMESTAMP,
    created_at       TIMESTAMP NOT NULL,
    removed_at       TIMESTAMP
);

-- Access tokens are stored as SHA-256 hashes: a database leak gives no usable token.
CREATE TABLE access_tokens (
    token_hash  TEXT PRIMARY KEY,
    customer_id INTEGER   NOT NULL REFERENCES customers (id),
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    revoked_at  TIMESTAMP
);
CREATE INDEX access_tokens_customer ON access_tokens (customer_id);

-- Six-digit one-time tokens by purpose (2fa, confirm, reset, removal); only the newest per
-- customer and purpose is valid, it is used once, expires, and dies after 5 wrong tries.
CREATE TABLE one_time_tokens (
    id          INTEGER PRIMARY KEY,
    customer_id INTEGER   NOT NULL REFERENCES customers (id),
    purpose     TEXT      NOT NULL,
    code_hash   TEXT      NOT NULL,
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    attempts    INTEGER   NOT NULL DEFAULT 0,
    used_at     TIMESTAMP
);
CREATE INDEX one_time_tokens_lookup ON one_time_tokens (customer_id, purpose);
