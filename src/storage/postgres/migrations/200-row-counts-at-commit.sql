-- 200 (PostgreSQL): the row counts of 140 applied at COMMIT, as 150 applies the reading buckets, so
-- that no write waits for a count's shard while it holds the change log's lock.
--
-- 140's statement triggers updated the shard of their backend (pg_backend_pid() % 16) at the end of
-- each INSERT and DELETE. A group of creates takes the change log's lock (EVENT_APPEND_LOCK, 090)
-- inside its statement, before its triggers; every other write takes it after its statement. Two
-- connections whose backends shared a shard could then each hold what the other waited for: the group
-- the log's lock, waiting for the shard; the other the shard, waiting for the lock. "deadlock
-- detected", and a client's write refused (test/postgres/write-lock-order.test.ts made it happen in
-- every run, with more connections than shards).
--
-- The rule every write now keeps: a transaction waits for no lock after it takes the log's lock.
-- So the triggers only stage each statement's change in row_count_changes, which no one else reads
-- (an INSERT waits on nothing), and a deferred trigger applies the transaction's changes at COMMIT,
-- in collection order, in one statement. By then every write of the service holds the log's lock,
-- which serializes commits, so no two of them wait on each other for a shard. The shards stay: a
-- writer without that lock (a script) waits on nothing after applying its counts.
CREATE UNLOGGED TABLE row_count_changes (
  -- The transaction's first staged row, on which the deferred trigger fires: once per transaction.
  first      boolean NOT NULL,
  collection text COLLATE "C" NOT NULL,
  change     bigint NOT NULL
);

CREATE OR REPLACE FUNCTION fieldlog_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change bigint;
  first boolean := current_setting('fieldlog.row_counts_staged', true) IS DISTINCT FROM 'on';
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO change FROM added;
  ELSE
    SELECT -count(*) INTO change FROM removed;
  END IF;
  IF change <> 0 THEN
    INSERT INTO row_count_changes (first, collection, change) VALUES (first, TG_TABLE_NAME, change);
    IF first THEN
      PERFORM set_config('fieldlog.row_counts_staged', 'on', true);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION fieldlog_apply_row_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Staged rows are this transaction's own: no other transaction's are visible before it commits,
  -- and none outlives its transaction. A later statement stages anew (SET CONSTRAINTS may apply
  -- before the end).
  PERFORM set_config('fieldlog.row_counts_staged', 'off', true);
  WITH taken AS (DELETE FROM row_count_changes RETURNING collection, change)
  INSERT INTO row_counts AS c (collection, shard, rows)
    SELECT collection, pg_backend_pid() % 16, sum(change) FROM taken GROUP BY collection HAVING sum(change) <> 0 ORDER BY collection
    ON CONFLICT (collection, shard) DO UPDATE SET rows = c.rows + EXCLUDED.rows;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER row_count_changes_applied AFTER INSERT ON row_count_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.first) EXECUTE FUNCTION fieldlog_apply_row_counts();
