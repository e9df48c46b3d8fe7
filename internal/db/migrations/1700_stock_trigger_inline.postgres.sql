-- The sectors' stock trigger tested its WHEN through a SQL function, which PostgreSQL inlines,
-- parsing the function's body again, for every UPDATE statement on sectors: 7% of
-- PostgreSQL's CPU in a profile of the rush benchmark. The same test written out, as SQLite's
-- trigger has it, parses nothing.
DROP TRIGGER sectors_stock_generation ON sectors;
CREATE TRIGGER sectors_stock_generation AFTER UPDATE OF vendidos, reservados, capacidade ON sectors
FOR EACH ROW
WHEN ((CASE WHEN new.capacidade - new.vendidos - new.reservados <= 0 THEN 2
            WHEN (new.capacidade - new.vendidos - new.reservados) * 10 < new.capacidade THEN 1 ELSE 0 END)
      IS DISTINCT FROM
      (CASE WHEN old.capacidade - old.vendidos - old.reservados <= 0 THEN 2
            WHEN (old.capacidade - old.vendidos - old.reservados) * 10 < old.capacidade THEN 1 ELSE 0 END))
EXECUTE FUNCTION catalog_generation_bump();
DROP FUNCTION catalog_stock_flag(INTEGER, INTEGER);
