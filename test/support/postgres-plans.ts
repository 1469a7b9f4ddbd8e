// The PostgreSQL store's named queries with every statement they run recorded, and EXPLAIN of each
// (issue 22): test/postgres/query-plans.test.ts asserts on these plans. The queries are the store's
// own classes over a Session that notes each statement with its values before running it, so what
// is explained is what the store sends, not a copy of it.
import type pg from 'pg';
import { PostgresCollection } from '../../src/storage/postgres/collection.js';
import { PostgresPool } from '../../src/storage/postgres/connection.js';
import type { Session } from '../../src/storage/postgres/connection.js';
import { readPostgresUrl } from '../../src/storage/postgres/database-url.js';
import { PostgresDeviceQueries } from '../../src/storage/postgres/device-queries.js';
import { PostgresLocationQueries } from '../../src/storage/postgres/location-queries.js';
import { PostgresReadingQueries } from '../../src/storage/postgres/reading-queries.js';
import type { ListedCollection, PlanSubjects } from './plan-cases.js';

export interface Recorded {
  text: string;
  values: readonly unknown[];
}

/** One node of a plan, as EXPLAIN (FORMAT JSON) gives it; children under Plans. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Alias?: string;
  Plans?: PlanNode[];
  [more: string]: unknown;
}

export interface RecordingStore extends PlanSubjects {
  /** Runs `work` and answers every statement it ran, in order. */
  record(work: () => Promise<unknown>): Promise<Recorded[]>;
  close(): Promise<void>;
}

export function openRecordingStore(url: string): RecordingStore {
  const pool = new PostgresPool(readPostgresUrl(url), { poolSize: 2 });
  let recording: Recorded[] | undefined;
  const session: Session = {
    rows: (text, values = []) => {
      recording?.push({ text, values });
      return pool.rows(text, values);
    },
    arrays: (text, values = []) => {
      recording?.push({ text, values });
      return pool.arrays(text, values);
    },
    script: (sql) => pool.script(sql),
  };
  const collections = new Map<ListedCollection, PostgresCollection>();
  return {
    queries: {
      locations: new PostgresLocationQueries(session),
      readings: new PostgresReadingQueries(session),
      devices: new PostgresDeviceQueries(session),
    },
    list(collection, request) {
      let store = collections.get(collection);
      if (store === undefined) {
        store = new PostgresCollection(pool, collection, session);
        collections.set(collection, store);
      }
      return store.listValues(request);
    },
    async record(work) {
      const seen: Recorded[] = [];
      recording = seen;
      try {
        await work();
      } finally {
        recording = undefined;
      }
      return seen;
    },
    close: () => pool.end(),
  };
}

/**
 * EXPLAIN of one recorded statement, both ways PostgreSQL may plan it: `custom` with its values, as
 * the first five runs of a prepared statement are planned; `generic`, without them, as later runs
 * are once the generic plan is not dearer than the custom ones were (plan_cache_mode = auto). The
 * store prepares every statement (connection.ts), so either may be the one that runs.
 */
export async function explainBoth(client: pg.Client, { text, values }: Recorded): Promise<{ custom: PlanNode; generic: PlanNode }> {
  const custom = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${text}`, values as unknown[]);
  await client.query(`PREPARE fieldlog_plan AS ${text}`);
  try {
    await client.query('SET plan_cache_mode = force_generic_plan');
    const nulls = values.map(() => 'NULL').join(', ');
    const generic = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE fieldlog_plan${values.length === 0 ? '' : `(${nulls})`}`,
    );
    return { custom: custom.rows[0]!['QUERY PLAN'][0].Plan, generic: generic.rows[0]!['QUERY PLAN'][0].Plan };
  } finally {
    await client.query('RESET plan_cache_mode');
    await client.query('DEALLOCATE fieldlog_plan');
  }
}

/** Every node of a plan, depth first. */
export function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** A node in a line: its type, the table (and alias) it reads, and the index it reads it through. */
export function describeNode(node: PlanNode): string {
  let line = node['Node Type'];
  if (node['Relation Name'] !== undefined) {
    line += ` on ${node['Relation Name']}`;
    if (node.Alias !== undefined && node.Alias !== node['Relation Name']) line += ` ${node.Alias}`;
  }
  if (node['Index Name'] !== undefined) line += ` using ${node['Index Name']}`;
  return line;
}

/** The tables whose size grows with the data: a plan that reads one of them whole is a scan that grows too. */
export const GROWING_TABLES = new Set(['locations', 'readings', 'devices']);

/** The nodes that read a growing table without an index. */
export function tableScans(plan: PlanNode): PlanNode[] {
  return nodesOf(plan).filter((node) => node['Node Type'] === 'Seq Scan' && GROWING_TABLES.has(node['Relation Name'] ?? ''));
}

/** The indexes a plan reads, each once, in the order met. */
export function indexesOf(plan: PlanNode): string[] {
  return [...new Set(nodesOf(plan).flatMap((node) => (node['Index Name'] === undefined ? [] : [node['Index Name']])))];
}
