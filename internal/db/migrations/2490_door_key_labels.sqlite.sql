-- Door keys made from the console carry a label (which gate, which team), so owners tell them
-- apart in the list and revoke the right one; keys made by `catraca organizer-key` have none.
ALTER TABLE organizer_keys ADD COLUMN label TEXT NOT NULL DEFAULT '';
