import { COLLECTION_NAMES, getColumns } from '../columns.js';
import type { NamedQueries } from '../queries.js';
import { SqlIdentity } from '../identity.js';
import { SqlWebhookStore } from '../webhooks.js';
import { SqlRetentionStore } from '../retention-record.js';
import type { RetentionStore } from '../retention.js';
import { PostgresRetentionDeletes } from './retention.js';
import type { WebhookStore } from '../webhooks.js';
import type { FieldValue } from '../rows.js';
import type { CollectionName, CollectionStore, Identity, ReferenceReads, RequestCounts, StorageFigures, Store } from '../store.js';
import { SqlReferenceReads, guardReferences } from '../references.js';
import { SqlEventLog } from '../event-log.js';
import type { EventLog } from '../event-log.js';
import { announceWrites } from '../event-signal.js';
import { listenForEvents } from './event-channel.js';
import type { IdentitySql } from '../identity.js';
import { PostgresCollection } from './collection.js';
import { PostgresPool } from './connection.js';
import type { PostgresOptions } from './connection.js';
import { describeTarget, readPostgresUrl } from './database-url.js';
import type { PostgresTarget } from './database-url.js';
import { PostgresDeviceQueries } from './device-queries.js';
import { PostgresLocationQueries } from './location-queries.js';
import { migratePostgres } from './migrate.js';
import { logMigrations } from '../storage-log.js';
import { numberPlaceholders } from './parameters.js';
import { PostgresReadingQueries } from './reading-queries.js';
import { PostgresRequestCounts } from './request-counts.js';
import { ReadRouter } from './read-replica.js';

export type { PostgresOptions } from './connection.js';

/**
 * Opens the PostgreSQL store a postgres:// URL names: checks that the server answers and lets this
 * user in, that PostGIS is there (or enables it), and applies pending migrations under a lock. Each
 * failure stops the start with a sentence that names which, and never the password.
 */
