-- 160: /locations/search with a box of a few 0.1° cells (issue 22). Each location's cell of a
-- 0.1° grid, then its timestamp key, newest first per cell: the grid plan walks each cell of the box
-- from the newest and merges, so a page costs about (limit + 1) entries per cell however many points
-- the box holds (the R*Tree plan reads them all and sorts them). The point is in the index so the
-- exact box is checked without reading the table. Both expressions are built by
-- src/storage/sqlite/location-grid.ts (CELL_SQL) and instant-key.ts (TIMESTAMP_KEY); queries use the
-- same text, the only way SQLite matches an index on an expression, and a unit test compares them.
-- NULL points have a NULL cell; no box holds them.
CREATE INDEX locations_by_cell_time ON locations (
  CAST((latitude + 90) * 10 AS INTEGER) * 3601 + CAST((longitude + 180) * 10 AS INTEGER),
  coalesce(coalesce(strftime('%Y-%m-%dT%H:%M', substr("timestamp", 1, 10) || ' ' || substr("timestamp", 12, 5), (-((CASE substr(ltrim(substr("timestamp", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 4, 2)))) || ' minutes'), '9999-12-31T' || printf('%02d:%02d', (substr("timestamp", 12, 2) * 60 + substr("timestamp", 15, 2) - ((CASE substr(ltrim(substr("timestamp", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 4, 2)))) / 60, (substr("timestamp", 12, 2) * 60 + substr("timestamp", 15, 2) - ((CASE substr(ltrim(substr("timestamp", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 4, 2)))) % 60)) || ':' || substr("timestamp", 18, 2) || '.' || substr(substr("timestamp", 21, max(length("timestamp") - 20 - length(ltrim(substr("timestamp", 20), '.0123456789')), 0)) || '000000000', 1, 9), ''),
  id, longitude, latitude);
