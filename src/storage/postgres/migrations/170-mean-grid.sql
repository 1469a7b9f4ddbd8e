-- 170 (PostgreSQL): nothing yet. On SQLite, 170 adds the mean grid of /readings/search
-- (readings_by_mean_cell_time, issue 22); here the same version keeps the two sequences in step, and
-- a mean range still reads readings_by_mean. The PostgreSQL grid would be a B-tree on (the cell
-- expression, fieldlog_instant_key("time"), id) including mean, with the same per-cell merge.
SELECT 1;
