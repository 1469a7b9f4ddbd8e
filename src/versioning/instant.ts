// Comparing RFC 3339 date-times as instants, for rules such as `from <= to`. Text order is not time
// order once offsets differ: '2026-01-01T00:30:00+01:00' is before '2026-01-01T00:00:00Z'.
//
// Same semantics as the storage key (src/storage/sqlite/instant-key.ts), which a unit test checks value
// for value: the minute is converted to UTC, the seconds are compared as written (60 is a leap
// second and sorts after 59), and fractions are cut to nanoseconds.

export interface Instant {
  /** Whole minutes since 1970-01-01T00:00Z (negative before), offset applied. */
  minute: number;
  /** 'SS.fffffffff': seconds and nine fraction digits, which compare as text. */
  second: string;
}

// What ajv-formats' date-time accepts: 'T', 't' or white space before the time; 'Z', 'z', '±HH',
// '±HHMM' or '±HH:MM' as the offset.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt\s](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2})(?::?(\d{2}))?)$/;

/** Undefined for text that is not a date-time; the validator refuses such text before any rule runs. */
export function readInstant(text: string): Instant | undefined {
  const match = DATE_TIME.exec(text);
  if (match === null) return undefined;
  const [, year, month, day, hour, minute, second, fraction, sign, offsetHours, offsetMinutes] = match;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hour), Number(minute), 0, 0);
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes ?? 0));
  return {
    minute: date.getTime() / 60_000 - offset,
    second: `${second!}.${(fraction ?? '').padEnd(9, '0').slice(0, 9)}`,
  };
}

/** Negative, zero or positive as `a` is before, at or after `b`; undefined if either is not a date-time. */
export function compareInstants(a: string, b: string): number | undefined {
  const left = readInstant(a);
  const right = readInstant(b);
  if (left === undefined || right === undefined) return undefined;
  if (left.minute !== right.minute) return left.minute - right.minute;
  return left.second < right.second ? -1 : left.second > right.second ? 1 : 0;
}
