/**
 * A statement's named parameters written `+:name`, which the statement cache prepares every read
 * with. Once ANALYZE has run (the seed runs it; an operator may), SQLite's sqlite_stat4 lets it
 * estimate a range or an equality on an index from the bound value itself, so it marks the
 * statement to be prepared again whenever that value is bound anew: every run. For a statement that
 * holds the instant key's expression that cost 0.1-0.3 ms a page at a million rows, against 0.02-0.05
 * ms for the page itself (a search through the time index 0.14 → 0.05 ms, one area 0.14 → 0.05 ms, a
 * deep cursor 0.22 → 0.05 ms). A unary + is a no-op on any value and leaves it without affinity, as a
 * bare parameter is; the index still seeks by the expression, but the estimate does not read it.
 */
export const unplanned = (sql: string): string =>
  // Quoted text ('…' and "…") is passed over whole: a colon in it is not a parameter.
  sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|(?<![+\w]):(\w+)/g, (match, name: string | undefined) =>
    name === undefined ? match : `+:${name}`,
  );
