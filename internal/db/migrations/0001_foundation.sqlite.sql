-- Stores: one row per white-label storefront; hosts map domains to stores.
CREATE TABLE stores (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    pdv        TEXT,
    pos        TEXT,
    configs    TEXT    NOT NULL -- JSON: template, organizer, metaPixel, footer
);
CREATE UNIQUE INDEX stores_single_default ON stores (is_default) WHERE is_default = 1;

CREATE TABLE store_hosts (
    host     TEXT PRIMARY KEY,
    store_id INTEGER NOT NULL REFERENCES stores (id) ON DELETE CASCADE
);

CREATE TABLE categories (
    codigo INTEGER PRIMARY KEY,
    nome   TEXT    NOT NULL,
    oculto INTEGER NOT NULL DEFAULT 0,
    ordem  INTEGER NOT NULL DEFAULT 0
);

-- Brazilian municipalities (IBGE); search_key is the name folded to lower case without accents.
CREATE TABLE cities (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    state      TEXT NOT NULL,
    search_key TEXT NOT NULL
);
CREATE INDEX cities_search_key ON cities (search_key);

CREATE TABLE app_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
