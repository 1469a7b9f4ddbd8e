-- 080: indexes for the version 3 filters and the summary per unit (issue 18).
--
-- /readings/summary pools the readings of one area, one quantity and one unit, never two units
-- (docs/named-routes.md). Readings written through versions 1 and 2 have no quantity and no unit:
-- they are one group per area, first in its order, and readings_by_area_time still reads it as
-- before, a seek of the area's time range. It now also holds quantity, unit and device, so that the
-- group, and every version 3 filter, is checked in the index without reading the table; its prefix,
-- and so every plan that used it, is unchanged.
--
-- readings_by_area_unit_time has the other groups in order: area, quantity, unit (NULL as '', which
-- no quantity or unit can be), then time, so that the summary groups them as it walks the index, with
-- no sort; /readings/search and /readings/latest seek a quantity in it area by area. It is partial:
-- readings without a quantity and a unit, all of a database from before version 3, cost it nothing.
--
-- readings_by_device_area_time: /readings/latest?device= seeks a device's newest reading in each
-- area, /readings/search?device= reads a device's readings, /readings/summary?device= skips the
-- areas where the device has none.
--
-- The long expression is instantKeySql('"time"') as in 002 (test/unit/storage/query-plans.test.ts
-- shows that the queries use these indexes).

DROP INDEX readings_by_area_time;

CREATE INDEX readings_by_area_time ON readings (area,
  coalesce(coalesce(strftime('%Y-%m-%dT%H:%M', substr("time", 1, 10) || ' ' || substr("time", 12, 5), (-((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) || ' minutes'), '9999-12-31T' || printf('%02d:%02d', (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) / 60, (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) % 60)) || ':' || substr("time", 18, 2) || '.' || substr(substr("time", 21, max(length("time") - 20 - length(ltrim(substr("time", 20), '.0123456789')), 0)) || '000000000', 1, 9), ''),
  id, mean, "number", good, std_dev, quantity, unit, device);

CREATE INDEX readings_by_area_unit_time ON readings (area, coalesce(quantity, ''), coalesce(unit, ''),
  coalesce(coalesce(strftime('%Y-%m-%dT%H:%M', substr("time", 1, 10) || ' ' || substr("time", 12, 5), (-((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) || ' minutes'), '9999-12-31T' || printf('%02d:%02d', (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) / 60, (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) % 60)) || ':' || substr("time", 18, 2) || '.' || substr(substr("time", 21, max(length("time") - 20 - length(ltrim(substr("time", 20), '.0123456789')), 0)) || '000000000', 1, 9), ''),
  id, mean, "number", good, std_dev, device, quantity, unit)
  WHERE quantity IS NOT NULL OR unit IS NOT NULL;

CREATE INDEX readings_by_device_area_time ON readings (device, area,
  coalesce(coalesce(strftime('%Y-%m-%dT%H:%M', substr("time", 1, 10) || ' ' || substr("time", 12, 5), (-((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) || ' minutes'), '9999-12-31T' || printf('%02d:%02d', (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) / 60, (substr("time", 12, 2) * 60 + substr("time", 15, 2) - ((CASE substr(ltrim(substr("time", 20), '.0123456789'), 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 2, 2) * 60 + substr(replace(ltrim(substr("time", 20), '.0123456789'), ':', ''), 4, 2)))) % 60)) || ':' || substr("time", 18, 2) || '.' || substr(substr("time", 21, max(length("time") - 20 - length(ltrim(substr("time", 20), '.0123456789')), 0)) || '000000000', 1, 9), ''),
  id)
  WHERE device IS NOT NULL;
