// The database a test's server runs on, on the engine of the pass (issue 16): FIELDLOG_TEST_ENGINE is
// `sqlite` (the default: a file in a folder of its own) or `postgres` (a fresh, empty database of its
// own on the cluster FIELDLOG_TEST_POSTGRES_URL names, from test/support/postgres-database.ts). scripts/test.sh
// runs the HTTP suite once per engine. Tests read and write rows only through the helpers here, in SQL
// that both engines accept: `?` placeholders, columns as in src/storage/columns.ts (the tables have
// the same columns on both), no rowid, no SQLite or PostgreSQL functions beyond count(*).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createThrowAwayDatabase } from './postgres-database.js';

export type TestEngine = 'sqlite' | 'postgres';

/** The engine of this pass: FIELDLOG_TEST_ENGINE, `sqlite` when unset. */
export function testEngine(): TestEngine {
  const given = process.env.FIELDLOG_TEST_ENGINE;
  if (given === undefined || given === '' || given === 'sqlite') return 'sqlite';
  if (given === 'postgres') return 'postgres';
  throw new Error(`FIELDLOG_TEST_ENGINE must be sqlite or postgres, not "${given}"`);
}

export interface Statement {
  sql: string;
  params: readonly unknown[];
}

export interface TestDatabase {
  readonly engine: TestEngine;
  /** What the server is given as DATABASE_URL: the SQLite file's path, or postgres://… naming this database. */
  readonly url: string;
  /** Every row a query answers, on a connection of the test's own (read-only on SQLite). `?` placeholders. */
  rows<Row = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<Row[]>;
  /** The first row a query answers, or undefined. */
  row<Row = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<Row | undefined>;
  /** How many rows a table holds, as a number. */
  count(table: string): Promise<number>;
  /** Runs the statements in one transaction on a writing connection of its own, beside the server's. */
  writeAll(statements: readonly Statement[]): Promise<void>;
  /** Closes the test's connections; the database stays, so a server can be stopped and started on it. */
  disconnect(): Promise<void>;
  /** Closes the test's connections and removes the database (the file's folder, or DROP DATABASE). */
  drop(): Promise<void>;
}

/** A new, empty database on the engine of the pass (or the one named); the server creates its tables. */
export async function createTestDatabase(engine: TestEngine = testEngine()): Promise<TestDatabase> {
  return engine === 'postgres' ? createPostgresDatabase() : createSqliteDatabase();
}

function createSqliteDatabase(): TestDatabase {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-test-'));
  const path = join(folder, 'test.db');
  let reader: Database.Database | undefined;
  const read = () => {
    reader ??= new Database(path, { readonly: true, fileMustExist: true });
    return reader;
  };
  const database: TestDatabase = {
    engine: 'sqlite',
    url: path,
    async rows<Row>(sql: string, ...params: unknown[]) {
      return read()
        .prepare(sql)
        .all(...params) as Row[];
    },
    async row<Row>(sql: string, ...params: unknown[]) {
      return read()
        .prepare(sql)
        .get(...params) as Row | undefined;
    },
    async count(table) {
      return Number((await database.row<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n);
    },
    async writeAll(statements) {
      const writer = new Database(path, { fileMustExist: true });
      try {
        writer.pragma('busy_timeout = 5000');
        writer.transaction(() => {
          for (const { sql, params } of statements) writer.prepare(sql).run(...params);
        })();
      } finally {
        writer.close();
      }
    },
    async disconnect() {
      reader?.close();
      reader = undefined;
    },
    async drop() {
      await database.disconnect();
      rmSync(folder, { recursive: true, force: true });
    },
  };
  return database;
}

// bigint (count(*), and the integer columns good, number and seen) and numeric (arithmetic on them)
// arrive as numbers, as SQLite gives them; double precision already does.
const BIGINT_OID = 20;
const NUMERIC_OID = 1700;
const TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === BIGINT_OID || oid === NUMERIC_OID) return (text: string) => Number(text);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** `?` placeholders as `$1`, `$2`, …; a `?` inside a quoted string or name stays. */
export function numberedPlaceholders(sql: string): string {
  let out = '';
  let quote: string | undefined;
  let next = 1;
  for (const char of sql) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else if (char === '?') {
      out += `$${next++}`;
    } else {
      out += char;
    }
  }
  return out;
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const created = await createThrowAwayDatabase();
  const url = created.url;
  let pool: pg.Pool | undefined;
  const connection = () => {
    if (pool === undefined) {
      pool = new pg.Pool({ connectionString: url, max: 2, types: TYPES });
      // An idle connection the server ends (DROP … WITH (FORCE), a restart of the cluster) must not
      // end the test process; the next query opens a new one.
      pool.on('error', () => {});
    }
    return pool;
  };
  const database: TestDatabase = {
    engine: 'postgres',
    url,
    async rows<Row>(sql: string, ...params: unknown[]) {
      return (await connection().query(numberedPlaceholders(sql), params)).rows as Row[];
    },
    async row<Row>(sql: string, ...params: unknown[]) {
      return (await database.rows<Row>(sql, ...params))[0];
    },
    async count(table) {
      return Number((await database.row<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n);
    },
    async writeAll(statements) {
      const client = await connection().connect();
      try {
        await client.query('BEGIN');
        for (const { sql, params } of statements) await client.query(numberedPlaceholders(sql), [...params]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async disconnect() {
      const open = pool;
      pool = undefined;
      await open?.end();
    },
    async drop() {
      await database.disconnect();
      await created.drop();
    },
  };
  return database;
}
