-- Money going back from the back office: who cancelled a refunded order when the buyer did not
-- (cancelled_by: 'organizer' for one order, 'event' for an event's cancellation) and the organizer's
-- words to the buyer (note); when a boleto's transfer was made and its buyer told; and the event
-- cancellations the worker carries out in batches, resuming where a stopped process left off.
ALTER TABLE refunds ADD COLUMN cancelled_by TEXT;
ALTER TABLE refunds ADD COLUMN note TEXT;
ALTER TABLE orders ADD COLUMN transfer_mail_sent_at TIMESTAMP;
CREATE INDEX refunds_status ON refunds (status);
CREATE TABLE event_cancellations (
    event_id   INTEGER   PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
    user_id    INTEGER   REFERENCES organizer_users (id),
    message    TEXT      NOT NULL,
    status     TEXT      NOT NULL,
    created_at TIMESTAMP NOT NULL,
    done_at    TIMESTAMP
);
CREATE INDEX event_cancellations_running ON event_cancellations (status);
