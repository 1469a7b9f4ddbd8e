// The rows of `npm run seed` (scripts/seed.ts) on PostgreSQL, for tests that need a table of a
// realistic size and shape there (issue 22's query plans): the seed writes a SQLite file, and its
// devices, locations and readings are copied as they are, so both engines are asked about the same
// cities, areas, quantities, devices and times. The indexes of the migrations are dropped while the
// rows go in and built again after, as the seed does on SQLite: building an index once over loaded
// rows is several times faster than keeping it up to date row by row. ANALYZE ends it, so the
// planner sees the statistics a table of this size has.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { seedDatabase } from '../../scripts/seed.js';
import { migrateDatabase } from '../../src/storage/index.js';

/** Tables in the order their references need; each is copied whole. */
const TABLES = ['devices', 'locations', 'readings'] as const;
const BATCH = 20_000;

export interface PostgresSeed {
  locations: number;
  readings: number;
  devices?: number;
  seed?: number;
}

/** Migrates the (empty) database `url` names and fills it with the seed's rows; returns the seconds it took. */
export async function seedPostgres(url: string, options: PostgresSeed): Promise<number> {
  const started = performance.now();
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-pg-seed-'));
  const path = join(folder, 'seed.db');
  const client = new pg.Client({ connectionString: url });
  try {
    seedDatabase({ database: path, seed: 7, ...options });
    await migrateDatabase(url);
    await client.connect();
    const indexes = (
      await client.query<{ name: string; definition: string }>(
        // Not those of a constraint (primary keys, unique columns), which the rows are checked against.
        `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition FROM pg_index AS i
         WHERE i.indrelid = ANY($1::regclass[]) AND NOT EXISTS (SELECT 1 FROM pg_constraint AS c WHERE c.conindid = i.indexrelid)`,
        [TABLES],
      )
    ).rows;
    for (const { name } of indexes) await client.query(`DROP INDEX ${name}`);
    const sqlite = new Database(path, { readonly: true });
    try {
      for (const table of TABLES) {
        // The same columns on both engines (src/storage/columns.ts); json_populate_recordset gives each its type.
        const select = sqlite.prepare(`SELECT * FROM ${table} ORDER BY rowid LIMIT ? OFFSET ?`);
        for (let offset = 0; ; offset += BATCH) {
          const rows = select.all(BATCH, offset);
          if (rows.length === 0) break;
          await client.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1)`, [JSON.stringify(rows)]);
        }
      }
    } finally {
      sqlite.close();
    }
    for (const { definition } of indexes) await client.query(definition);
    await client.query(`ANALYZE ${TABLES.join(', ')}`);
  } finally {
    await client.end().catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  }
  return (performance.now() - started) / 1000;
}
