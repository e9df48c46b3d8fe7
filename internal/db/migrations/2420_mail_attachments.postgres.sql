-- Files sent with a queued e-mail (the purchase confirmation's tickets PDF and calendar
-- entry): kept beside its row until it is delivered, and deleted with it.
CREATE TABLE mail_attachments (
    mail_id      BIGINT  NOT NULL REFERENCES mail_outbox (id) ON DELETE CASCADE,
    position     INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    content_type TEXT    NOT NULL,
    data         BYTEA   NOT NULL,
    PRIMARY KEY (mail_id, position)
);
