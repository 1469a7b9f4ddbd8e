// PostgreSQL backups and restores (issue 21): pg_dump's custom format, taken from one snapshot while
// the service keeps writing (pg_dump reads in one REPEATABLE READ transaction), verified by restoring
// it into a scratch database that is dropped afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describeTarget } from '../postgres/database-url.js';
import type { PostgresTarget } from '../postgres/database-url.js';
import { reserveBackupFile, sizeOf } from './backup-file.js';
import type { BackupReport } from './backup-file.js';
import { finished, runClientTool } from './client-tool.js';
import { libpqEnvironment } from './libpq-environment.js';

const VERIFIED_BY = 'pg_restore into a scratch database';

/** `npm run backup` on PostgreSQL. */
export async function takePostgresBackup(target: PostgresTarget, dest: string): Promise<BackupReport> {
  const pending = reserveBackupFile(dest);
  try {
    await runClientTool('pg_dump', ['--format=custom', '--no-password', `--file=${pending.temporary}`], libpqEnvironment(target));
    const tables = await verifyArchive(target, pending.temporary, 'The backup');
    pending.commit();
    return { file: pending.destination, bytes: sizeOf(pending.destination), engine: 'postgres', verifiedBy: VERIFIED_BY, tables };
  } catch (error) {
    pending.discard();
    throw error;
  }
}

/**
 * `npm run restore` on PostgreSQL: SRC is verified in a scratch database first; then, if no other
 * session uses the database, its tables and functions are replaced by SRC's in one transaction, so
 * a restore that fails half-way leaves the database as it was.
 */
export async function restorePostgresBackup(src: string, target: PostgresTarget): Promise<BackupReport> {
  const tables = await verifyArchive(target, src, `SRC (${src})`);
  const client = await connect(target, target.database);
  try {
    await refuseIfInUse(client, target);
    await enablePostgis(client, target.database);
  } finally {
    await client.end();
  }
  const list = writeRestoreList(await readArchiveList(src, target, `SRC (${src})`));
  try {
    const env = libpqEnvironment(target);
    const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', '--file=-'], {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', `--use-list=${list.file}`, '--file=-', src], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A psql that stops early (ON_ERROR_STOP) closes its input; its own exit says why, not this EPIPE.
    psql.stdin!.on('error', () => {});
    psql.stdin!.write(CLEAR_SCHEMA);
    restore.stdout!.pipe(psql.stdin!);
    await Promise.all([finished('pg_restore', restore), finished('psql', psql)]);
  } catch (error) {
    throw new Error(`Restoring into ${describeTarget(target)} failed, and the database was left as it was: ${(error as Error).message}.`, {
      cause: error,
    });
  } finally {
    list.remove();
  }
  return { file: describeTarget(target), bytes: sizeOf(src), engine: 'postgres', verifiedBy: VERIFIED_BY, tables };
}

/**
 * Run first in the restore's transaction: every table, view, sequence and function of the public
 * schema that no extension owns goes, so the database ends up exactly as SRC (a table a newer
 * migration made would otherwise stay while schema_migrations forgets it). PostGIS's own stay.
 */
const CLEAR_SCHEMA = `
DO $clear$
DECLARE item record;
BEGIN
  -- Tables first: their identity sequences, indexes and triggers go with them.
  FOR item IN
    SELECT c.relname FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', item.relname);
  END LOOP;
  FOR item IN
    SELECT c.relname, c.relkind FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('v', 'm', 'S')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP %s IF EXISTS public.%I CASCADE',
      CASE item.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'SEQUENCE' END, item.relname);
  END LOOP;
  FOR item IN
    SELECT p.oid::regprocedure AS routine FROM pg_proc p
    WHERE p.pronamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP ROUTINE IF EXISTS %s CASCADE', item.routine);
  END LOOP;
END
$clear$;
`;

