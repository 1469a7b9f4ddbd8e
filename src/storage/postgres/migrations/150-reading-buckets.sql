-- 150 (PostgreSQL): /readings/summary's pre-aggregates (issue 22; docs/reading-buckets-postgres.md),
-- the table reading_buckets as SQLite's 150 has it: per area, quantity and unit ('' for none), the
-- readings of each UTC hour, day and month, so that a summary over any range reads a few dozen
-- buckets and the raw readings of two partial hours instead of every reading in the range.
--
-- A bucket's `start` is a prefix of the instant key (002's fieldlog_instant_key): 'YYYY-MM-DDTHH',
-- 'YYYY-MM-DD' or 'YYYY-MM', so it holds exactly the readings whose key starts with it. Every key is
-- 29 characters, also at the edges (year -1 is '-001'; past 9999-12-31 is hour 24 or later of that
-- day, so that day has more than 24 hours), and every reading is in its three buckets.
--
-- Exact sums in numeric. PostgreSQL's float8 raises an error where a result overflows or underflows,
-- so Chan's update in float8 would refuse the insert of a mean near 1e308. A bucket holds instead
-- the sums Σ nᵢ, Σ goodᵢ, S = Σ nᵢμᵢ, and over the readings with a stdDev N′ = Σ nᵢ, S′ = Σ nᵢμᵢ
-- and Q′ = Σ nᵢ(σᵢ² + μᵢ²), in numeric, where sums and products are exact at any magnitude. Each
-- double enters through its shortest text (extra_float_digits = 1, pinned on the function so that a
-- session's setting cannot make the text of a delete differ from the text of its insert), as
-- reading-summary.ts sums it. Being exact, the sums do not depend on the order the readings came
-- in, and taking a reading out subtracts exactly what putting it in added: a delete or the old side
-- of an update is a subtraction, not a recompute from the rows below, and a bucket that holds no
-- reading any more holds exact zeros and is deleted. The table always equals a recompute from
-- scratch (test/postgres/reading-buckets.test.ts).
--
-- The view reading_bucket_moments adds the design's moments mean, mean_sd and m2 (the sum of
-- squared deviations about mean_sd) for Chan's merge at read time: m2 = Q′ − S′²/N′ =
-- (N′Q′ − S′²)/N′, whose subtraction is exact, so its one rounding division leaves at least 16
-- significant digits of m2 itself, however close the means are. What the sums do not hold is what
-- the text of μᵢ differs from μᵢ, half a unit in its last place: relative to σ, about ulp(μ)/σ,
-- 1e-7 for a mean of 1e6 with a spread of 1e-3 (the brute-force statement centres its deviations
-- first for that reason; the e2e test allows 1e-6 there, and the merge in doubles adds as much).
--
-- Concurrent writers. Many processes write at once, and a bucket row is a lock its writers queue
-- on; a transaction that took bucket locks statement by statement and then waited on another lock
-- would deadlock against one doing the same in another order: a group insert takes the change log's
-- lock (EVENT_APPEND_LOCK, migration 090) inside its statement, before the statement's triggers
-- run, while an update takes it after its statement. So the statement triggers only stage each
-- statement's changes, summed per bucket, in reading_bucket_changes, which no one else reads (an
-- INSERT waits on nothing); a deferred trigger applies the transaction's staged changes at COMMIT,
-- in key order, in one statement. By then every write of the service holds the change log's lock,
-- which serializes commits anyway, so writers of the same bucket never wait on each other for it:
-- the cost of the buckets is the time of that apply (one upsert per bucket touched) inside the
-- serialized commit (fillfactor 80 leaves room on each page for the new version of a bucket, so
-- that an update need not touch the primary key: a HOT update). A writer without that lock (a
-- script) applies in key order too, and waits on nothing after it, so it cannot close a cycle.

CREATE TABLE reading_buckets (
  area                text COLLATE "C" NOT NULL,
  quantity            text COLLATE "C" NOT NULL,
  unit                text COLLATE "C" NOT NULL,
  span                text COLLATE "C" NOT NULL CHECK (span IN ('hour', 'day', 'month')),
  start               text COLLATE "C" NOT NULL,
  readings            bigint NOT NULL,
  "number"            numeric NOT NULL,
  good                numeric NOT NULL,
  with_std_dev        bigint NOT NULL,
  number_with_std_dev numeric NOT NULL,
  sum_mean            numeric NOT NULL,
  sum_mean_sd         numeric NOT NULL,
  sum_squares         numeric NOT NULL,
  PRIMARY KEY (area, quantity, unit, span, start)
) WITH (fillfactor = 80);

