// PostgreSQL's text cannot hold U+0000 (SQLite's can), and refuses a parameter with one, where
// SQLite simply finds nothing. No row has such an id, since every id is made by createId() (ids.ts),
// so a lookup by one is answered "not found" without asking, the same as on SQLite.

/** False for text no PostgreSQL text column can hold. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000');
}
