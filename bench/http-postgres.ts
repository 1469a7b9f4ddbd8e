// The PostgreSQL side of bench/http.bench.ts (--engine postgres, issue 16): one template database per
// bench run, made by Fieldlog's own migrations (migrateDatabase, as `npm run migrate` does) and filled
// with the very rows of the SQLite bench file; a fresh database copied from it for every (scenario,
// server, run), dropped after; and where the CPU went while a run was measured: the server, the
// PostgreSQL backends serving it, the rest of PostgreSQL, the load generator, this harness, other work.
//
// The cluster: FIELDLOG_TEST_POSTGRES_URL when set, else a throw-away one of its own
// (bench/pg-clients/cluster.ts, scripts/postgres-cluster.sh), stopped when the bench ends. The CPU
// figures of PostgreSQL need the cluster on this machine (they are read from /proc); elsewhere they
// are reported as missing.
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { migrateDatabase, openApiKeys } from '../src/storage/index.js';
import { insertSql } from '../src/storage/postgres/insert-groups.js';
import { columnArrays } from '../src/storage/postgres/parameters.js';
import { selectRow } from '../src/storage/row-sql.js';
import type { FieldValue } from '../src/storage/rows.js';
import { openBenchDatabase } from './pg-clients/cluster.js';
import type { BenchDatabase } from './pg-clients/cluster.js';
import { processTree, readCoreTimes, readCpuSeconds, readParentPid, readWaitedChildrenCpuSeconds } from './server-process.js';

/** Every database this bench makes is named so; the number after it is the bench's pid. */
const PREFIX = 'fieldlog_bench_http_';
/** Rows per INSERT while the template is filled. */
const LOAD_CHUNK = 5000;

export interface CpuUsage {
  /** Seconds of wall time measured. */
  wall: number;
  /** CPU seconds of the server's processes (a WORKERS=N primary and its workers together). */
  server: number;
  /** Of which in the kernel (system time): mostly the socket reads and writes. */
  serverSystem: number;
  /** CPU seconds of the PostgreSQL backends connected to the run's database: the queries' own work. */
  backends: number | undefined;
  /** CPU seconds of the rest of PostgreSQL: the postmaster, WAL writer, checkpointer, other backends. */
  postgresOther: number | undefined;
  /** CPU seconds of the load generator (its process ends with the run and is waited for). */
  client: number;
  /** CPU seconds of this process. */
  harness: number;
  /** CPU seconds of every core, busy (user, system, irq, softirq, steal), and their total time. */
  machineBusy: number;
  machineTotal: number;
  /** CPU the above does not account for: other processes, kernel work billed to none (loopback TCP in softirq). */
  other: number;
}

export interface Meter {
  stop(): Promise<CpuUsage>;
}

export interface PostgresBench {
  /** Where the cluster came from, for the report (never the password). */
  origin: string;
  /** The secret of the API key of write scope in the template, so in every copy (issue 17). */
  apiKey: string;
  /** A new database copied from the template: its URL and name. */
  freshDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }>;
  /** Starts measuring CPU for a run of `server` on database `name`. */
  meter(name: string, serverCpu: () => { user: number; system: number }): Promise<Meter>;
  /** PostgreSQL's version and its settings that bear on the figures. */
  describe(): Promise<string>;
  /** Drops the template and stops a throw-away cluster. */
  close(): Promise<void>;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when `pid` is a PostgreSQL process of this machine (a remote cluster's pids mean nothing here). */
function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
  } catch {
    return false;
  }
}

/**
 * Opens the cluster, drops databases left by a bench that did not finish, and makes the template:
 * Fieldlog's migrations, then the SQLite bench file's locations, row for row, then VACUUM ANALYZE,
 * then one API key of write scope (issue 17), made by Fieldlog's own openApiKeys().
 */
