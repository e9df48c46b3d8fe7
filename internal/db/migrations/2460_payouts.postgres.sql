-- Marketplace payouts. An organizer may carry a Stripe connected account: its orders are then
-- destination charges that pay the account, and the store keeps its fee as the application
-- fee. Each order records the split its charge made (the account paid and the fee kept), so
-- refunds and the payouts report read what was charged, not today's settings (disputes: 2450).
ALTER TABLE organizers ADD COLUMN stripe_account TEXT;
ALTER TABLE orders ADD COLUMN transfer_account TEXT;
ALTER TABLE orders ADD COLUMN application_fee BIGINT;
