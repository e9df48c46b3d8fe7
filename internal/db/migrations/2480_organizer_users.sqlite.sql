-- The back office's people: an organizer's users (not customers: their own table, sessions and
-- codes), the invitations that create them, login challenges (password, then an e-mailed code,
-- every time), sessions that end after 12 hours idle, and the audit log of every write.
CREATE TABLE organizer_users (
    id            INTEGER PRIMARY KEY,
    organizer_id  INTEGER   NOT NULL REFERENCES organizers (id) ON DELETE CASCADE,
    email         TEXT      NOT NULL UNIQUE,
    name          TEXT      NOT NULL,
    role          TEXT      NOT NULL,
    password_hash TEXT      NOT NULL,
    created_at    TIMESTAMP NOT NULL,
    removed_at    TIMESTAMP
);
CREATE TABLE organizer_invitations (
    token_hash   TEXT      PRIMARY KEY,
    organizer_id INTEGER   NOT NULL REFERENCES organizers (id) ON DELETE CASCADE,
    email        TEXT      NOT NULL,
    role         TEXT      NOT NULL,
    invited_by   INTEGER   REFERENCES organizer_users (id),
    created_at   TIMESTAMP NOT NULL,
    expires_at   TIMESTAMP NOT NULL,
    used_at      TIMESTAMP
);
CREATE TABLE organizer_challenges (
    challenge_hash TEXT      PRIMARY KEY,
    user_id        INTEGER   NOT NULL REFERENCES organizer_users (id) ON DELETE CASCADE,
    code_hash      TEXT      NOT NULL,
    attempts       INTEGER   NOT NULL DEFAULT 0,
    created_at     TIMESTAMP NOT NULL,
    expires_at     TIMESTAMP NOT NULL,
    used_at        TIMESTAMP
);
CREATE TABLE organizer_sessions (
    token_hash   TEXT      PRIMARY KEY,
    user_id      INTEGER   NOT NULL REFERENCES organizer_users (id) ON DELETE CASCADE,
    created_at   TIMESTAMP NOT NULL,
    last_seen_at TIMESTAMP NOT NULL,
    revoked_at   TIMESTAMP
);
CREATE TABLE organizer_audit (
    id           INTEGER PRIMARY KEY,
    organizer_id INTEGER   NOT NULL REFERENCES organizers (id) ON DELETE CASCADE,
    user_id      INTEGER   REFERENCES organizer_users (id),
    at           TIMESTAMP NOT NULL,
    action       TEXT      NOT NULL,
    subject      TEXT      NOT NULL,
    before       TEXT,
    after        TEXT
);
CREATE INDEX organizer_audit_by_organizer ON organizer_audit (organizer_id, id);
