-- 001: the two collections. Column names and types must match src/storage/columns.ts.
-- STRICT (SQLite 3.37+) refuses a value that does not fit its column instead of storing it anyway.
-- The tables keep their rowid (no WITHOUT ROWID) so later search indexes such as an R*Tree can refer
-- to rows by integer key. The primary key on id is the index list() walks, newest first.

CREATE TABLE locations (
  id          TEXT NOT NULL PRIMARY KEY,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  longitude   REAL,
  latitude    REAL,
  altitude    REAL,
  speed       REAL,
  "timestamp" TEXT
) STRICT;

CREATE TABLE readings (
  id          TEXT NOT NULL PRIMARY KEY,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  "time"      TEXT,
  area        TEXT,
  mean        REAL,
  good        INTEGER,
  "number"    INTEGER,
  seen        INTEGER,
  span        REAL,
  std_dev     REAL
) STRICT;
