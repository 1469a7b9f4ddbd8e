import type { RequestCounts, RequestHits } from '../store.js';
import type { Session } from './connection.js';

/** Windows that ended this long ago are deleted, at most once a minute: longer than any window allowed. */
const KEEP_MS = 2 * 86_400_000;
const PURGE_EVERY_MS = 60_000;

/**
 * Rate-limit counters in rate_limit_windows (migration 020), shared by every process on every
 * machine. The rate limit sends the hits of a whole turn of the event loop at once, so this is one
 * statement per turn, not one per request; an upsert adds to a window atomically, whichever process
 * adds at the same moment.
 */
export class PostgresRequestCounts implements RequestCounts {
  readonly #db: Session;
  #purgedAt = 0;

  constructor(db: Session) {
    this.#db = db;
  }

  async add(entries: readonly RequestHits[]): Promise<number[]> {
    const now = Date.now();
    if (now - this.#purgedAt > PURGE_EVERY_MS) {
      this.#purgedAt = now;
      await this.#db.rows('DELETE FROM rate_limit_windows WHERE window_start < $1', [now - KEEP_MS]);
    }
    const rows = await this.#db.rows<{ client: string; window_start: number; used: number }>(
      `INSERT INTO rate_limit_windows (client, window_start, used)
        SELECT * FROM unnest($1::text[], $2::int8[], $3::int8[])
      ON CONFLICT (client, window_start) DO UPDATE SET used = rate_limit_windows.used + excluded.used
      RETURNING client, window_start, used`,
      [entries.map((entry) => entry.client), entries.map((entry) => entry.windowStart), entries.map((entry) => entry.hits)],
    );
    const totals = new Map(rows.map((row) => [`${row.window_start} ${row.client}`, row.used]));
    return entries.map((entry) => totals.get(`${entry.windowStart} ${entry.client}`) ?? entry.hits);
  }
}
