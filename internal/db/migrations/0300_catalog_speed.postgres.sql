-- Catalog reads at scale.
-- catalog_generation is bumped by every write that changes what a page shows; each process
-- keeps built responses until it moves (see internal/catalog/freshness.go).
CREATE TABLE catalog_generation (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    n  BIGINT NOT NULL
);
INSERT INTO catalog_generation (id, n) VALUES (1, 1);

CREATE FUNCTION catalog_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE catalog_generation SET n = n + 1 WHERE id = 1;
    RETURN NULL;
END;
$$;

CREATE FUNCTION catalog_stock_flag(capacidade INTEGER, taken INTEGER) RETURNS INTEGER
LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN capacidade - taken <= 0 THEN 2 WHEN (capacidade - taken) * 10 < capacidade THEN 1 ELSE 0 END
$$;

-- Stock changes reach pages only through the sold-out and "last tickets" flags, so only a
-- change of those flags bumps the generation; whichever code moves stock, pages follow.
CREATE TRIGGER sectors_stock_generation AFTER UPDATE OF vendidos, reservados, capacidade ON sectors
FOR EACH ROW
WHEN (catalog_stock_flag(new.capacidade, new.vendidos + new.reservados)
      IS DISTINCT FROM catalog_stock_flag(old.capacidade, old.vendidos + old.reservados))
EXECUTE FUNCTION catalog_generation_bump();

-- The store configuration is inlined in every page.
CREATE TRIGGER stores_generation_update AFTER UPDATE ON stores
FOR EACH STATEMENT EXECUTE FUNCTION catalog_generation_bump();

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

-- Search: trigram indexes serve `LIKE '%word%'` on the folded text (accent-insensitive through
-- search_key, since unaccent may not be installed). pg_trgm is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX events_search_trgm ON events USING gin (search_key gin_trgm_ops);
CREATE INDEX cities_search_trgm ON cities USING gin (search_key gin_trgm_ops);
