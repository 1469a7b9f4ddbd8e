// Reading and pruning the change log (issue 19) with SQL both engines take (`?` placeholders; the
// PostgreSQL store numbers them), as identity.ts does. Appends are not here: they belong to the
// transaction of each change (the engines' writes).
import type { IdentitySql } from './identity.js';
import type { NewEvent } from './events.js';
import { EventSignal } from './event-signal.js';
import type { WakeChannel } from './event-signal.js';
import type { ChangeEvent, EventLog, EventLogBounds, EventQuery, StoredEvent } from './store.js';

export type { EventLog, EventLogBounds, EventQuery } from './store.js';

/** A stored event: as appended (NewEvent, data as JSON text), with the id the log gave it. */
type EventRow = NewEvent & { id: number | string };

export class SqlEventLog implements EventLog {
  readonly #sql: IdentitySql;
  readonly #signal: EventSignal;

  /** `pollMs` and `channel`: how another process's appends are noticed (event-signal.ts). */
  constructor(sql: IdentitySql, wake: { pollMs: number; channel?: WakeChannel }) {
    this.#sql = sql;
    this.#signal = new EventSignal({ ...wake, newest: async () => (await this.bounds()).newest });
  }

  watch(listener: () => void): () => void {
    return this.#signal.watch(listener);
  }

  /** This process appended (its write resolved): the watchers look at once. */
  announce(): void {
    this.#signal.announce();
  }

  async list(query: EventQuery): Promise<ChangeEvent[]> {
    const rows = await this.listText(query);
    return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
  }

  async listText(query: EventQuery): Promise<StoredEvent[]> {
    const where = ['id > ?'];
    const params: (string | number)[] = [query.after];
    if (query.through !== undefined) {
      where.push('id <= ?');
      params.push(query.through);
    }
    if (query.collection !== undefined) {
      where.push('collection = ?');
      params.push(query.collection);
    }
    if (query.type !== undefined && query.type !== '*') {
      // `reading.*` is a prefix, compared byte for byte on both engines (SQLite's LIKE ignores case);
      // every other type is exact.
      if (query.type.endsWith('.*')) {
        const prefix = query.type.slice(0, -1);
        where.push('substr(type, 1, ?) = ?');
        params.push(prefix.length, prefix);
      } else {
        where.push('type = ?');
        params.push(query.type);
      }
    }
    params.push(query.limit);
    const rows = await this.#sql.all<EventRow>(
      `SELECT id, type, collection, resource_id, actor, occurred_at, data FROM events WHERE ${where.join(' AND ')} ORDER BY id LIMIT ?`,
      params,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  async bounds(): Promise<EventLogBounds> {
    // The largest committed id, never a sequence's: PostgreSQL's hands out ids to transactions not yet
    // committed, and a client told to go on after one of those would skip it when it commits.
    const [state] = await this.#sql.all<{ newest: number | string | null; pruned_through: number | string }>(
      'SELECT (SELECT max(id) FROM events) AS newest, pruned_through FROM event_log_state',
      [],
    );
    const prunedThrough = Number(state?.pruned_through ?? 0);
    return { newest: Math.max(Number(state?.newest ?? 0), prunedThrough), prunedThrough };
  }

  async prune(before: Date, batch: number): Promise<number> {
    const [found] = await this.#sql.all<{ upto: number | string | null; n: number | string }>(
      `SELECT max(id) AS upto, count(*) AS n FROM (
         SELECT id FROM events WHERE id > (SELECT pruned_through FROM event_log_state) AND occurred_at < ? ORDER BY id LIMIT ?
       ) AS old`,
      [before.toISOString(), batch],
    );
    const count = Number(found?.n ?? 0);
    if (count === 0 || found?.upto === null || found?.upto === undefined) return 0;
    // The mark first: a client asking from before it is told where the log starts, even while the
    // rows are still being removed. Events are appended in time order, so ids up to it are old.
    await this.#sql.run('UPDATE event_log_state SET pruned_through = ? WHERE pruned_through < ?', [Number(found.upto), Number(found.upto)]);
    await this.#sql.run('DELETE FROM events WHERE id <= ?', [Number(found.upto)]);
    return count;
  }
}
