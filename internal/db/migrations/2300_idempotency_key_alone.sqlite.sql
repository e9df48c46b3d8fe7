-- An Idempotency-Key names one request whatever its path: a key used for one call
-- and sent again with another answers 422 instead of running it. The key alone is the table's
-- key; of rows sharing one, the first kept stays.
CREATE TABLE idempotency_keys_alone (
    key        TEXT      NOT NULL PRIMARY KEY,
    route      TEXT      NOT NULL,
    body_hash  TEXT      NOT NULL,
    status     INTEGER   NOT NULL DEFAULT 0,
    response   TEXT      NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL
);
INSERT INTO idempotency_keys_alone (key, route, body_hash, status, response, created_at)
    SELECT key, route, body_hash, status, response, created_at FROM idempotency_keys
    WHERE rowid IN (SELECT min(rowid) FROM idempotency_keys GROUP BY key);
DROP TABLE idempotency_keys;
ALTER TABLE idempotency_keys_alone RENAME TO idempotency_keys;
