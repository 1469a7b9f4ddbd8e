// The Identity of store.ts (INTERFACE.md §8, issue 17) in SQL both engines accept, over a runner each
// store makes: SQLite reads on its main connection and writes on its writer thread
// (sqlite/identity-sql.ts); PostgreSQL runs both on its primary, never a replica, since a key
// revoked or a person removed must stop working at once. Every statement's text is fixed (no list
// of placeholders that grows with its input), so each is prepared once per connection on either engine.
import { INSERT_KEY_SQL, LIST_KEYS_SQL, newKey } from './api-keys.js';
import type { ApiKeyListing } from './api-keys.js';
import type { FieldValue } from './rows.js';
import type { Identity, KeyRecord, SessionRecord, UserRecord } from './store.js';

/** A session unused this long has expired (issue 17): for the server's check, and what `npm run users -- list` counts by. */
export const SESSION_IDLE_MS = 12 * 3_600_000;
/** A session this old has expired, however much it is used (issue 17). */
export const SESSION_LIFETIME_MS = 7 * 86_400_000;

// Rows no rule can accept any more are deleted now and then, so the tables do not grow for ever: a
// session an hour past either expiry (the hour covers a check that allows for the minute a touch may
// lag), a failed sign-in a day old (throttling counts 15 minutes). At most once a minute per process.
const SESSION_GRACE_MS = 3_600_000;
const FAILURES_KEPT_MS = 86_400_000;
const PURGE_EVERY_MS = 60_000;

/** The statements of Identity, `?` placeholders, on either engine. */
export interface IdentitySql {
  /** A read that sees what any process committed before this turn of the event loop. */
  all<T>(sql: string, params: readonly FieldValue[]): Promise<T[]>;
  /** A write, committed (and on disk) when it resolves. */
  run(sql: string, params: readonly FieldValue[]): Promise<void>;
  /** Writes that are committed together or not at all. */
  runAll(statements: readonly { sql: string; params: readonly FieldValue[] }[]): Promise<void>;
}

export class SqlIdentity implements Identity {
  readonly #sql: IdentitySql;
  #sessionsPurgedAt = 0;
  #failuresPurgedAt = 0;

  constructor(sql: IdentitySql) {
    this.#sql = sql;
  }

