-- Card tokens charged once (sandbox gateway): a token is single-use, as a gateway's browser
-- script token is, and any process may receive its charge. Rows go once the token has expired.
CREATE TABLE spent_card_tokens (
    id         TEXT PRIMARY KEY,
    expires_at TIMESTAMPTZ NOT NULL
);
