-- Pages show a sector's current lote price. A lote ends when its date passes, found
-- through this index as a page boundary (catalog/freshness.go), or when it sells out, which
-- bumps the generation here, as a sector selling out does (0300).
CREATE INDEX sector_batches_ate ON sector_batches (ate) WHERE ate IS NOT NULL;

CREATE TRIGGER sector_batches_stock_generation AFTER UPDATE OF vendidos, reservados, quantidade ON sector_batches
FOR EACH ROW
WHEN ((new.quantidade IS NOT NULL AND new.vendidos + new.reservados >= new.quantidade)
      IS DISTINCT FROM (old.quantidade IS NOT NULL AND old.vendidos + old.reservados >= old.quantidade))
EXECUTE FUNCTION catalog_generation_bump();
