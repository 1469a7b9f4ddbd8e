-- 190 (PostgreSQL): a span between day and month, the day-tens (issue 22), as SQLite's 190: the days
-- of a month that share the tens digit of their day ('2026-11-2' holds the 20th to the 29th). A
-- summary over a month or more merged up to 31 day buckets at each end of its range; now at most 9
-- days and 3 day-tens. The sums are exact (150), so the day-tens are filled from the days, and every
-- reading from now on is staged into its day-tens too: the CHECK allows the span, and the sums that
-- the triggers and the recompute share make it.
ALTER TABLE reading_buckets DROP CONSTRAINT reading_buckets_span_check;
ALTER TABLE reading_buckets ADD CONSTRAINT reading_buckets_span_check CHECK (span IN ('hour', 'day', 'day-tens', 'month'));

CREATE OR REPLACE FUNCTION fieldlog_reading_bucket_sums(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
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
    CROSS JOIN (VALUES ('hour', 13), ('day', 10), ('day-tens', 9), ('month', 7)) AS s(span, width)
    GROUP BY 1, 2, 3, 4, 5$sql$, changed)
$$;

INSERT INTO reading_buckets (area, quantity, unit, span, start, readings, "number", good, with_std_dev, number_with_std_dev,
  sum_mean, sum_mean_sd, sum_squares)
  SELECT area, quantity, unit, 'day-tens', left(start, 9), sum(readings), sum("number"), sum(good), sum(with_std_dev),
    sum(number_with_std_dev), sum(sum_mean), sum(sum_mean_sd), sum(sum_squares)
  FROM reading_buckets WHERE span = 'day' GROUP BY area, quantity, unit, left(start, 9);
