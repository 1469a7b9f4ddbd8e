-- 170: /readings/search with a narrow mean range (issue 22). Each reading's cell of a logarithmic
-- scale of the mean (1/256 of a power of two; zero its own cell, negatives mirrored, NULL none), then
-- its time key, newest first per cell: the mean grid walks each cell of the range from the newest and
-- merges, so a page costs about (limit + 1) entries per cell however many readings the range holds
-- (readings_by_mean reads them all and sorts them). The mean is in the index so the exact range is
-- checked without reading the table. Both expressions are built by src/storage/sqlite/mean-grid.ts
-- (MEAN_CELL_SQL) and instant-key.ts (TIME_KEY); queries use the same text, the only way SQLite
-- matches an index on an expression, and a unit test compares them.
CREATE INDEX readings_by_mean_cell_time ON readings (
  (CASE WHEN mean > 0 THEN CAST(floor(log2(mean) * 256) + 275000 AS INTEGER) WHEN mean < 0 THEN -CAST(floor(log2(-mean) * 256) + 275000 AS INTEGER) WHEN mean = 0 THEN 0 END),
  coalesce(coalesce(strftime('%Y-%m-%dT%H:%M', substr("time", 1, 10) || ' ' || substr("time", 12, 5), (-((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) || ' minutes'), '9999-12-31T' || printf('%02d:%02d', (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) / 60, (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) % 60)) || ':' || substr("time", 18, 2) || '.' || substr(substr("time", 21, max(length("time") - 20 - length(ltrim(substr("time", 20), '.0123456789')), 0)) || '000000000', 1, 9), ''),
  id, mean);
