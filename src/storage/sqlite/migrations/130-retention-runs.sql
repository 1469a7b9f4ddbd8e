-- 130: retention of field data (issue 21). Each run, by the schedule (RETENTION_DAYS) or by an
-- admin's DELETE /{collection}, is one row of retention_runs: what it was asked to remove (the
-- filter, as JSON), how far it got, and how it ended, for an admin to read later. `token` finds a
-- run's id again after its insert (the writer thread answers a write with a count, not a row).
-- retention_lease holds one row: the process that runs the schedule until `until`, so that of
-- several processes (WORKERS, or machines on one PostgreSQL) one runs it at a time, and a lease left
-- by a process that died runs out.

CREATE TABLE retention_runs (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  collection   TEXT NOT NULL,
  trigger_kind TEXT NOT NULL,
  actor        TEXT,
  filter       TEXT NOT NULL,
  started_at   TEXT NOT NULL,
  finished_at  TEXT,
  removed      INTEGER NOT NULL,
  batches      INTEGER NOT NULL,
  state        TEXT NOT NULL,
  error        TEXT,
  token        TEXT NOT NULL UNIQUE
) STRICT;

CREATE TABLE retention_lease (
  name  TEXT PRIMARY KEY,
  owner TEXT,
  until TEXT
) STRICT;

INSERT INTO retention_lease (name) VALUES ('schedule');