-- The design's moments of each bucket, for the summary to merge (src/storage/summary-moments.ts's
-- BucketRow). A view, not stored: three divisions per bucket at each write would cost every insert
-- more than they cost the summary, which reads a few dozen buckets.
CREATE VIEW reading_bucket_moments AS
  SELECT area, quantity, unit, span, start, readings, "number", good, with_std_dev, number_with_std_dev,
    CASE WHEN "number" > 0 THEN sum_mean / "number" END AS mean,
    CASE WHEN number_with_std_dev > 0 THEN sum_mean_sd / number_with_std_dev END AS mean_sd,
    CASE WHEN number_with_std_dev > 0
      THEN (number_with_std_dev * sum_squares - sum_mean_sd * sum_mean_sd) / number_with_std_dev ELSE 0 END AS m2
  FROM reading_buckets;

-- A transaction's changes until its COMMIT. Unlogged: a row never outlives its transaction (the
-- apply deletes it), so a crash has nothing of it to keep.
CREATE UNLOGGED TABLE reading_bucket_changes (
  -- The transaction's first staged row, on which the deferred trigger fires: once per transaction.
  first               boolean NOT NULL,
  area                text COLLATE "C" NOT NULL,
  quantity            text COLLATE "C" NOT NULL,
  unit                text COLLATE "C" NOT NULL,
  span                text COLLATE "C" NOT NULL,
  start               text COLLATE "C" NOT NULL,
  readings            bigint NOT NULL,
  "number"            numeric NOT NULL,
  good                numeric NOT NULL,
  with_std_dev        bigint NOT NULL,
  number_with_std_dev numeric NOT NULL,
  sum_mean            numeric NOT NULL,
  sum_mean_sd         numeric NOT NULL,
  sum_squares         numeric NOT NULL
);

-- The sums of `changed(sign, area, quantity, unit, "time", mean, good, "number", std_dev)` per
-- bucket, sign 1 for a reading that arrives and -1 for one that leaves, as the columns of
-- reading_buckets from area to sum_squares. Shared by the triggers and the fill. Readings without an
-- area or a time (which the API never stores) are in no bucket; neither does a brute-force summary
-- with a time range count them.
CREATE FUNCTION fieldlog_reading_bucket_sums(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    SELECT r.area, r.quantity, r.unit, s.span, left(r.key, s.width) AS start, sum(r.sign) AS readings, sum(r.n) AS "number",
      sum(r.good) AS good, sum(r.sd) AS with_std_dev, sum(r.n_sd) AS number_with_std_dev, sum(r.s) AS sum_mean,
      sum(r.s_sd) AS sum_mean_sd, sum(r.q) AS sum_squares
    FROM (
      SELECT t.sign, t.area, t.quantity, t.unit, t.key, t.sign * t.n AS n, t.sign * t.good AS good,
        CASE WHEN t.sigma IS NULL THEN 0 ELSE t.sign END AS sd, CASE WHEN t.sigma IS NULL THEN 0 ELSE t.sign * t.n END AS n_sd,
        t.s, CASE WHEN t.sigma IS NULL THEN 0 ELSE t.s END AS s_sd,
        CASE WHEN t.sigma IS NULL THEN 0 ELSE t.sign * t.n * (t.sigma * t.sigma + t.mu * t.mu) END AS q
      FROM (
        SELECT c.sign, c.area, coalesce(c.quantity, '') AS quantity, coalesce(c.unit, '') AS unit,
          fieldlog_instant_key(c."time") AS key, coalesce(c."number", 0) AS n, coalesce(c.good, 0) AS good,
          coalesce(c.sign * c."number" * c.mean::text::numeric, 0) AS s, coalesce(c.mean::text::numeric, 0) AS mu,
          c.std_dev::text::numeric AS sigma
        FROM (%s) AS c WHERE c.area IS NOT NULL AND c."time" IS NOT NULL
        OFFSET 0) AS t
      OFFSET 0) AS r
    CROSS JOIN (VALUES ('hour', 13), ('day', 10), ('month', 7)) AS s(span, width)
    GROUP BY 1, 2, 3, 4, 5$sql$, changed)
$$;

-- The readings' columns a bucket sums; an update that changes none of them changes no bucket.
CREATE FUNCTION fieldlog_reading_bucket_columns() RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'id, area, quantity, unit, "time", mean, good, "number", std_dev'
$$;

