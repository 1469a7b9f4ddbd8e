-- 180 (PostgreSQL): the groups that have a given bucket, in group order (issue 22), as SQLite's 180.
-- A summary whose range lies within one month, day or hour can only find readings in the groups
-- that have that bucket; the walk from group to group (src/storage/postgres/bucketed-summary.ts)
-- probed every other group too, about 99 in 100 of them for an hour at a million readings.
CREATE INDEX reading_buckets_by_start ON reading_buckets (span, start, area, quantity, unit);
