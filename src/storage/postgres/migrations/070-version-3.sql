-- 070 (PostgreSQL): version 3 of location and reading (issue 18), as SQLite's 070 (the reasons are
-- there): the columns, the references to devices, and the device routes' indexes.

ALTER TABLE locations ADD COLUMN device text COLLATE "C" REFERENCES devices (id);
ALTER TABLE locations ADD COLUMN accuracy float8;

ALTER TABLE readings ADD COLUMN device text COLLATE "C" REFERENCES devices (id);
ALTER TABLE readings ADD COLUMN quantity text COLLATE "C";
ALTER TABLE readings ADD COLUMN unit text COLLATE "C";

CREATE INDEX locations_by_device_time ON locations (device, (fieldlog_instant_key("timestamp") COLLATE "C"), id)
  WHERE device IS NOT NULL;

CREATE INDEX readings_by_device_quantity_time ON readings (device, quantity, (fieldlog_instant_key("time") COLLATE "C"), id)
  WHERE device IS NOT NULL;
