-- 020 (PostgreSQL): rate-limit counters that every Fieldlog process on every machine shares, so a
-- client meets one limit whichever of them answers (INTERFACE.md §7). One row per client and window
-- (windows are aligned to the clock, so every process agrees where one begins). UNLOGGED: a counter
-- needs no WAL and no flush, and losing the counts of the current minute in a database crash only
-- lets clients start afresh.
CREATE UNLOGGED TABLE rate_limit_windows (
  client       text COLLATE "C" NOT NULL,
  window_start bigint NOT NULL,
  used         bigint NOT NULL,
  PRIMARY KEY (client, window_start)
);
