-- 070: version 3 of location and reading (issue 18). Locations and readings say which device they
-- come from; locations how far off their point may be; readings what they measured and in which
-- unit. Rows written through versions 1 and 2 keep NULL in each (INTERFACE.md §2, docs/conventions.md).
--
-- device REFERENCES devices: the database, not a read before the write, refuses a location or reading
-- of a device that does not exist (or stops existing while the write is under way), and refuses to
-- delete a device that rows still name (ON DELETE NO ACTION; docs/design.md argues against a
-- cascade). foreign_keys is on for every connection (pragmas.ts). SQLite allows ADD COLUMN with
-- REFERENCES because the default is NULL, so no existing row is checked or rewritten.
--
-- The indexes serve the device routes and make the delete's check an index probe, not a scan:
-- a device's locations in time order (/devices/{id}/track, /devices/{id}/latest, /locations/latest
-- and /locations/search with device=), and a device's readings per quantity in time order
-- (/devices/{id}/latest). The long expression is instantKeySql() as in 002 (a unit test compares).
-- locations_by_device_time holds every column of a location: a device reports between the others,
-- so a page of its track lies on as many table pages as it has rows; read from the index, it lies on
-- one or two. At 1M locations that took a page of 50 from 370 to 140 µs, for an index of 216 MB
-- beside the table's 187 MB (bench/README.md, named routes).

ALTER TABLE locations ADD COLUMN device TEXT REFERENCES devices (id);
ALTER TABLE locations ADD COLUMN accuracy REAL;

ALTER TABLE readings ADD COLUMN device TEXT REFERENCES devices (id);
ALTER TABLE readings ADD COLUMN quantity TEXT;
ALTER TABLE readings ADD COLUMN unit TEXT;

CREATE INDEX locations_by_device_time ON locations (device,
  coalesce(coalesce(strftime('%Y-%m-%dT%H:%M', substr("timestamp", 1, 10) || ' ' || substr("timestamp", 12, 5), (-((CASE substr(ltrim(substr("timestamp", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 4, 2)))) || ' minutes'), '9999-12-31T' || printf('%02d:%02d', (substr("timestamp", 12, 2) * 60 + substr("timestamp", 15, 2) - ((CASE substr(ltrim(substr("timestamp", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 4, 2)))) / 60, (substr("timestamp", 12, 2) * 60 + substr("timestamp", 15, 2) - ((CASE substr(ltrim(substr("timestamp", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 4, 2)))) % 60)) || ':' || substr("timestamp", 18, 2) || '.' || substr(substr("timestamp", 21, max(length("timestamp") - 20 - length(ltrim(substr("timestamp", 20), '.0123456789')), 0)) || '000000000', 1, 9), ''),
  id,
  longitude, latitude, altitude, speed, "timestamp", accuracy, created_at, updated_at, created_by, updated_by) WHERE device IS NOT NULL;

CREATE INDEX readings_by_device_quantity_time ON readings (device, quantity,
  coalesce(coalesce(strftime('%Y-%m-%dT%H:%M', substr("time", 1, 10) || ' ' || substr("time", 12, 5), (-((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) || ' minutes'), '9999-12-31T' || printf('%02d:%02d', (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) / 60, (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) % 60)) || ':' || substr("time", 18, 2) || '.' || substr(substr("time", 21, max(length("time") - 20 - length(ltrim(substr("time", 20), '.0123456789')), 0)) || '000000000', 1, 9), ''),
  id) WHERE device IS NOT NULL;
