// The connection pool to PostgreSQL and the one way every PostgreSQL query of the store runs.
//
// Every statement is prepared: pg prepares a named statement once per connection and then only
// binds, so each SQL text gets a short name of its own here. Rows come back either as objects or,
// for the reads that only answer (RowValues), as arrays. bigint comes back as a number: every
// integer Fieldlog stores is within ±(2^53 − 1) (src/versioning/number-bounds.ts), and a count is far
// below that. Anything the database cannot do because it is down, unreachable or too slow becomes
// a StorageUnavailableError (a 503 with a problem detail), never a hung request.
import { createHash } from 'node:crypto';
import type { StorageLogOptions } from '../storage-log.js';
import pg from 'pg';
import { StorageUnavailableError } from '../store.js';
import { describeTarget } from './database-url.js';
import type { PostgresTarget } from './database-url.js';

/** Connections given an 'error' listener of their own (#connect): each once, for its life. */
const GUARDED = new WeakSet<pg.PoolClient>();

export interface PostgresOptions extends StorageLogOptions {
  /** DATABASE_POOL_SIZE: connections this process may hold. 10 by default. */
  poolSize?: number;
  /** How long a request waits for a free connection, or for a new one to open, before a 503. */
  connectTimeoutMs?: number;
  /** How long one statement may run before the server cancels it (statement_timeout) and the request gets a 503. */
  statementTimeoutMs?: number;
  /** DATABASE_READ_URL: a hot standby for the reads that are worth moving (read-replica.ts). */
  readUrl?: string;
}

export const DEFAULT_POOL_SIZE = 10;
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/** Settings of every session, sent at connect (see the pool below for why). */
export const SESSION_SETTINGS = '-c synchronous_commit=on -c jit=off';