export async function openPostgresStore(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
  const target = readPostgresUrl(url);
  const pool = new PostgresPool(target, options);
  let replica: PostgresPool | undefined;
  try {
    await reach(pool, target);
    const started = performance.now();
    logMigrations(options.log, 'postgres', await migratePostgres(pool), performance.now() - started);
    if (options.readUrl !== undefined) replica = await openReplica(options.readUrl, options);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return new PostgresStore(pool, replica);
}

/** The standby of DATABASE_READ_URL, checked at start: it answers, and it is a standby (else it would be a second primary, and no replica at all). */
async function openReplica(url: string, options: PostgresOptions): Promise<PostgresPool> {
  let target: PostgresTarget;
  try {
    target = readPostgresUrl(url);
  } catch (error) {
    throw new Error((error as Error).message.replace(/DATABASE_URL/g, 'DATABASE_READ_URL'));
  }
  const replica = new PostgresPool(target, options);
  try {
    try {
      await replica.rows('SELECT 1');
    } catch (error) {
      throw new Error(`${whyNotConnected(error, target)} (DATABASE_READ_URL names ${describeTarget(target)}).`, { cause: error });
    }
    const [state] = await replica.rows<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
    if (!state!.standby) {
      throw new Error(
        `DATABASE_READ_URL names ${describeTarget(target)}, which is not a standby (pg_is_in_recovery() is false); name a hot standby of the DATABASE_URL server, or leave it unset.`,
      );
    }
    return replica;
  } catch (error) {
    await replica.end().catch(() => {});
    throw error;
  }
}

/** `npm run migrate`: the same checks and migrations as a start, then the connections close. */
export async function migratePostgresDatabase(url: string): Promise<string[]> {
  const target = readPostgresUrl(url);
  const pool = new PostgresPool(target, { poolSize: 1 });
  try {
    await reach(pool, target);
    return await migratePostgres(pool);
  } finally {
    await pool.end().catch(() => {});
  }
}

/** The safety net under NOTIFY: how late a wake-up lost with the listening connection comes, at most. */
const EVENT_POLL_MS = 1_000;

export class PostgresStore implements Store {
  readonly kind = 'postgres';
  readonly #pool: PostgresPool;
  readonly #replica: PostgresPool | undefined;
  /** Where lists and named routes read when a standby is configured; absent without one. */
  readonly readRouter: ReadRouter | undefined;
  readonly #collections: Map<CollectionName, PostgresCollection>;
  readonly queries: NamedQueries;
  readonly requestCounts: RequestCounts;
  readonly identity: Identity;
  readonly references: ReferenceReads;
  readonly webhooks: WebhookStore;
  readonly events: EventLog;
  readonly retention: RetentionStore;
  readonly #guarded: Map<CollectionName, CollectionStore>;
  readonly figures: StorageFigures;
  #closing: Promise<void> | undefined;

  /** Use openPostgresStore(), which migrates first. */
  constructor(pool: PostgresPool, replica?: PostgresPool) {
    this.#pool = pool;
    this.#replica = replica;
    this.readRouter = replica === undefined ? undefined : new ReadRouter(pool, replica);
    const reads = this.readRouter?.session() ?? pool;
    this.#collections = new Map(COLLECTION_NAMES.map((name) => [name, new PostgresCollection(pool, name, reads)]));
    // On the primary: a refused write is explained by what is there now, not by a standby's past.
    this.references = new SqlReferenceReads({
      all: <T>(sql: string, params: readonly FieldValue[]) => pool.rows<T>(numberPlaceholders(sql), params),
    });

    this.queries = {
      locations: new PostgresLocationQueries(reads),
      readings: new PostgresReadingQueries(reads),
      devices: new PostgresDeviceQueries(reads),
    };
    this.requestCounts = new PostgresRequestCounts(pool);
    // On the primary, never the replica: a key revoked or a person removed must stop working at once.
    const sql: IdentitySql = {
      all: <T>(text: string, params: readonly FieldValue[]) => pool.rows<T>(numberPlaceholders(text), params),
      run: async (text, params) => {
        await pool.rows(numberPlaceholders(text), params);
      },
      runAll: (statements) =>
        pool.transaction(async (session) => {
          for (const one of statements) await session.rows(numberPlaceholders(one.sql), one.params);
        }),
    };
    this.identity = new SqlIdentity(sql);
    this.webhooks = new SqlWebhookStore(sql);
    // On the primary too: a client that resumes must never be sent back in time by a lagging standby.
    // NOTIFY wakes the streams of every process; the poll is the safety net for a lost connection.
    const events = new SqlEventLog(sql, { pollMs: EVENT_POLL_MS, channel: listenForEvents(pool.target) });
    this.events = events;
    const announce = () => events.announce();
    this.retention = new SqlRetentionStore(sql, new PostgresRetentionDeletes(pool, announce));
    this.#guarded = new Map(
      COLLECTION_NAMES.map((name) => [
        name,
        announceWrites(guardReferences(name, this.#collections.get(name)!, this.references), announce),
      ]),
    );
    this.figures = {
      pools: () => [{ pool: 'primary', ...pool.counts() }, ...(replica === undefined ? [] : [{ pool: 'replica', ...replica.counts() }])],
    };
  }

  collection(name: CollectionName): CollectionStore {
    getColumns(name); // throws a sentence for a name that is not a collection
    return this.#guarded.get(name)!;
  }

  async check(): Promise<void> {
    if (this.#closing !== undefined) throw new Error('The PostgreSQL store is closed.');
    await this.#pool.rows('SELECT 1 FROM schema_migrations LIMIT 1');
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      // Every create asked for before close() is committed and answered first.
      await Promise.all([...this.#collections.values()].map((collection) => collection.drained()));
      await Promise.all([this.#pool.end(), this.#replica?.end()]);
    })();
    return this.#closing;
  }
}

/** One query before anything else, so that each way of not getting in has its own sentence. */
async function reach(pool: PostgresPool, target: PostgresTarget): Promise<void> {
  const where = describeTarget(target);
  try {
    await pool.rows('SELECT 1');
  } catch (error) {
    throw new Error(`${whyNotConnected(error, target)} (DATABASE_URL names ${where}).`, { cause: error });
  }
  const [postgis] = await pool.rows<{ installed: boolean; available: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'postgis') AS installed,
      EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'postgis') AS available`,
  );
  if (postgis!.installed) return;
  if (!postgis!.available) {
    throw new Error(
      `PostgreSQL at ${where} has no PostGIS: the spatial routes need it. Install it on the database server (Debian: apt-get install postgresql-15-postgis-3), then start again.`,
    );
  }
  try {
    await pool.script('CREATE EXTENSION IF NOT EXISTS postgis');
  } catch (error) {
    throw new Error(
      `PostGIS is installed on the server but not enabled in database ${target.database}, and user ${target.user} may not enable it (${(error as Error).message}): run CREATE EXTENSION postgis; there as its owner or a superuser.`,
      { cause: error },
    );
  }
}

function whyNotConnected(error: unknown, target: PostgresTarget): string {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const code = (cause as { code?: unknown }).code;
  const message = (cause as Error).message ?? String(cause);
  switch (code) {
    case 'ECONNREFUSED':
      return `PostgreSQL is not accepting connections at ${target.host}:${target.port} (connection refused): is it running, on that port?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The PostgreSQL host "${target.host}" cannot be found (DNS)`;
    case '28P01':
    case '28000':
      return `PostgreSQL refused user "${target.user}": authentication failed; check the user and password`;
    case '3D000':
      return `PostgreSQL has no database "${target.database}"; create it (createdb ${target.database}) or name another`;
    default:
      if (/timeout/i.test(message)) return `PostgreSQL at ${target.host}:${target.port} did not answer in time`;
      return `Could not connect to PostgreSQL: ${message}`;
  }
}
