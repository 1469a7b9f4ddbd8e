-- 060 (PostgreSQL): devices, column for column as SQLite's 060 (the reasons are there). Text is
-- compared byte by byte (COLLATE "C"), as in 001 and 050.

CREATE TABLE devices (
  id          text COLLATE "C" NOT NULL PRIMARY KEY,
  created_at  text NOT NULL,
  updated_at  text NOT NULL,
  created_by  text COLLATE "C",
  updated_by  text COLLATE "C",
  name        text COLLATE "C",
  kind        text COLLATE "C",
  description text COLLATE "C"
);
