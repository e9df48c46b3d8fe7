-- Event posters fetched once at import: the source image's size and the widths it
-- was resized to; media_files holds each width in the source's format and in WebP.
CREATE TABLE media (
    id INTEGER PRIMARY KEY,
    source_url TEXT NOT NULL UNIQUE,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    format TEXT NOT NULL,
    widths TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE TABLE media_files (
    media_id INTEGER NOT NULL REFERENCES media (id) ON DELETE CASCADE,
    width INTEGER NOT NULL,
    format TEXT NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (media_id, width, format)
);
