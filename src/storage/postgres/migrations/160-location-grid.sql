-- 160 (PostgreSQL): nothing yet. On SQLite, 160 adds the grid index of /locations/search
-- (locations_by_cell_time, issue 22); here the same version keeps the two sequences in step, and
-- bbox search still reads the GiST index locations_by_point. The PostgreSQL grid would be a B-tree
-- on (the cell expression, fieldlog_instant_key("timestamp"), id) with the same per-cell merge.
SELECT 1;
