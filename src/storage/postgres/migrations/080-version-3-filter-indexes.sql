-- 080 (PostgreSQL): indexes for the version 3 filters and the summary per unit (issue 18), as
-- SQLite's 080 has them for it, but for one difference.
--
-- readings_by_area_unit_time holds every reading, in order of area, quantity, unit (NULL as '',
-- which no quantity or unit can be, so readings written through versions 1 and 2 come first in
-- their area) and time. /readings/summary sums each area's groups in that order, and reads each
-- group's readings in the time range again for SS with a seek. SQLite's is partial (its summary
-- reads the readings without quantity and unit through readings_by_area_time, whose prefix is
-- PostgreSQL's too); PostgreSQL, with LATERAL, walks every group of an area through this one.
-- No column needs COLLATE: quantity and unit are COLLATE "C" (070), and coalesce keeps it.
--
-- readings_by_device_area_time: /readings/latest?device= seeks a device's newest reading in each
-- area, /readings/search?device= reads a device's readings, /readings/summary?device= skips the
-- areas where the device has none.

CREATE INDEX readings_by_area_unit_time ON readings (area, (coalesce(quantity, '')), (coalesce(unit, '')),
  (fieldlog_instant_key("time") COLLATE "C"), id);

CREATE INDEX readings_by_device_area_time ON readings (device, area, (fieldlog_instant_key("time") COLLATE "C"), id)
  WHERE device IS NOT NULL;
