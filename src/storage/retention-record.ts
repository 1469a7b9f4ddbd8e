// The record of retention's runs and the schedule's lease (issue 21, migration 130), in SQL both
// engines take, as the event log's (event-log.ts); the deletes themselves are each engine's.
import type { IdentitySql } from './identity.js';
import type { RetainedCollection, RetentionDeletes, RetentionFilter, RetentionRun, RetentionStore } from './retention.js';

type RunRow = Omit<RetentionRun, 'id' | 'removed' | 'batches'> & {
  id: number | string;
  removed: number | string;
  batches: number | string;
};

/** The record and the lease, in SQL both engines take (`?` placeholders, as identity.ts writes). */
export class SqlRetentionStore implements RetentionStore {
  readonly #sql: IdentitySql;
  readonly #deletes: RetentionDeletes;

  constructor(sql: IdentitySql, deletes: RetentionDeletes) {
    this.#sql = sql;
    this.#deletes = deletes;
  }

  count(collection: RetainedCollection, filter: RetentionFilter): Promise<number> {
    return this.#deletes.count(collection, filter);
  }

  deleteBatch(collection: RetainedCollection, filter: RetentionFilter, limit: number, actor: string | null): Promise<number> {
    return this.#deletes.deleteBatch(collection, filter, limit, actor);
  }

  async begin(run: Pick<RetentionRun, 'collection' | 'trigger' | 'actor' | 'filter'>, at: Date): Promise<number> {
    // The id is read back by a token of this run alone: RETURNING through the writer thread answers
    // only a count, and max(id) could be another process's run.
    const token = `${at.toISOString()} ${process.pid} ${Math.random().toString(36).slice(2)}`;
    await this.#sql.run(
      `INSERT INTO retention_runs (collection, trigger_kind, actor, filter, started_at, removed, batches, state, token)
       VALUES (?, ?, ?, ?, ?, 0, 0, 'running', ?)`,
      [run.collection, run.trigger, run.actor, run.filter, at.toISOString(), token],
    );
    const [row] = await this.#sql.all<{ id: number | string }>('SELECT id FROM retention_runs WHERE token = ?', [token]);
    return Number(row!.id);
  }

  async progress(
    id: number,
    update: Pick<RetentionRun, 'removed' | 'batches' | 'state'> & { error?: string | null },
    at: Date,
  ): Promise<void> {
    await this.#sql.run('UPDATE retention_runs SET removed = ?, batches = ?, state = ?, error = ?, finished_at = ? WHERE id = ?', [
      update.removed,
      update.batches,
      update.state,
      update.error ?? null,
      update.state === 'running' ? null : at.toISOString(),
      id,
    ]);
  }

  async runs(limit: number): Promise<RetentionRun[]> {
    const rows = await this.#sql.all<RunRow & { trigger_kind: RetentionRun['trigger'] }>(
      `SELECT id, collection, trigger_kind, actor, filter, started_at, finished_at, removed, batches, state, error
       FROM retention_runs ORDER BY id DESC LIMIT ?`,
      [limit],
    );
    return rows.map(({ trigger_kind, ...row }) => ({
      ...row,
      trigger: trigger_kind,
      id: Number(row.id),
      removed: Number(row.removed),
      batches: Number(row.batches),
    }));
  }

  async claim(owner: string, now: Date, until: Date): Promise<boolean> {
    // One row, made by the migration: taken when free, run out, or already ours.
    await this.#sql.run('UPDATE retention_lease SET owner = ?, until = ? WHERE name = ? AND (owner IS NULL OR owner = ? OR until < ?)', [
      owner,
      until.toISOString(),
      'schedule',
      owner,
      now.toISOString(),
    ]);
    const [lease] = await this.#sql.all<{ owner: string | null }>('SELECT owner FROM retention_lease WHERE name = ?', ['schedule']);
    return lease?.owner === owner;
  }

  async release(owner: string): Promise<void> {
    await this.#sql.run('UPDATE retention_lease SET owner = NULL, until = NULL WHERE name = ? AND owner = ?', ['schedule', owner]);
  }
}
