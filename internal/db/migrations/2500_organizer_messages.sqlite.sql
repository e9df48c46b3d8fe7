-- Customers' messages to organizers, kept so the console lists them per event (the e-mail with
-- Reply-To still goes). They hold personal data: a customer's removal deletes theirs.
CREATE TABLE organizer_messages (
    id             INTEGER PRIMARY KEY,
    organizer_id   INTEGER NOT NULL REFERENCES organizers (id) ON DELETE CASCADE,
    event_id       INTEGER REFERENCES events (id) ON DELETE SET NULL,
    customer_id    INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    customer_name  TEXT NOT NULL,
    customer_email TEXT NOT NULL,
    message        TEXT NOT NULL,
    created_at     TIMESTAMP NOT NULL
);
CREATE INDEX organizer_messages_by_organizer ON organizer_messages (organizer_id, id);
