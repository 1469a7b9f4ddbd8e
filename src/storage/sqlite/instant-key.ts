// The sort key of a stored RFC 3339 date-time, as an SQL expression over its column.
//
// `time` and `timestamp` are stored exactly as the client sent them, offsets included, so text order
// is not time order ('2026-01-01T00:30:00+01:00' is earlier than '2026-01-01T00:00:00Z'). The key is
// the same instant in UTC at a fixed width, 'YYYY-MM-DDTHH:MM:SS.fffffffff', which sorts as text.
//
// It is an index on an expression, not a stored column: the tables keep exactly the columns of
// INTERFACE.md (tests and tools read them with SELECT *), the key cannot drift from its source, and
// no write path needs to know about it. SQLite uses such an index only for a query whose expression
// is the same tree, so queries build it here, and migration 002 holds the same text (a test checks).
//
// Input is what the validator's date-time accepts: 'T', 't' or a space before the time; seconds up
// to 60 (a leap second); any number of fraction digits (cut to nanoseconds); 'Z', 'z', '±HH',
// '±HHMM' or '±HH:MM'. The seconds and fraction are copied, never parsed, so a leap second keeps its
// place; only the minute goes through strftime. Two SQLite limits are worked around:
// - a '±HH:MM' suffix is refused past ±14:00, so the offset is applied as an 'N minutes' modifier;
// - strftime answers NULL past year 9999, which '9999-12-31T23:30:00-01:00' reaches; that instant is
//   written as hour 24 or later of 9999-12-31, which still sorts after every earlier key.
// Year -1 (from '0000-01-01T00:30:00+01:00') comes out as '-001-12-31T…', before every '0000-…'.

/** The key as text in UTC; '' for NULL, so a location without a timestamp sorts last, newest first. */
export function instantKeySql(column: string): string {
  const c = column;
  // After the seconds: '.digits' or nothing, then the offset. Trimming the fraction leaves the offset.
  const tz = `ltrim(substr(${c}, 20), '.0123456789')`;
  const digits = `replace(${tz}, ':', '')`;
  // 'Z' has no digits: '' is 0 in SQLite arithmetic, so it needs no case of its own.
  const offset = `((CASE substr(${tz}, 1, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(${digits}, 2, 2) * 60 + substr(${digits}, 4, 2)))`;
  const local = `substr(${c}, 1, 10) || ' ' || substr(${c}, 12, 5)`;
  const utcMinuteOfDay = `(substr(${c}, 12, 2) * 60 + substr(${c}, 15, 2) - ${offset})`;
  const pastYear9999 = `'9999-12-31T' || printf('%02d:%02d', ${utcMinuteOfDay} / 60, ${utcMinuteOfDay} % 60)`;
  const minute = `coalesce(strftime('%Y-%m-%dT%H:%M', ${local}, (-${offset}) || ' minutes'), ${pastYear9999})`;
  const fraction = `substr(substr(${c}, 21, max(length(${c}) - 20 - length(${tz}), 0)) || '000000000', 1, 9)`;
  return `coalesce(${minute} || ':' || substr(${c}, 18, 2) || '.' || ${fraction}, '')`;
}

/** The key expression of each collection's time field, quoted as migration 002 writes it. */
export const TIMESTAMP_KEY = instantKeySql('"timestamp"');
export const TIME_KEY = instantKeySql('"time"');
