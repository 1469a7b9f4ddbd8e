-- 140 (PostgreSQL): each collection's number of rows, kept in the same transaction as every insert
-- and delete (issue 22), so that counting reads at most 16 rows instead of scanning a table of
-- millions. One row per collection would be a lock every writing transaction waits for until the
-- one before it commits; so the count is split into 16 shards, each transaction adding to the shard
-- of its connection's backend (pg_backend_pid() % 16), and a count is their sum. Statement triggers
-- with transition tables add a whole multi-row INSERT (a group of creates, a bulk batch) in one
-- update; a transaction that rolls back takes its change of the count with it.

CREATE TABLE row_counts (
  collection text NOT NULL,
  shard      smallint NOT NULL,
  rows       bigint NOT NULL,
  PRIMARY KEY (collection, shard)
);

INSERT INTO row_counts (collection, shard, rows)
  SELECT 'locations', 0, count(*) FROM locations
  UNION ALL SELECT 'readings', 0, count(*) FROM readings
  UNION ALL SELECT 'devices', 0, count(*) FROM devices;

CREATE FUNCTION fieldlog_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO change FROM added;
  ELSE
    SELECT -count(*) INTO change FROM removed;
  END IF;
  IF change <> 0 THEN
    INSERT INTO row_counts (collection, shard, rows) VALUES (TG_TABLE_NAME, pg_backend_pid() % 16, change)
      ON CONFLICT (collection, shard) DO UPDATE SET rows = row_counts.rows + EXCLUDED.rows;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER locations_counted_in AFTER INSERT ON locations REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION fieldlog_count_rows();
CREATE TRIGGER locations_counted_out AFTER DELETE ON locations REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION fieldlog_count_rows();
CREATE TRIGGER readings_counted_in AFTER INSERT ON readings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION fieldlog_count_rows();
CREATE TRIGGER readings_counted_out AFTER DELETE ON readings REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION fieldlog_count_rows();
CREATE TRIGGER devices_counted_in AFTER INSERT ON devices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION fieldlog_count_rows();
CREATE TRIGGER devices_counted_out AFTER DELETE ON devices REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION fieldlog_count_rows();