CREATE FUNCTION fieldlog_stage_reading_buckets() RETURNS trigger LANGUAGE plpgsql
SET extra_float_digits = 1 AS $$
DECLARE
  columns text := fieldlog_reading_bucket_columns();
  changed text;
  first boolean := current_setting('fieldlog.reading_buckets_staged', true) IS DISTINCT FROM 'on';
  staged bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := format('SELECT 1 AS sign, %s FROM added', columns);
  ELSIF TG_OP = 'DELETE' THEN
    changed := format('SELECT -1 AS sign, %s FROM removed', columns);
  ELSE
    -- Only the rows whose summed columns changed: the old side leaves, the new side arrives.
    changed := format('(SELECT -1 AS sign, * FROM (SELECT %1$s FROM removed EXCEPT ALL SELECT %1$s FROM added) AS o)
      UNION ALL (SELECT 1 AS sign, * FROM (SELECT %1$s FROM added EXCEPT ALL SELECT %1$s FROM removed) AS n)', columns);
  END IF;
  EXECUTE format('INSERT INTO reading_bucket_changes
      SELECT $1 AND row_number() OVER () = 1, b.* FROM (%s) AS b
      WHERE b.readings <> 0 OR b."number" <> 0 OR b.good <> 0 OR b.with_std_dev <> 0 OR b.number_with_std_dev <> 0
        OR b.sum_mean <> 0 OR b.sum_mean_sd <> 0 OR b.sum_squares <> 0',
    fieldlog_reading_bucket_sums(changed)) USING first;
  GET DIAGNOSTICS staged = ROW_COUNT;
  IF first AND staged > 0 THEN
    PERFORM set_config('fieldlog.reading_buckets_staged', 'on', true);
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION fieldlog_apply_reading_buckets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  areas text[]; quantities text[]; units text[]; spans text[]; starts text[];
BEGIN
  -- Staged rows are this transaction's own (no other transaction's are visible before it commits,
  -- and none outlives its transaction). A later statement stages anew (SET CONSTRAINTS may apply
  -- before the end).
  PERFORM set_config('fieldlog.reading_buckets_staged', 'off', true);
  WITH taken AS (DELETE FROM reading_bucket_changes RETURNING *),
  applied AS (
    INSERT INTO reading_buckets AS b (area, quantity, unit, span, start, readings, "number", good, with_std_dev,
      number_with_std_dev, sum_mean, sum_mean_sd, sum_squares)
    SELECT area, quantity, unit, span, start, sum(readings), sum("number"), sum(good), sum(with_std_dev),
      sum(number_with_std_dev), sum(sum_mean), sum(sum_mean_sd), sum(sum_squares)
    FROM taken GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (area, quantity, unit, span, start) DO UPDATE SET
      readings = b.readings + EXCLUDED.readings, "number" = b."number" + EXCLUDED."number", good = b.good + EXCLUDED.good,
      with_std_dev = b.with_std_dev + EXCLUDED.with_std_dev, number_with_std_dev = b.number_with_std_dev + EXCLUDED.number_with_std_dev,
      sum_mean = b.sum_mean + EXCLUDED.sum_mean, sum_mean_sd = b.sum_mean_sd + EXCLUDED.sum_mean_sd,
      sum_squares = b.sum_squares + EXCLUDED.sum_squares
    RETURNING b.area, b.quantity, b.unit, b.span, b.start, b.readings)
  SELECT array_agg(area), array_agg(quantity), array_agg(unit), array_agg(span), array_agg(start)
    INTO areas, quantities, units, spans, starts
    FROM applied WHERE readings = 0;
  -- A statement cannot change a row twice: the emptied buckets go in a second one.
  IF areas IS NOT NULL THEN
    DELETE FROM reading_buckets AS b USING unnest(areas, quantities, units, spans, starts) AS e(area, quantity, unit, span, start)
      WHERE (b.area, b.quantity, b.unit, b.span, b.start) = (e.area, e.quantity, e.unit, e.span, e.start);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER readings_bucketed_in AFTER INSERT ON readings REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION fieldlog_stage_reading_buckets();
CREATE TRIGGER readings_bucketed_out AFTER DELETE ON readings REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION fieldlog_stage_reading_buckets();
CREATE TRIGGER readings_bucketed_again AFTER UPDATE ON readings REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION fieldlog_stage_reading_buckets();
CREATE CONSTRAINT TRIGGER reading_bucket_changes_applied AFTER INSERT ON reading_bucket_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.first) EXECUTE FUNCTION fieldlog_apply_reading_buckets();

-- Every bucket computed from scratch from the readings, as the columns of reading_buckets from area
-- to sum_squares: the fill below, and the reference test/postgres/reading-buckets.test.ts holds the
-- table to.
CREATE FUNCTION fieldlog_recompute_reading_buckets() RETURNS TABLE (area text, quantity text, unit text, span text, start text,
  readings bigint, "number" numeric, good numeric, with_std_dev bigint, number_with_std_dev numeric, sum_mean numeric,
  sum_mean_sd numeric, sum_squares numeric)
LANGUAGE plpgsql STABLE SET extra_float_digits = 1 AS $$
BEGIN
  RETURN QUERY EXECUTE fieldlog_reading_bucket_sums(format('SELECT 1 AS sign, %s FROM readings', fieldlog_reading_bucket_columns()));
END;
$$;

-- The fill: the buckets of the readings already there, in one pass over them.
INSERT INTO reading_buckets (area, quantity, unit, span, start, readings, "number", good, with_std_dev, number_with_std_dev,
  sum_mean, sum_mean_sd, sum_squares)
  SELECT * FROM fieldlog_recompute_reading_buckets();