  async findKey(hash: string): Promise<KeyRecord | undefined> {
    const [row] = await this.#sql.all<{ name: string; scope: KeyRecord['scope']; hash: string; revoked_at: string | null }>(
      'SELECT name, scope, hash, revoked_at FROM api_keys WHERE hash = ?',
      [hash],
    );
    return row === undefined ? undefined : { name: row.name, scope: row.scope, hash: row.hash, revoked: row.revoked_at !== null };
  }

  async touchKeys(hashes: readonly string[], at: Date): Promise<void> {
    // One statement per key keeps the text fixed; on SQLite they share one group commit anyway.
    const when = at.toISOString();
    await Promise.all(
      [...new Set(hashes)].map((hash) => this.#sql.run('UPDATE api_keys SET last_used_at = ? WHERE hash = ?', [when, hash])),
    );
  }

  listKeys(): Promise<ApiKeyListing[]> {
    return this.#sql.all<ApiKeyListing>(LIST_KEYS_SQL, []);
  }

  async createKey(name: string, scope: KeyRecord['scope']): Promise<{ secret: string; listing: ApiKeyListing } | undefined> {
    const { secret, row } = newKey(name, scope);
    try {
      await this.#sql.run(INSERT_KEY_SQL, [row.name, row.scope, row.prefix, row.hash, row.created_at]);
    } catch (error) {
      // The unique index on live names refused it (each engine words that differently): say so, not 500.
      if ((await this.#liveKey(name)) !== undefined) return undefined;
      throw error;
    }
    const { hash: _hash, ...listing } = row;
    return { secret, listing };
  }

  async revokeKey(name: string): Promise<ApiKeyListing | undefined> {
    const live = await this.#liveKey(name);
    if (live === undefined) return undefined;
    const at = new Date().toISOString();
    await this.#sql.run('UPDATE api_keys SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL', [at, name]);
    return { ...live, revoked_at: at };
  }

  async #liveKey(name: string): Promise<ApiKeyListing | undefined> {
    const [row] = await this.#sql.all<ApiKeyListing>(
      'SELECT name, scope, prefix, created_at, last_used_at, revoked_at FROM api_keys WHERE name = ? AND revoked_at IS NULL',
      [name],
    );
    return row;
  }

  async hasCredentials(): Promise<boolean> {
    const rows = await this.#sql.all('SELECT 1 AS present WHERE EXISTS (SELECT 1 FROM api_keys) OR EXISTS (SELECT 1 FROM users)', []);
    return rows.length > 0;
  }

  async findUser(name: string): Promise<UserRecord | undefined> {
    const [row] = await this.#sql.all<{ name: string; role: UserRecord['role']; password_hash: string }>(
      'SELECT name, role, password_hash FROM users WHERE name = ?',
      [name],
    );
    return row === undefined ? undefined : { name: row.name, role: row.role, passwordHash: row.password_hash };
  }

  async findSession(idHash: string): Promise<SessionRecord | undefined> {
    const [row] = await this.#sql.all<{ user_name: string; role: SessionRecord['role']; created_at: number; last_seen_at: number }>(
      `SELECT s.user_name, u.role, s.created_at, s.last_seen_at
        FROM sessions s JOIN users u ON u.name = s.user_name WHERE s.id_hash = ?`,
      [idHash],
    );
    if (row === undefined) return undefined;
    return { userName: row.user_name, role: row.role, createdAt: Number(row.created_at), lastSeenAt: Number(row.last_seen_at) };
  }

  async createSession(idHash: string, userName: string, at: Date): Promise<void> {
    const now = at.getTime();
    let purge: Promise<void> | undefined;
    if (now - this.#sessionsPurgedAt > PURGE_EVERY_MS) {
      this.#sessionsPurgedAt = now;
      purge = this.#sql.run('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?', [
        now - SESSION_IDLE_MS - SESSION_GRACE_MS,
        now - SESSION_LIFETIME_MS - SESSION_GRACE_MS,
      ]);
    }
    // Only for a person who still exists: a removal between the password check and here leaves no
    // session behind (a session of nobody could otherwise come to life when the name is added again).
    // The casts give PostgreSQL the parameters' types, which a select list does not.
    const insert = this.#sql.run(
      `INSERT INTO sessions (id_hash, user_name, created_at, last_seen_at)
        SELECT ?, name, CAST(? AS BIGINT), CAST(? AS BIGINT) FROM users WHERE name = ?`,
      [idHash, now, now, userName],
    );
    await Promise.all([insert, purge]);
  }

  touchSession(idHash: string, at: Date): Promise<void> {
    return this.#sql.run('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?', [at.getTime(), idHash]);
  }

  deleteSession(idHash: string): Promise<void> {
    return this.#sql.run('DELETE FROM sessions WHERE id_hash = ?', [idHash]);
  }

  async recordSignInFailure(subjects: readonly string[], at: Date): Promise<void> {
    const now = at.getTime();
    let purge: Promise<void> | undefined;
    if (now - this.#failuresPurgedAt > PURGE_EVERY_MS) {
      this.#failuresPurgedAt = now;
      purge = this.#sql.run('DELETE FROM sign_in_failures WHERE at < ?', [now - FAILURES_KEPT_MS]);
    }
    const inserts = subjects.map((subject) => this.#sql.run('INSERT INTO sign_in_failures (subject, at) VALUES (?, ?)', [subject, now]));
    await Promise.all([...inserts, purge]);
  }

  signInFailures(subjects: readonly string[], since: Date): Promise<number[][]> {
    return Promise.all(
      subjects.map(async (subject) => {
        const rows = await this.#sql.all<{ at: number }>('SELECT at FROM sign_in_failures WHERE subject = ? AND at >= ? ORDER BY at', [
          subject,
          since.getTime(),
        ]);
        return rows.map((row) => Number(row.at));
      }),
    );
  }

  clearSignInFailures(subject: string): Promise<void> {
    return this.#sql.run('DELETE FROM sign_in_failures WHERE subject = ?', [subject]);
  }
}
