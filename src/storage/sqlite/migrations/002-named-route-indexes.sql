-- 002: indexes for the named routes (issue 3): search, latest, nearby, history and summary.
--
-- Time order. time and timestamp are kept as sent, offsets included, so their text does not sort by
-- instant. The long expression below is the instant in UTC at a fixed width, built by
-- instantKeySql() in src/storage/instant-key.ts (which explains it); queries use the same expression,
-- the only way SQLite matches an index on an expression. Do not edit it here alone: a unit test
-- compares this file with instantKeySql().
--
-- Space. location_points is an R*Tree over every location's point, keyed by the location's rowid
-- (001 kept rowids for this). Triggers keep it in step with every insert, move and delete. SQLite's
-- documentation allows VACUUM to renumber the rowids of a table without an INTEGER PRIMARY KEY; its
-- VACUUM copies such tables whole and keeps them, and test/e2e/named-route-index-sync.sqlite.test.ts fails
-- if a future SQLite does not.
--
-- Areas. reading_areas lists every area that has readings; triggers keep its counts exact.
--
-- Every query names its index (INDEXED BY), and test/unit/storage/query-plans.test.ts shows each
-- statement's plan. scripts/seed.ts drops the indexes and triggers for a bulk load and rebuilds them.

CREATE VIRTUAL TABLE location_points USING rtree(id, min_lon, max_lon, min_lat, max_lat);

INSERT INTO location_points (id, min_lon, max_lon, min_lat, max_lat)
  SELECT rowid, longitude, longitude, latitude, latitude FROM locations
  WHERE longitude IS NOT NULL AND latitude IS NOT NULL;

CREATE TRIGGER location_points_insert AFTER INSERT ON locations
WHEN new.longitude IS NOT NULL AND new.latitude IS NOT NULL
BEGIN
  INSERT INTO location_points (id, min_lon, max_lon, min_lat, max_lat)
  VALUES (new.rowid, new.longitude, new.longitude, new.latitude, new.latitude);
END;

-- Every UPDATE from the store names every column, so the WHEN skips updates that do not move it.
CREATE TRIGGER location_points_update AFTER UPDATE OF longitude, latitude ON locations
WHEN old.longitude IS NOT new.longitude OR old.latitude IS NOT new.latitude
BEGIN
  DELETE FROM location_points WHERE id = old.rowid;
  INSERT INTO location_points (id, min_lon, max_lon, min_lat, max_lat)
  SELECT new.rowid, new.longitude, new.longitude, new.latitude, new.latitude
  WHERE new.longitude IS NOT NULL AND new.latitude IS NOT NULL;
END;

CREATE TRIGGER location_points_delete AFTER DELETE ON locations
BEGIN
  DELETE FROM location_points WHERE id = old.rowid;
END;

-- Every area that has readings, with how many. /readings/latest and /readings/summary walk it
-- area by area; /readings/search uses it to tell a wildcard that matches a few readings from one
-- that matches many. Triggers keep it exact; an area leaves when its last reading does.
CREATE TABLE reading_areas (
  area     TEXT NOT NULL PRIMARY KEY,
  readings INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

INSERT INTO reading_areas (area, readings)
  SELECT area, count(*) FROM readings WHERE area IS NOT NULL GROUP BY area;

CREATE TRIGGER reading_areas_insert AFTER INSERT ON readings
WHEN new.area IS NOT NULL
BEGIN
  INSERT INTO reading_areas (area, readings) VALUES (new.area, 1)
    ON CONFLICT (area) DO UPDATE SET readings = readings + 1;
END;

CREATE TRIGGER reading_areas_update AFTER UPDATE OF area ON readings
WHEN old.area IS NOT new.area
BEGIN
  UPDATE reading_areas SET readings = readings - 1 WHERE area = old.area;
  DELETE FROM reading_areas WHERE area = old.area AND readings = 0;
  INSERT INTO reading_areas (area, readings) SELECT new.area, 1 WHERE new.area IS NOT NULL
    ON CONFLICT (area) DO UPDATE SET readings = readings + 1;
END;

CREATE TRIGGER reading_areas_delete AFTER DELETE ON readings
WHEN old.area IS NOT NULL
BEGIN
  UPDATE reading_areas SET readings = readings - 1 WHERE area = old.area;
  DELETE FROM reading_areas WHERE area = old.area AND readings = 0;
END;

-- /locations/search and /locations/latest: newest timestamp first, id as the tiebreak. The point is
-- in the index so a bbox can be checked while walking it, without reading the table.
CREATE INDEX locations_by_time ON locations (
  coalesce(coalesce(strftime('%Y-%m-%dT%H:%M', substr("timestamp", 1, 10) || ' ' || substr("timestamp", 12, 5), (-((CASE substr(ltrim(substr("timestamp", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 4, 2)))) || ' minutes'), '9999-12-31T' || printf('%02d:%02d', (substr("timestamp", 12, 2) * 60 + substr("timestamp", 15, 2) - ((CASE substr(ltrim(substr("timestamp", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 4, 2)))) / 60, (substr("timestamp", 12, 2) * 60 + substr("timestamp", 15, 2) - ((CASE substr(ltrim(substr("timestamp", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("timestamp", 20), '.0123456789'), ':', ''), 4, 2)))) % 60)) || ':' || substr("timestamp", 18, 2) || '.' || substr(substr("timestamp", 21, max(length("timestamp") - 20 - length(ltrim(substr("timestamp", 20), '.0123456789')), 0)) || '000000000', 1, 9), ''),
  id, longitude, latitude);

-- /readings/{id}/history, /readings/latest, /readings/summary and /readings/search with an area:
-- one area's readings in time order, with the summary's columns so that it never reads the table.
CREATE INDEX readings_by_area_time ON readings (area,
  coalesce(coalesce(strftime('%Y-%m-%dT%H:%M', substr("time", 1, 10) || ' ' || substr("time", 12, 5), (-((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) || ' minutes'), '9999-12-31T' || printf('%02d:%02d', (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) / 60, (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) % 60)) || ':' || substr("time", 18, 2) || '.' || substr(substr("time", 21, max(length("time") - 20 - length(ltrim(substr("time", 20), '.0123456789')), 0)) || '000000000', 1, 9), ''),
  id, mean, "number", good, std_dev);

-- /readings/search without a narrow area: newest first across areas, filters checked in the index.
CREATE INDEX readings_by_time ON readings (
  coalesce(coalesce(strftime('%Y-%m-%dT%H:%M', substr("time", 1, 10) || ' ' || substr("time", 12, 5), (-((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) || ' minutes'), '9999-12-31T' || printf('%02d:%02d', (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) / 60, (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) % 60)) || ':' || substr("time", 18, 2) || '.' || substr(substr("time", 21, max(length("time") - 20 - length(ltrim(substr("time", 20), '.0123456789')), 0)) || '000000000', 1, 9), ''),
  id, area, mean);

-- /readings/search with a narrow mean range.
CREATE INDEX readings_by_mean ON readings (mean);
