-- Catalog reads at scale.
-- catalog_generation is bumped by every write that changes what a page shows; each process
-- keeps built responses until it moves (see internal/catalog/freshness.go).
CREATE TABLE catalog_generation (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    n  INTEGER NOT NULL
);
INSERT INTO catalog_generation (id, n) VALUES (1, 1);

-- Stock changes reach pages only through the sold-out and "last tickets" flags, so only a
-- change of those flags bumps the generation; whichever code moves stock, pages follow.
CREATE TRIGGER sectors_stock_generation AFTER UPDATE OF vendidos, reservados, capacidade ON sectors
WHEN (CASE WHEN new.capacidade - new.vendidos - new.reservados <= 0 THEN 2
           WHEN (new.capacidade - new.vendidos - new.reservados) * 10 < new.capacidade THEN 1 ELSE 0 END)
  <> (CASE WHEN old.capacidade - old.vendidos - old.reservados <= 0 THEN 2
           WHEN (old.capacidade - old.vendidos - old.reservados) * 10 < old.capacidade THEN 1 ELSE 0 END)
BEGIN
    UPDATE catalog_generation SET n = n + 1 WHERE id = 1;
END;

-- The store configuration is inlined in every page.
CREATE TRIGGER stores_generation_update AFTER UPDATE ON stores
BEGIN
    UPDATE catalog_generation SET n = n + 1 WHERE id = 1;
END;

-- Listings: the sessions of an event by date, and the instants at which a page changes by
-- itself (sale windows opening and closing, sessions ending) found by index.
CREATE INDEX sessions_event_data ON sessions (event_id, data);
CREATE INDEX sessions_data_fim ON sessions (data_fim);
CREATE INDEX sessions_data_encerramento ON sessions (data_encerramento);
CREATE INDEX sectors_inicio_venda ON sectors (inicio_venda);
CREATE INDEX sectors_fim_venda ON sectors (fim_venda);
CREATE INDEX events_data_min_venda ON events (data_min_venda);
CREATE INDEX events_data_max_venda ON events (data_max_venda);
CREATE INDEX events_data_cancelamento ON events (data_cancelamento);
CREATE INDEX events_destaque ON events (destaque);
CREATE INDEX events_organizer ON events (organizer_id);

-- Search: a trigram index over the folded text, so `LIKE '%word%'`-style matching no longer
-- scans the catalog. Triggers keep it in step with events.search_key.
CREATE VIRTUAL TABLE events_fts USING fts5 (search_key, tokenize = 'trigram');
INSERT INTO events_fts (rowid, search_key) SELECT id, search_key FROM events;
CREATE TRIGGER events_fts_insert AFTER INSERT ON events
BEGIN
    INSERT INTO events_fts (rowid, search_key) VALUES (new.id, new.search_key);
END;
CREATE TRIGGER events_fts_update AFTER UPDATE OF search_key ON events
BEGIN
    UPDATE events_fts SET search_key = new.search_key WHERE rowid = new.id;
END;
CREATE TRIGGER events_fts_delete AFTER DELETE ON events
BEGIN
    DELETE FROM events_fts WHERE rowid = old.id;
END;
