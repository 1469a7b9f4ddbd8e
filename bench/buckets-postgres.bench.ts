// What migration 150's reading_buckets cost and buy on PostgreSQL (issue 22), every figure a ratio to
// a peer measured in the same run:
// - a bulk create of 1,000 readings (store.collection('readings').insertMany, the storage call of a
//   bulk POST: rows, their events, one transaction) on a database with the bucket triggers against a
//   copy of it with them disabled, batch for batch in turns, so a slow spell falls on both. Two shapes
//   of batch: one hour of many areas (few buckets: what sensors send), and readings spread over a
//   year (up to 3,000 buckets per batch: the worst case);
// - /readings/summary (store.queries.readings.summary: buckets) against the brute-force statement
//   (buildSummary, which it falls back to) on the same database, in turns.
//
//   npm run bench -- buckets-postgres                       # 100,000 readings first, 30 batches of each shape
//   npm run bench -- buckets-postgres --readings 1000000 --batches 50
//
// The cluster: FIELDLOG_TEST_POSTGRES_URL, else a throw-away one (bench/pg-clients/cluster.ts).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openStore } from '../src/storage/index.js';
import type { FieldValue, Store } from '../src/storage/index.js';
import type { ReadingSummaryRequest } from '../src/storage/queries.js';
import { buildSummary } from '../src/storage/postgres/reading-summary.js';
import { createRandom } from '../scripts/seeded-random.js';
import { openBenchDatabase } from './pg-clients/cluster.js';

const { values: flags } = parseArgs({
  options: { readings: { type: 'string', default: '100000' }, batches: { type: 'string', default: '30' } },
});
const READINGS = Number(flags.readings);
const BATCHES = Number(flags.batches);
const AREAS = Array.from({ length: 200 }, (_, i) => `city-${Math.floor(i / 20)}:station-${i}`);
const KINDS = [
  ['air_temperature', 'Cel'],
  ['relative_humidity', '%'],
  ['air_pressure', 'hPa'],
  ['wind_speed', 'm/s'],
] as const;
const YEAR = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;

const random = createRandom(150);

function reading(at: number): Record<string, FieldValue> {
  const [quantity, unit] = KINDS[Math.floor(random() * KINDS.length)]!;
  const number = 1 + Math.floor(random() * 60);
  return {
    area: AREAS[Math.floor(random() * AREAS.length)]!,
    time: new Date(at).toISOString(),
    mean: 10 + random() * 20,
    good: number,
    number,
    seen: number,
    span: 60,
    stdDev: random() * 3,
    quantity,
    unit,
  };
}

const BATCH_SHAPES = {
  'one hour': (batch: number) => Array.from({ length: 1000 }, () => reading(YEAR + (400 + batch) * HOUR + random() * HOUR)),
  'over a year': () => Array.from({ length: 1000 }, () => reading(YEAR + random() * 365 * 24 * HOUR)),
};

async function onCluster(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.href;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const cluster = openBenchDatabase();
const on = `fieldlog_bench_buckets_${process.pid}_on`;
const off = `fieldlog_bench_buckets_${process.pid}_off`;
const load = [loadavg()[0]!];
const stores: Store[] = [];
let reader: pg.Pool | undefined;
try {
  await onCluster(cluster.url, `CREATE DATABASE ${on}`);
  const first = await openStore(withDatabase(cluster.url, on), { poolSize: 2 });
  process.stdout.write(`Filling ${on} with ${READINGS} readings over 2026 (${AREAS.length} areas, ${KINDS.length} quantities)…\n`);
  for (let done = 0; done < READINGS; done += 5000) {
    await first
      .collection('readings')
      .insertMany(Array.from({ length: Math.min(5000, READINGS - done) }, () => reading(YEAR + random() * 365 * 24 * HOUR)));
  }
  await first.close();
  await onCluster(cluster.url, `CREATE DATABASE ${off} TEMPLATE ${on}`);
  await onCluster(
    withDatabase(cluster.url, off),
    'ALTER TABLE readings DISABLE TRIGGER readings_bucketed_in, DISABLE TRIGGER readings_bucketed_out, DISABLE TRIGGER readings_bucketed_again',
  );
  for (const name of [on, off]) {
    await onCluster(withDatabase(cluster.url, name), 'VACUUM ANALYZE');
    stores.push(await openStore(withDatabase(cluster.url, name), { poolSize: 4 }));
  }
  const [withBuckets, without] = stores as [Store, Store];
  load.push(loadavg()[0]!);

  process.stdout.write(`\nBulk create of 1,000 readings, ${BATCHES} batches each, in turns (load average ${load[1]!.toFixed(2)})\n\n`);
  process.stdout.write('| batch | with buckets, median ms | without, median ms | ratio |\n|---|---:|---:|---:|\n');
  for (const [shape, makeBatch] of Object.entries(BATCH_SHAPES)) {
    const times = { with: [] as number[], without: [] as number[] };
    for (let batch = 0; batch < BATCHES + 2; batch += 1) {
      const rows = makeBatch(batch);
      const order = batch % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
      for (const which of order) {
        const store = which === 'with' ? withBuckets : without;
        const ms = await timed(() => store.collection('readings').insertMany(rows));
        // The first two batches warm the plans and caches.
        if (batch >= 2) times[which].push(ms);
      }
    }
    const [a, b] = [median(times.with), median(times.without)];
    process.stdout.write(`| ${shape} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(a / b).toFixed(2)} |\n`);
  }

  reader = new pg.Pool({
    connectionString: withDatabase(cluster.url, on),
    max: 1,
    types: { getTypeParser: (oid: number, format?: string) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format as 'text')) },
  });
  const pool = reader;
  const requests: [string, Omit<ReadingSummaryRequest, 'scope' | 'limit'>][] = [
    ['all time, 50 groups', {}],
    ['city-3:* over 30 days', { area: 'city-3:*', from: '2026-03-10T10:20:00+01:00', to: '2026-04-09T17:45:00Z' }],
    [
      'one area, one quantity, a week',
      { area: 'city-5:station-117', quantity: 'air_temperature', from: '2026-06-01T06:30:00Z', to: '2026-06-08T06:30:00Z' },
    ],
  ];
  process.stdout.write(`\n/readings/summary, limit 50, ${BATCHES} requests each, in turns (load average ${loadavg()[0]!.toFixed(2)})\n\n`);
  process.stdout.write('| request | buckets, median ms | brute force, median ms | ratio |\n|---|---:|---:|---:|\n');
  for (const [label, request] of requests) {
    const times = { buckets: [] as number[], brute: [] as number[] };
    const query = buildSummary(request, ['', '', ''], 51);
    for (let run = 0; run < BATCHES + 2; run += 1) {
      const buckets = () => withBuckets.queries.readings.summary({ ...request, limit: 50, scope: 'summary' });
      const brute = () => pool.query(query.text, query.values);
      const first = run % 2 === 0;
      const a = await timed(first ? buckets : brute);
      const b = await timed(first ? brute : buckets);
      if (run >= 2) {
        times.buckets.push(first ? a : b);
        times.brute.push(first ? b : a);
      }
    }
    const [a, b] = [median(times.buckets), median(times.brute)];
    process.stdout.write(`| ${label} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(a / b).toFixed(2)} |\n`);
  }
  load.push(loadavg()[0]!);
  process.stdout.write(`\nLoad average (1 min): ${load.map((value) => value.toFixed(2)).join(' → ')}; cores: 2 shared.\n`);
} finally {
  await reader?.end();
  for (const store of stores) await store.close();
  for (const name of [on, off]) await onCluster(cluster.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  cluster.stop();
}