export async function openPostgresBench(sqliteTemplate: string, rows: number): Promise<PostgresBench> {
  const cluster: BenchDatabase = openBenchDatabase();
  const admin = new pg.Client({ connectionString: cluster.url, application_name: 'fieldlog-bench-admin' });
  try {
    await admin.connect();
  } catch (error) {
    cluster.stop();
    throw new Error(`Cannot reach PostgreSQL from ${cluster.origin}: ${(error as Error).message}`);
  }
  // Every PostgreSQL process is a child of the postmaster, the parent of this connection's backend.
  const { rows: own } = await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const postmaster = isPostgresProcess(own[0]!.pid) ? readParentPid(own[0]!.pid) : undefined;
  const existing = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PREFIX}%`]);
  for (const { datname } of existing.rows) {
    const owner = Number(/^(\d+)_/.exec(datname.slice(PREFIX.length))?.[1]);
    if (Number.isInteger(owner) && !alive(owner)) await admin.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`);
  }

  const template = `${PREFIX}${process.pid}_template`;
  const templateUrl = databaseUrl(cluster.url, template);
  const started = performance.now();
  let applied: string[];
  let apiKey: string;
  try {
    await admin.query(`CREATE DATABASE ${quote(template)}`);
    applied = await migrateDatabase(templateUrl);
    await fill(templateUrl, sqliteTemplate, rows);
    const keys = await openApiKeys(templateUrl);
    try {
      apiKey = await keys.create('bench', 'write');
    } finally {
      await keys.close();
    }
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS ${quote(template)} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
    cluster.stop();
    throw error;
  }
  process.stdout.write(
    `PostgreSQL template ${template}: migrations ${applied.join(', ')}, ${rows} locations, in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return bench(cluster, admin, template, postmaster, apiKey);
}

/** Copies the SQLite file's locations into the database at `url`, then VACUUM ANALYZE, and checks the count. */
async function fill(url: string, sqliteTemplate: string, rows: number): Promise<void> {
  const source = new Database(sqliteTemplate, { readonly: true });
  const loader = new pg.Client({ connectionString: url });
  try {
    await loader.connect();
    const read = source.prepare(`SELECT ${selectRow('locations')} FROM locations ORDER BY id`).raw();
    const insert = insertSql('locations', false);
    let chunk: FieldValue[][] = [];
    await loader.query('BEGIN');
    for (const row of read.iterate() as Iterable<FieldValue[]>) {
      chunk.push(row);
      if (chunk.length === LOAD_CHUNK) {
        await loader.query(insert, columnArrays(chunk));
        chunk = [];
      }
    }
    if (chunk.length > 0) await loader.query(insert, columnArrays(chunk));
    await loader.query('COMMIT');
    await loader.query('VACUUM (ANALYZE) locations');
    const { rows: counted } = await loader.query<{ n: string }>('SELECT count(*) AS n FROM locations');
    if (Number(counted[0]!.n) !== rows) throw new Error(`The template holds ${counted[0]!.n} locations, not ${rows}.`);
  } finally {
    source.close();
    await loader.end();
  }
}

function bench(cluster: BenchDatabase, admin: pg.Client, template: string, postmaster: number | undefined, apiKey: string): PostgresBench {
  let serial = 0;
  return {
    origin: cluster.origin,
    apiKey,
    async freshDatabase() {
      serial++;
      const name = `${PREFIX}${process.pid}_run${serial}`;
      // FILE_COPY copies the template's files and checkpoints before and after, so the copy is on
      // disk before the server starts: its write-back cannot land on the run's commits (as the SQLite
      // copy is fsynced). The default, WAL_LOG, would write the whole copy into the WAL instead.
      await admin.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)} STRATEGY FILE_COPY`);
      return {
        name,
        url: databaseUrl(cluster.url, name),
        drop: async () => {
          await admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
        },
      };
    },
    async meter(name, serverCpu) {
      const sample = async () => {
        const { rows: listed } = await admin.query<{ pid: number; datname: string | null }>('SELECT pid, datname FROM pg_stat_activity');
        const backends = listed.filter((r) => r.datname === name).map((r) => r.pid);
        const all = postmaster === undefined || !isPostgresProcess(postmaster) ? undefined : processTree(postmaster);
        const cpu = new Map<number, number>();
        for (const pid of all ?? []) {
          try {
            cpu.set(pid, readCpuSeconds(pid));
          } catch {
            // Gone.
          }
        }
        return { backends: new Set(backends), cpu, local: all !== undefined };
      };
      const before = await sample();
      const server0 = serverCpu();
      const client0 = readWaitedChildrenCpuSeconds();
      const harness0 = process.cpuUsage();
      const machine0 = readCoreTimes('all');
      const wall0 = performance.now();
      return {
        async stop() {
          const wall = (performance.now() - wall0) / 1000;
          const machine1 = readCoreTimes('all');
          const harness = process.cpuUsage(harness0);
          const client = readWaitedChildrenCpuSeconds() - client0;
          const server1 = serverCpu();
          const server = server1.user + server1.system - server0.user - server0.system;
          const serverSystem = server1.system - server0.system;
          const after = await sample();
          let backends: number | undefined;
          let postgresOther: number | undefined;
          if (before.local && after.local) {
            backends = 0;
            postgresOther = 0;
            // A process that ended during the run is lost with its CPU; one that began counts from 0.
            for (const [pid, seconds] of after.cpu) {
              const used = seconds - (before.cpu.get(pid) ?? 0);
              if (after.backends.has(pid) || before.backends.has(pid)) backends += used;
              else postgresOther += used;
            }
          }
          const machineBusy = machine1 === undefined || machine0 === undefined ? Number.NaN : machine1.busy - machine0.busy;
          const machineTotal = machine1 === undefined || machine0 === undefined ? Number.NaN : machine1.total - machine0.total;
          const harnessSeconds = (harness.user + harness.system) / 1e6;
          const other = machineBusy - server - (backends ?? 0) - (postgresOther ?? 0) - client - harnessSeconds;
          return { wall, server, serverSystem, backends, postgresOther, client, harness: harnessSeconds, machineBusy, machineTotal, other };
        },
      };
    },
    async describe() {
      const { rows: settings } = await admin.query<{ name: string; setting: string }>(
        `SELECT name, setting FROM pg_settings WHERE name IN ('synchronous_commit', 'fsync', 'wal_sync_method', 'shared_buffers', 'max_connections', 'commit_delay')`,
      );
      const { rows: version } = await admin.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
      return `PostgreSQL ${version[0]!.v} (${settings.map((s) => `${s.name}=${s.setting}`).join(', ')})`;
    },
    async close() {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${quote(template)} WITH (FORCE)`);
        await admin.end();
      } finally {
        cluster.stop();
      }
    },
  };
}
