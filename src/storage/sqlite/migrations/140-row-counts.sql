-- 140: each collection's number of rows, kept in the same transaction as every insert and delete
-- (issue 22), so that the home page and anything else that counts reads one row instead of scanning
-- a table of millions (count(*) walks a whole index: 32 ms at 2,000,000 rows). Triggers keep it, so
-- no write path can forget it, bulk and retention included; a write that rolls back takes its change
-- of the count with it. SQLite has one writer, so one row per collection is never contended.

CREATE TABLE row_counts (
  collection TEXT PRIMARY KEY,
  rows       INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

INSERT INTO row_counts (collection, rows)
  SELECT 'locations', count(*) FROM locations
  UNION ALL SELECT 'readings', count(*) FROM readings
  UNION ALL SELECT 'devices', count(*) FROM devices;

CREATE TRIGGER locations_counted_in AFTER INSERT ON locations
  BEGIN UPDATE row_counts SET rows = rows + 1 WHERE collection = 'locations'; END;
CREATE TRIGGER locations_counted_out AFTER DELETE ON locations
  BEGIN UPDATE row_counts SET rows = rows - 1 WHERE collection = 'locations'; END;
CREATE TRIGGER readings_counted_in AFTER INSERT ON readings
  BEGIN UPDATE row_counts SET rows = rows + 1 WHERE collection = 'readings'; END;
CREATE TRIGGER readings_counted_out AFTER DELETE ON readings
  BEGIN UPDATE row_counts SET rows = rows - 1 WHERE collection = 'readings'; END;
CREATE TRIGGER devices_counted_in AFTER INSERT ON devices
  BEGIN UPDATE row_counts SET rows = rows + 1 WHERE collection = 'devices'; END;
CREATE TRIGGER devices_counted_out AFTER DELETE ON devices
  BEGIN UPDATE row_counts SET rows = rows - 1 WHERE collection = 'devices'; END;
