// BACKUP_INTERVAL's grammar: a whole number and one unit, `90s`, `30m`, `6h`, `1d`. No package in
// the tree parses durations strictly (ms accepts "1.5 hours" and "-1d" alike), and four units are
// all a schedule needs, so the grammar is this small and says exactly what it refuses.

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const GRAMMAR = /^([1-9][0-9]{0,6})(s|m|h|d)$/;
/** A backup a second is already more than any disk wants; a year is the longest that means anything. */
const MAX_MS = 366 * UNIT_MS.d;

/** Milliseconds, or a sentence naming the variable and the grammar. */
export function parseDuration(name: string, text: string): number {
  const match = GRAMMAR.exec(text.trim());
  const ms = match === null ? Number.NaN : Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  if (!(ms <= MAX_MS)) {
    throw new Error(`${name} must be a whole number and a unit (s, m, h or d) such as 30m, 6h or 1d, at most 366d, not "${text}"`);
  }
  return ms;
}