const INT8 = 20;
const TYPES = {
  getTypeParser(oid: number, format?: string) {
    if (oid === INT8) return (text: string) => Number(text);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** A connection checked out of the pool, for a transaction. */
export interface Session {
  rows<T = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<T[]>;
  arrays(text: string, values?: readonly unknown[]): Promise<unknown[][]>;
  /** Statements separated by semicolons, without parameters, not prepared: a migration's file. */
  script(sql: string): Promise<void>;
}

export class PostgresPool implements Session {
  readonly target: PostgresTarget;
  readonly #pool: pg.Pool;
  readonly #names = new Map<string, string>();

  constructor(target: PostgresTarget, options: PostgresOptions = {}) {
    this.target = target;
    const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    this.#pool = new pg.Pool({
      connectionString: target.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      // The server cancels a statement past this; the client gives up a little later, for a server
      // that no longer answers at all (a network cut, a stopped host).
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + 2_000,
      // A transaction left open by a bug would hold its locks for ever.
      idle_in_transaction_session_timeout: 60_000,
      application_name: 'fieldlog',
      // synchronous_commit on whatever the server, database or role says: a 201 means the row is
      // flushed to the WAL, and no setting elsewhere may quietly weaken that. JIT compiling pays off
      // for long analytic queries, not for Fieldlog's millisecond ones, where it only adds a compile
      // of tens of milliseconds to a query the planner misjudges as large.
      options: SESSION_SETTINGS,
      types: TYPES,
      keepAlive: true,
    });
    // An idle connection that the server closes (a restart, a failover) is reported here; without a
    // listener it would crash the process. The pool drops it and opens a new one when asked.
    this.#pool.on('error', () => {});
  }

  rows<T = Record<string, unknown>>(text: string, values: readonly unknown[] = []): Promise<T[]> {
    return this.#run(this.#pool, text, values, undefined) as Promise<T[]>;
  }

  arrays(text: string, values: readonly unknown[] = []): Promise<unknown[][]> {
    return this.#run(this.#pool, text, values, 'array') as Promise<unknown[][]>;
  }

  /**
   * Runs `work` in one transaction on one connection: COMMIT when it resolves, ROLLBACK when it
   * throws (and the error goes on). A connection that failed is not given back to the pool.
   */
  async transaction<T>(work: (session: Session) => Promise<T>): Promise<T> {
    const client = await this.#connect();
    const session: Session = {
      rows: <R>(text: string, values: readonly unknown[] = []) => this.#run(client, text, values, undefined) as Promise<R[]>,
      arrays: (text: string, values: readonly unknown[] = []) => this.#run(client, text, values, 'array') as Promise<unknown[][]>,
      script: (sql: string) => this.#script(client, sql),
    };
    let broken: Error | undefined;
    try {
      await this.#run(client, 'BEGIN', [], undefined);
      const result = await work(session);
      await this.#run(client, 'COMMIT', [], undefined);
      return result;
    } catch (error) {
      broken = error as Error;
      if (!(error instanceof StorageUnavailableError)) {
        try {
          await client.query('ROLLBACK');
          broken = undefined;
        } catch {
          // The connection is gone with the transaction; release(broken) drops it.
        }
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  script(sql: string): Promise<void> {
    return this.#script(this.#pool, sql);
  }

  /** Connections open, idle among them, and queries waiting for one (for /metrics). */
  counts(): { total: number; idle: number; waiting: number } {
    return { total: this.#pool.totalCount, idle: this.#pool.idleCount, waiting: this.#pool.waitingCount };
  }

  /** Ends every connection once the queries in flight have finished. */
  end(): Promise<void> {
    return this.#pool.end();
  }

  async #connect(): Promise<pg.PoolClient> {
    let client: pg.PoolClient;
    try {
      client = await this.#pool.connect();
    } catch (error) {
      throw toStorageError(error, this.target);
    }
    // pg-pool listens for a connection's 'error' only while it is idle. A connection held by a
    // transaction that the server ends between two queries (an administrator's pg_terminate_backend,
    // a failover, DROP DATABASE … WITH (FORCE)) would emit it with no listener, an uncaught exception
    // that ended the process. Heard here, it is only noted: the transaction's next query fails, and
    // release(broken) drops the connection.
    if (!GUARDED.has(client)) {
      GUARDED.add(client);
      client.on('error', () => {});
    }
    return client;
  }

  async #run(on: pg.Pool | pg.PoolClient, text: string, values: readonly unknown[], rowMode: 'array' | undefined): Promise<unknown[]> {
    const config: pg.QueryConfig & { rowMode?: 'array' } = { text, values: values as unknown[], name: this.#nameOf(text) };
    if (rowMode !== undefined) config.rowMode = rowMode;
    try {
      const result = await on.query(config);
      return result.rows;
    } catch (error) {
      throw toStorageError(error, this.target);
    }
  }

  async #script(on: pg.Pool | pg.PoolClient, sql: string): Promise<void> {
    try {
      await on.query(sql);
    } catch (error) {
      throw toStorageError(error, this.target);
    }
  }

  #nameOf(text: string): string | undefined {
    // BEGIN and COMMIT have no parameters to bind; preparing them would only add a round of messages.
    if (text === 'BEGIN' || text === 'COMMIT') return undefined;
    let name = this.#names.get(text);
    if (name === undefined) {
      name = `f${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
      this.#names.set(text, name);
    }
    return name;
  }
}

// SQLSTATE classes and codes that say the database, not the request, is the trouble: connection
// exceptions (08), operator intervention (57: shutdown, crash, cancel by statement_timeout),
// insufficient resources (53: too many connections, disk full) and a standby that cannot take a
// write right now (25006 on a read-only transaction is a programmer error; not listed).
const UNAVAILABLE_CLASSES = ['08', '57', '53'];
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// pg's own words for a connection that ended or never came.
const NETWORK_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Client was closed',
  'Cannot use a pool after calling end',
];

/** A StorageUnavailableError for faults of the database or the way to it; other errors as they are. */
export function toStorageError(error: unknown, target: PostgresTarget): unknown {
  if (error instanceof StorageUnavailableError || !(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  const unavailable =
    (typeof code === 'string' && (UNAVAILABLE_CLASSES.includes(code.slice(0, 2)) || NETWORK_CODES.has(code))) ||
    NETWORK_MESSAGES.some((words) => error.message.includes(words));
  if (!unavailable) return error;
  return new StorageUnavailableError(`PostgreSQL at ${describeTarget(target)} is unavailable: ${error.message}`, { cause: error });
}