/** Restores the archive into a new scratch database, counts its rows, and drops it again. */
async function verifyArchive(target: PostgresTarget, file: string, what: string): Promise<Record<string, number>> {
  const list = writeRestoreList(await readArchiveList(file, target, what));
  const scratch = `fieldlog_verify_${randomBytes(6).toString('hex')}`;
  const admin = await connect(target, target.database);
  try {
    try {
      await admin.query(`CREATE DATABASE "${scratch}"`);
    } catch (error) {
      throw new Error(
        `Verifying needs a scratch database, and user ${target.user} could not create one (${(error as Error).message}); grant it CREATEDB.`,
      );
    }
    try {
      const client = await connect(target, scratch);
      try {
        await enablePostgis(client, scratch);
      } finally {
        await client.end();
      }
      await runClientTool(
        'pg_restore',
        [
          '--exit-on-error',
          '--single-transaction',
          '--no-owner',
          '--no-privileges',
          `--use-list=${list.file}`,
          `--dbname=${scratch}`,
          file,
        ],
        libpqEnvironment(target, scratch),
      );
      return await countRows(target, scratch);
    } catch (error) {
      throw new Error(`${what} failed verification: ${(error as Error).message}.`, { cause: error });
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    list.remove();
  }
}

async function readArchiveList(file: string, target: PostgresTarget, what: string): Promise<string> {
  try {
    return (await runClientTool('pg_restore', ['--list', file], libpqEnvironment(target))).stdout;
  } catch (error) {
    throw new Error(`${what} is not a readable pg_dump archive: ${(error as Error).message}.`, { cause: error });
  }
}

/**
 * The archive's table of contents without PostGIS's own entries: CREATE EXTENSION, COMMENT ON
 * EXTENSION and the rows of its spatial_ref_sys catalogue need the extension's owner (a superuser),
 * and the database has them already (enablePostgis), as every Fieldlog database does. pg_dump keeps
 * only rows added to that catalogue, and Fieldlog adds none.
 */
function writeRestoreList(contents: string): { file: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-restore-'));
  const file = join(folder, 'list');
  const kept = contents
    .split('\n')
    .filter(
      (line) => !/ EXTENSION - /.test(line) && !/ COMMENT - EXTENSION /.test(line) && !/ TABLE DATA public spatial_ref_sys /.test(line),
    );
  writeFileSync(file, kept.join('\n'));
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** As the server does at start-up (postgres/store.ts); a no-op where the database has it. */
async function enablePostgis(client: pg.Client, database: string): Promise<void> {
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS postgis');
  } catch (error) {
    throw new Error(`PostGIS is not enabled in database ${database}, and this user may not enable it (${(error as Error).message}).`);
  }
}

/** Other client sessions on the database: a server (any of its processes), psql, anything. */
async function refuseIfInUse(client: pg.Client, target: PostgresTarget): Promise<void> {
  const { rows } = await client.query<{ sessions: number; who: string | null }>(
    `SELECT count(*)::int AS sessions,
            string_agg(DISTINCT coalesce(nullif(application_name, ''), 'unnamed') || ' from ' || coalesce(host(client_addr), 'a local socket'), ', ') AS who
       FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  const { sessions, who } = rows[0]!;
  if (sessions > 0) {
    throw new Error(
      `${describeTarget(target)} is in use: ${sessions} other session(s) are connected (${who}). Stop every Fieldlog server on it (and any other client), then run the restore again.`,
    );
  }
}

async function countRows(target: PostgresTarget, database: string): Promise<Record<string, number>> {
  const client = await connect(target, database);
  try {
    const { rows } = await client.query<{ relname: string }>(
      `SELECT c.relname FROM pg_class c
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
        ORDER BY c.relname`,
    );
    const tables: Record<string, number> = {};
    for (const { relname } of rows) {
      const counted = await client.query<{ n: string }>(`SELECT count(*) AS n FROM public."${relname.replaceAll('"', '""')}"`);
      tables[relname] = Number(counted.rows[0]!.n);
    }
    return tables;
  } finally {
    await client.end();
  }
}

async function connect(target: PostgresTarget, database: string): Promise<pg.Client> {
  const url = new URL(target.url);
  url.pathname = `/${encodeURIComponent(database)}`;
  const client = new pg.Client({ connectionString: url.href, application_name: 'fieldlog-backup', connectionTimeoutMillis: 10_000 });
  // An error on an idle client (the server restarted) must reject the query in hand, not end the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Cannot connect to ${describeTarget(target)}: ${(error as Error).message}.`, { cause: error });
  }
  return client;
}
