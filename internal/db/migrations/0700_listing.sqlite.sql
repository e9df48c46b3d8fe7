-- Listings walk the sessions in date order and stop at the page's last event, then probe each
-- event's sessions and each session's sectors (internal/catalog/cards.go). These indexes carry
-- the columns those steps read, so none of them visits the tables: the walk reads (data,
-- event_id, data_fim), an event's first matching session (event_id, data, data_fim), and a
-- session's sectors the sales channel sees (session_id, canal). The first two replace
-- narrower ones of the same name; places_city finds a city's places for its grid.
DROP INDEX sessions_data;
CREATE INDEX sessions_data ON sessions (data, event_id, data_fim);
DROP INDEX sessions_event_data;
CREATE INDEX sessions_event_data ON sessions (event_id, data, data_fim);
CREATE INDEX sectors_session_canal ON sectors (session_id, canal);
CREATE INDEX places_city ON places (city_id);
