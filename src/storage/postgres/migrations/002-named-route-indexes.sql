-- 002 (PostgreSQL): indexes for the named routes (issue 3), as SQLite's 002 does for it.
--
-- Time order. fieldlog_instant_key(text) is the key of src/storage/sqlite/instant-key.ts: the instant
-- in UTC at a fixed width, 'YYYY-MM-DDTHH:MM:SS.fffffffff', '' for NULL, with SQLite's spellings at
-- the edges (year -1 as '-001', past 9999-12-31 as hour 24 or later of that day), so a key compares
-- the same on both engines. PostgreSQL's own timestamptz cannot be used: parsing text into it
-- depends on settings (DateStyle, TimeZone), so it is not IMMUTABLE and cannot be indexed. The date
-- arithmetic is Howard Hinnant's days_from_civil and civil_from_days, in integers. The seconds and
-- the fraction are copied, never parsed, so a leap second keeps its place.
-- test/postgres/instant-key.test.ts compares it with SQLite's key.
--
-- Space. A GiST index over each location's point as a geography, on an expression rather than a
-- column, so the table keeps exactly the columns of SQLite's (and INTERFACE.md's). Queries must
-- write the same expression (src/storage/postgres/geography.ts) for the planner to use it.
--
-- Areas. No table of areas as in SQLite: /readings/latest and /readings/summary skip from area to
-- area through readings_by_area_time (a recursive "loose index scan"), and a count kept by triggers
-- would make every insert of an area wait on the one row that counts it.

CREATE FUNCTION fieldlog_instant_key(t text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  tz text;
  digits text;
  offset_minutes integer;
  y integer; m integer; d integer;
  local_minute integer;
  era integer; yoe integer; doy integer; doe integer; mp integer;
  days bigint; total bigint; day_minute integer;
  fraction text;
  year_text text;
BEGIN
  IF t IS NULL THEN RETURN ''; END IF;
  -- After the seconds: '.digits' or nothing, then the offset. Trimming the fraction leaves the offset.
  tz := ltrim(substr(t, 20), '.0123456789');
  digits := replace(tz, ':', '');
  offset_minutes := (CASE substr(tz, 1, 1) WHEN '-' THEN -1 ELSE 1 END)
    * (coalesce(nullif(substr(digits, 2, 2), '')::integer, 0) * 60 + coalesce(nullif(substr(digits, 4, 2), '')::integer, 0));
  y := substr(t, 1, 4)::integer;
  m := substr(t, 6, 2)::integer;
  d := substr(t, 9, 2)::integer;
  local_minute := substr(t, 12, 2)::integer * 60 + substr(t, 15, 2)::integer;
  -- days_from_civil: days since 1970-01-01 of the local date (integer division truncates, as in C).
  IF m <= 2 THEN y := y - 1; END IF;
  era := (CASE WHEN y >= 0 THEN y ELSE y - 399 END) / 400;
  yoe := y - era * 400;
  doy := (153 * (CASE WHEN m > 2 THEN m - 3 ELSE m + 9 END) + 2) / 5 + d - 1;
  doe := yoe * 365 + yoe / 4 - yoe / 100 + doy;
  days := era::bigint * 146097 + doe - 719468;
  total := days * 1440 + local_minute - offset_minutes;
  days := floor(total::numeric / 1440)::bigint;
  day_minute := (total - days * 1440)::integer;
  -- civil_from_days
  days := days + 719468;
  era := (CASE WHEN days >= 0 THEN days ELSE days - 146096 END) / 146097;
  doe := (days - era::bigint * 146097)::integer;
  yoe := (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  y := yoe + era * 400;
  doy := doe - (365 * yoe + yoe / 4 - yoe / 100);
  mp := (5 * doy + 2) / 153;
  d := doy - (153 * mp + 2) / 5 + 1;
  m := CASE WHEN mp < 10 THEN mp + 3 ELSE mp - 9 END;
  IF m <= 2 THEN y := y + 1; END IF;
  fraction := substr(substr(t, 21, greatest(length(t) - 20 - length(tz), 0)) || '000000000', 1, 9);
  IF y > 9999 THEN
    -- As SQLite, whose strftime has no year 10000: hour 24 or later of 9999-12-31, which still sorts
    -- after every earlier key. Only 9999-12-31 with a negative offset gets here.
    local_minute := local_minute - offset_minutes;
    RETURN '9999-12-31T' || lpad((local_minute / 60)::text, 2, '0') || ':' || lpad((local_minute % 60)::text, 2, '0')
      || ':' || substr(t, 18, 2) || '.' || fraction;
  END IF;
  -- printf('%04d') as SQLite's strftime writes a year: -1 is '-001'.
  year_text := CASE WHEN y < 0 THEN '-' || lpad((-y)::text, 3, '0') ELSE lpad(y::text, 4, '0') END;
  RETURN year_text || '-' || lpad(m::text, 2, '0') || '-' || lpad(d::text, 2, '0') || 'T'
    || lpad((day_minute / 60)::text, 2, '0') || ':' || lpad((day_minute % 60)::text, 2, '0')
    || ':' || substr(t, 18, 2) || '.' || fraction;
END
$$;

-- /locations/search and /locations/latest: newest timestamp first, id as the tiebreak.
CREATE INDEX locations_by_time ON locations (fieldlog_instant_key("timestamp") COLLATE "C", id);

-- bbox search and nearby: the point as a geography (see above).
CREATE INDEX locations_by_point ON locations USING gist ((ST_SetSRID(ST_MakePoint(longitude, latitude), 4326)::geography));

-- /readings/{id}/history, /readings/latest, /readings/summary and /readings/search with an area.
CREATE INDEX readings_by_area_time ON readings (area, (fieldlog_instant_key("time") COLLATE "C"), id);

-- /readings/search without a narrow area: newest first across areas.
CREATE INDEX readings_by_time ON readings ((fieldlog_instant_key("time") COLLATE "C"), id);

-- /readings/search with a narrow mean range.
CREATE INDEX readings_by_mean ON readings (mean);
