-- Drafts: an event shows on the storefront (lists, search, its page, sitemap, purchase API) only
-- once published. Every event so far was public, so each is published now; `catraca import`
-- publishes the events it creates, the organizer console creates drafts.
ALTER TABLE events ADD COLUMN published_at TIMESTAMPTZ;
UPDATE events SET published_at = CURRENT_TIMESTAMP;
