-- The browsable catalog. external_id lets `catraca import` update rows idempotently.
CREATE TABLE organizers (
    id          INTEGER PRIMARY KEY,
    external_id TEXT NOT NULL UNIQUE,
    nome        TEXT NOT NULL,
    descricao   TEXT NOT NULL DEFAULT '',
    logo        TEXT NOT NULL DEFAULT '',
    email       TEXT NOT NULL DEFAULT '',
    site        TEXT NOT NULL DEFAULT '',
    instagram   TEXT NOT NULL DEFAULT ''
);

CREATE TABLE places (
    id          INTEGER PRIMARY KEY,
    external_id TEXT NOT NULL UNIQUE,
    nome        TEXT NOT NULL,
    endereco    TEXT NOT NULL DEFAULT '',
    bairro      TEXT NOT NULL DEFAULT '',
    cep         TEXT NOT NULL DEFAULT '',
    city_id     INTEGER NOT NULL REFERENCES cities (id),
    latitude    REAL,
    longitude   REAL
);

CREATE TABLE events (
    id                INTEGER PRIMARY KEY,
    external_id       TEXT    NOT NULL UNIQUE,
    nome              TEXT    NOT NULL,
    slug              TEXT UNIQUE,
    descricao         TEXT    NOT NULL DEFAULT '',
    imagem            TEXT    NOT NULL DEFAULT '',
    categoria         INTEGER NOT NULL REFERENCES categories (codigo),
    organizer_id      INTEGER NOT NULL REFERENCES organizers (id),
    place_id          INTEGER NOT NULL REFERENCES places (id),
    timezone          TEXT    NOT NULL,
    site_visibilidade TEXT    NOT NULL DEFAULT 'N',
    site_senha        TEXT    NOT NULL DEFAULT '',
    data_cancelamento TIMESTAMP,
    data_min_venda    TIMESTAMP,
    data_max_venda    TIMESTAMP,
    one_checkout      INTEGER NOT NULL DEFAULT 0,
    link_externo      TEXT    NOT NULL DEFAULT '',
    classificacao     INTEGER NOT NULL DEFAULT 0,
    destaque          INTEGER NOT NULL DEFAULT 0,
    search_key        TEXT    NOT NULL
);
CREATE INDEX events_place ON events (place_id);
CREATE INDEX events_categoria ON events (categoria);

CREATE TABLE sessions (
    id                INTEGER PRIMARY KEY,
    event_id          INTEGER   NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    external_id       TEXT      NOT NULL,
    data              TIMESTAMP NOT NULL,
    data_fim          TIMESTAMP,
    data_encerramento TIMESTAMP,
    UNIQUE (event_id, external_id)
);
CREATE INDEX sessions_data ON sessions (data);

CREATE TABLE sectors (
    id           INTEGER PRIMARY KEY,
    session_id   INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    external_id  TEXT    NOT NULL,
    nome         TEXT    NOT NULL,
    preco        INTEGER NOT NULL,
    preco_meia   INTEGER,
    capacidade   INTEGER NOT NULL,
    vendidos     INTEGER NOT NULL DEFAULT 0,
    reservados   INTEGER NOT NULL DEFAULT 0,
    inicio_venda TIMESTAMP,
    fim_venda    TIMESTAMP,
    canal        TEXT    NOT NULL DEFAULT '',
    ordem        INTEGER NOT NULL DEFAULT 0,
    UNIQUE (session_id, external_id),
    CHECK (vendidos + reservados <= capacidade)
);

CREATE TABLE faq_questions (
    id            INTEGER PRIMARY KEY,
    event_id      INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    external_id   TEXT    NOT NULL,
    pergunta      TEXT    NOT NULL,
    resposta      TEXT    NOT NULL,
    ordem         INTEGER NOT NULL DEFAULT 0,
    visualizacoes INTEGER NOT NULL DEFAULT 0,
    UNIQUE (event_id, external_id)
);
