// Retention's deletes on SQLite (issue 21), behind the store: see retention-sql.ts for the SQL.
import type Database from 'better-sqlite3';
import type { RetainedCollection, RetentionDeletes, RetentionFilter } from '../retention.js';
import type { ReadSnapshot } from './read-snapshot.js';
import { RetentionBatch, countSql, retentionWhere } from './retention-sql.js';
import type { WriterThread } from './writer/writer-thread.js';

/**
 * The SQLite engine's RetentionDeletes: counts on this thread's connection (in the turn's read
 * snapshot), batches on the writer thread, as one write of a group, or here in a transaction of
 * their own without one. `announce` wakes the live streams after a batch that appended events.
 */
export class SqliteRetentionDeletes implements RetentionDeletes {
  readonly #db: Database.Database;
  readonly #snapshot: ReadSnapshot | undefined;
  readonly #thread: WriterThread | undefined;
  readonly #inline: RetentionBatch;
  readonly #announce: () => void;

  constructor(db: Database.Database, snapshot: ReadSnapshot | undefined, thread: WriterThread | undefined, announce: () => void) {
    this.#db = db;
    this.#snapshot = snapshot;
    this.#thread = thread;
    this.#inline = new RetentionBatch(db);
    this.#announce = announce;
  }

  async count(collection: RetainedCollection, filter: RetentionFilter): Promise<number> {
    const { where, params } = retentionWhere(collection, filter);
    this.#snapshot?.enter();
    const row = this.#db.prepare(countSql(collection, where)).get(params) as { n: number };
    return row.n;
  }

  async deleteBatch(collection: RetainedCollection, filter: RetentionFilter, limit: number, actor: string | null): Promise<number> {
    const where = retentionWhere(collection, filter);
    const removed =
      this.#thread === undefined
        ? this.#db.transaction(() => this.#inline.run(collection, where, limit, actor))()
        : await this.#thread.write({ op: 'delete-matching', collection, where, limit, actor });
    if (removed > 0) this.#announce();
    return removed;
  }
}
