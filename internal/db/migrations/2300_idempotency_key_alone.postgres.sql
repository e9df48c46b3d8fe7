-- An Idempotency-Key names one request whatever its path: a key used for one call
-- and sent again with another answers 422 instead of running it. The key alone is the table's
-- key; of rows sharing one, the first kept stays.
DELETE FROM idempotency_keys a USING idempotency_keys b
    WHERE a.key = b.key AND (a.created_at, a.route) > (b.created_at, b.route);
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey, ADD PRIMARY KEY (key);
