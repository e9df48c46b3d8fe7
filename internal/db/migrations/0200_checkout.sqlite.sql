-- Buying tickets: batches, coupons, limits, orders, tickets, payments, idempotency.
-- Counters (vendidos, reservados, usados, meia_*) change only through conditional UPDATEs in
-- internal/inventory; the CHECKs are a last line of defence.
ALTER TABLE events ADD COLUMN limite_por_pedido INTEGER NOT NULL DEFAULT 6;
ALTER TABLE events ADD COLUMN limite_por_cpf INTEGER NOT NULL DEFAULT 6;
ALTER TABLE events ADD COLUMN meia_vendidos INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN meia_reservados INTEGER NOT NULL DEFAULT 0;

-- Lotes: a sector's successive prices; quantidade NULL = no own limit, ate NULL = no end date.
CREATE TABLE sector_batches (
    id         INTEGER PRIMARY KEY,
    sector_id  INTEGER NOT NULL REFERENCES sectors (id) ON DELETE CASCADE,
    ordem      INTEGER NOT NULL,
    nome       TEXT    NOT NULL,
    preco      INTEGER NOT NULL,
    quantidade INTEGER,
    ate        TIMESTAMP,
    vendidos   INTEGER NOT NULL DEFAULT 0,
    reservados INTEGER NOT NULL DEFAULT 0,
    UNIQUE (sector_id, ordem),
    CHECK (quantidade IS NULL OR vendidos + reservados <= quantidade)
);

-- Cupons: tipo percentual (valor = whole percent) or fixo (valor = centavos); setor limits it
-- to sectors with that external id; usos NULL = unlimited. usados counts held and paid orders.
CREATE TABLE coupons (
    id       INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    codigo   TEXT    NOT NULL,
    tipo     TEXT    NOT NULL,
    valor    INTEGER NOT NULL,
    setor    TEXT    NOT NULL DEFAULT '',
    inicio   TIMESTAMP,
    fim      TIMESTAMP,
    usos     INTEGER,
    usados   INTEGER NOT NULL DEFAULT 0,
    UNIQUE (event_id, codigo),
    CHECK (usos IS NULL OR usados <= usos)
);

CREATE TABLE orders (
    id                   INTEGER PRIMARY KEY,
    hash                 TEXT      NOT NULL UNIQUE,
    store_id             INTEGER   NOT NULL,
    event_id             INTEGER   NOT NULL REFERENCES events (id),
    session_id           INTEGER   NOT NULL REFERENCES sessions (id),
    customer_id          INTEGER REFERENCES customers (id),
    buyer_name           TEXT      NOT NULL,
    buyer_email          TEXT      NOT NULL,
    buyer_cpf            TEXT      NOT NULL,
    buyer_phone          TEXT      NOT NULL DEFAULT '',
    status               TEXT      NOT NULL,
    subtotal             INTEGER   NOT NULL,
    fee                  INTEGER   NOT NULL,
    fee_bp               INTEGER   NOT NULL,
    discount             INTEGER   NOT NULL,
    total                INTEGER   NOT NULL,
    coupon_id            INTEGER REFERENCES coupons (id),
    coupon_code          TEXT,
    referral             TEXT,
    half_count           INTEGER   NOT NULL DEFAULT 0,
    locale               TEXT      NOT NULL DEFAULT 'pt',
    origin               TEXT      NOT NULL DEFAULT '',
    payment_method       TEXT,
    installments         INTEGER,
    charged              INTEGER,
    provider_id          TEXT,
    pix_brcode           TEXT,
    pix_qr_png           TEXT,
    pix_expires_at       TIMESTAMP,
    boleto_line          TEXT,
    boleto_barcode       TEXT,
    boleto_due           TIMESTAMP,
    refund_reason        TEXT,
    created_at           TIMESTAMP NOT NULL,
    expires_at           TIMESTAMP NOT NULL,
    paid_at              TIMESTAMP,
    closed_at            TIMESTAMP,
    confirmation_sent_at TIMESTAMP,
    reminder_sent_at     TIMESTAMP,
    remind_at            TIMESTAMP
);
CREATE INDEX orders_status_expiry ON orders (status, expires_at);
CREATE INDEX orders_customer ON orders (customer_id);
CREATE INDEX orders_event ON orders (event_id);

CREATE TABLE order_items (
    id         INTEGER PRIMARY KEY,
    order_id   INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    sector_id  INTEGER NOT NULL REFERENCES sectors (id),
    batch_id   INTEGER REFERENCES sector_batches (id),
    kind       TEXT    NOT NULL,
    quantity   INTEGER NOT NULL,
    unit_price INTEGER NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id);

CREATE TABLE order_attendees (
    id         INTEGER PRIMARY KEY,
    order_id   INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    item_id    INTEGER NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
    name       TEXT    NOT NULL,
    cpf        TEXT    NOT NULL,
    half_proof TEXT
);
CREATE INDEX order_attendees_order ON order_attendees (order_id);

-- Per-CPF counters per event over held and paid orders: the limits hold under concurrency
-- because they change by conditional upserts, like stock.
CREATE TABLE cpf_event_counts (
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    cpf      TEXT    NOT NULL,
    quantity INTEGER NOT NULL DEFAULT 0,
    half     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (event_id, cpf)
);

CREATE TABLE tickets (
    id          INTEGER PRIMARY KEY,
    order_id    INTEGER   NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    attendee_id INTEGER   NOT NULL REFERENCES order_attendees (id) ON DELETE CASCADE,
    token       TEXT      NOT NULL UNIQUE,
    created_at  TIMESTAMP NOT NULL,
    voided_at   TIMESTAMP
);
CREATE INDEX tickets_order ON tickets (order_id);

-- Webhook events already applied, by the gateway's event id: a repeat changes nothing.
CREATE TABLE payment_events (
    id          TEXT PRIMARY KEY,
    order_hash  TEXT      NOT NULL,
    type        TEXT      NOT NULL,
    received_at TIMESTAMP NOT NULL
);

-- Idempotency-Key answers: the first answer to (key, route) is replayed for the same body.
CREATE TABLE idempotency_keys (
    key        TEXT      NOT NULL,
    route      TEXT      NOT NULL,
    body_hash  TEXT      NOT NULL,
    status     INTEGER   NOT NULL DEFAULT 0,
    response   TEXT      NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (key, route)
);

-- Pre-sale registration / name on the list: one entry per e-mail and per CPF per event.
CREATE TABLE campaign_entries (
    id         INTEGER PRIMARY KEY,
    event_id   INTEGER   NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    name       TEXT      NOT NULL,
    email      TEXT      NOT NULL,
    cpf        TEXT      NOT NULL,
    phone      TEXT      NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (event_id, email),
    UNIQUE (event_id, cpf)
);
