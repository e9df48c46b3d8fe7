-- What a real gateway reports after the answer to a charge. pay_error: why the last charge failed
-- (a card refused after its 3-D Secure challenge, a PIX or boleto cancelled), in the buyer's
-- words, until the next charge. gateway_refunded: centavos the gateway says it has returned so
-- far, partial refunds included. disputed_at, dispute_status: a chargeback the buyer opened at
-- their bank ('open', then 'won' or 'lost'); the order's tickets show it and the door refuses them.
-- boleto_pdf: the printable boleto the gateway hosts, when it hosts one.
ALTER TABLE orders ADD COLUMN pay_error TEXT;
ALTER TABLE orders ADD COLUMN gateway_refunded BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN disputed_at TIMESTAMP;
ALTER TABLE orders ADD COLUMN dispute_status TEXT;
ALTER TABLE orders ADD COLUMN boleto_pdf TEXT;
-- The same fact about the same charge (paid, refunded up to an amount, a dispute's step) applies
-- once, whether a webhook or the reconciliation read it first: dedupe names the fact.
ALTER TABLE payment_events ADD COLUMN dedupe TEXT;
CREATE UNIQUE INDEX payment_events_dedupe ON payment_events (dedupe);
-- Disputes name their charge, not our order. Partial: an order is written without a charge, and
-- the rush then adds no index entry for it.
CREATE INDEX orders_provider_id ON orders (provider_id) WHERE provider_id IS NOT NULL;
-- Money an order could not take (needs_refund), to give back through the charge that brought it:
-- one row per charge. The worker refunds it at the gateway and the order then settles.
CREATE TABLE owed_refunds (
    provider_id TEXT      PRIMARY KEY,
    order_id    INTEGER   NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    amount      INTEGER   NOT NULL,
    status      TEXT      NOT NULL,
    created_at  TIMESTAMP NOT NULL,
    tried_at    TIMESTAMP,
    done_at     TIMESTAMP
);
CREATE INDEX owed_refunds_status ON owed_refunds (status);
-- When a charge of the order got no answer from the gateway (it may have been made all the
-- same): the reconciliation then looks for every charge of the order at the gateway, not only
-- the one provider_id names.
ALTER TABLE orders ADD COLUMN pay_lost_at TIMESTAMP;
CREATE INDEX orders_pay_lost ON orders (pay_lost_at) WHERE pay_lost_at IS NOT NULL;
