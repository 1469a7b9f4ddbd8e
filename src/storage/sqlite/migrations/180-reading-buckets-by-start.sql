-- 180: the groups that have a given bucket, in group order (issue 22). A summary whose range lies
-- within one month, day or hour can only find readings in the groups that have that bucket; the
-- walk of every group (reading_buckets_by_span) passed over all the others, about 99 in 100 of them
-- for an hour at a million readings. One row a group per bucket start, so this walk reads as many
-- rows as it hands on (src/storage/sqlite/bucketed-summary.ts, buildGroupWalk).
CREATE INDEX reading_buckets_by_start ON reading_buckets (span, start, area, quantity, unit);
