-- Which organizer made a place in the console (NULL: the import did): places are shared by the
-- store's organizers, but only their maker may edit them.
ALTER TABLE places ADD COLUMN organizer_id INTEGER REFERENCES organizers (id) ON DELETE SET NULL;
