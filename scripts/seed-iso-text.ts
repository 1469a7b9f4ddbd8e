// Date.prototype.toISOString() without a Date: ten million rows of a seed format three instants each,
// and toISOString() took 0.73 µs an instant, a third of the time spent making a row. The date part
// changes once a day, so it is formatted by toISOString() once per day and kept; the time of day is
// integer arithmetic and table look-ups. The text is toISOString()'s, character for character
// (test/unit/scripts/seed-iso-text.test.ts compares them).

const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00Z: from there on toISOString() writes a six-digit year with a sign. */
const YEAR_10000_MS = 253_402_300_800_000;
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/** Formats instants as toISOString() does, with a cache of the days seen ('YYYY-MM-DDT'). */
export function createIsoText(): { iso: (ms: number) => string; isoSeconds: (ms: number) => string } {
  const days = new Map<number, string>();
  const dayText = (day: number): string => {
    let text = days.get(day);
    if (text === undefined) {
      text = new Date(day * DAY_MS).toISOString().slice(0, 11);
      days.set(day, text);
    }
    return text;
  };
  /** 'YYYY-MM-DDTHH:MM:SS' of `ms`, a whole number of milliseconds from 1970 to 9999. */
  const seconds = (ms: number, day: number): string => {
    const second = Math.floor((ms - day * DAY_MS) / 1000);
    return `${dayText(day)}${TWO_DIGITS[Math.floor(second / 3600)]}:${TWO_DIGITS[Math.floor(second / 60) % 60]}:${TWO_DIGITS[second % 60]}`;
  };
  const usual = (ms: number) => Number.isInteger(ms) && ms >= 0 && ms < YEAR_10000_MS;
  return {
    /** new Date(ms).toISOString(). */
    iso: (ms) => {
      if (!usual(ms)) return new Date(ms).toISOString();
      return `${seconds(ms, Math.floor(ms / DAY_MS))}.${THREE_DIGITS[ms % 1000]}Z`;
    },
    /** new Date(ms).toISOString().slice(0, 19): the date and time to the second, no zone. */
    isoSeconds: (ms) => {
      if (!usual(ms)) return new Date(ms).toISOString().slice(0, 19);
      return seconds(ms, Math.floor(ms / DAY_MS));
    },
  };
}
