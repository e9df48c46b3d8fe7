-- The waiting room (docs/waiting-room.md). fila queues an event, or one session, before its
-- checkout; fila_por_minuto is its admission rate (0: the default).
ALTER TABLE events ADD COLUMN fila INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN fila_por_minuto INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN fila INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN fila_por_minuto INTEGER NOT NULL DEFAULT 0;
-- Every instance reads the queued sales each second: these keep that read to the few queued rows.
CREATE INDEX events_fila ON events (id) WHERE fila = 1;
CREATE INDEX sessions_fila ON sessions (event_id) WHERE fila = 1;

-- Without Redis, the lines live here. A line's admission state: how many are let in (fractional,
-- so a slow rate still moves), when it last moved, the measured rate, and an automatic queue's end.
CREATE TABLE queue_lines (
    line             TEXT PRIMARY KEY,
    admitted         REAL NOT NULL DEFAULT 0,
    moved_ms         BIGINT NOT NULL DEFAULT 0,
    measured_from_ms BIGINT NOT NULL DEFAULT 0,
    measured_from    REAL NOT NULL DEFAULT 0,
    measured_rate    REAL NOT NULL DEFAULT -1,
    auto_until_ms    BIGINT NOT NULL DEFAULT 0,
    auto_rate        INTEGER NOT NULL DEFAULT 0
);

-- One row per visitor in a line; score orders the line (a random negative number before the
-- opening, the arrival in microseconds after). issued: when their pass was issued (ms), or
-- 'c:<token>' once an order used it.
CREATE TABLE queue_members (
    line    TEXT   NOT NULL,
    visitor TEXT   NOT NULL,
    score   BIGINT NOT NULL,
    issued  TEXT,
    PRIMARY KEY (line, visitor)
);
CREATE INDEX queue_members_order ON queue_members (line, score, visitor);
