-- 050 (PostgreSQL): created_by and updated_by, as SQLite's 050 (the reasons are there). Names are
-- compared byte by byte (COLLATE "C"), as every other text column that a client may filter on.
-- ADD COLUMN without a default changes only the catalogue: no table rewrite, a brief lock.

ALTER TABLE locations
  ADD COLUMN created_by text COLLATE "C",
  ADD COLUMN updated_by text COLLATE "C";

ALTER TABLE readings
  ADD COLUMN created_by text COLLATE "C",
  ADD COLUMN updated_by text COLLATE "C";
