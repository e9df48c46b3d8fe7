-- The catalog's own writes (imports, categories) bump rules besides n; triggers on stock and
-- store rows bump only n. The checkout caches sale rules (dates, prices, limits) until rules
-- moves, so a sector's sold-out flag flipping in a rush does not send every buyer back to
-- read them (see internal/checkout/salerules.go).
ALTER TABLE catalog_generation ADD COLUMN rules BIGINT NOT NULL DEFAULT 1;
