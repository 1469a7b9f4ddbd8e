// Which PostgreSQL client Fieldlog uses (issue 16): `pg` (node-postgres) against `postgres`
// (Postgres.js), on the same Fieldlog-shaped work, in the same run. Read bench/README.md.
//
//   npm run bench -- pg-clients                                 5 rounds of 2 s per (client, operation)
//   npm run bench -- pg-clients --rounds 7 --seconds 3 --size 100000
//
// How it measures:
// - The database is FIELDLOG_TEST_POSTGRES_URL when set, else a throw-away cluster started with
//   scripts/postgres-cluster.sh (about 1 s) and removed at the end.
// - A table shaped like locations (text ids, three doubles, two text times, a geography point with a
//   GiST index) is seeded with --size rows in SQL, then analysed.
// - Each client gets a pool of 10 connections and is driven by 50 loops in flight, each sending its
//   next statement as soon as the last is answered. Operations: a read by primary key (a random seeded
//   id), a single-row insert (its own transaction; synchronous_commit stays on, so each is durable
//   when answered), and the 50 nearest rows to a random point (KNN over the GiST index).
// - Before timing, both clients must give the same answers (rows, neighbours, a row one inserted read
//   by the other). A warm-up prepares every statement on every connection.
// - Each round runs every (client, operation) pair once, in a shuffled order, for --seconds; the
//   server shares the machine's cores with the client, so a busy spell hits whichever pair runs then,
//   and shuffling spreads it. Figures are the median of the rounds: operations per second, the ratio
//   pg/postgres of the same round, and the client's CPU (user + system of this process) per operation.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createRandom } from '../scripts/seeded-random.js';
import { openBenchDatabase } from './pg-clients/cluster.js';
import { type Contender, POOL_SIZE, TABLE } from './pg-clients/contender.js';
import { createPgContender } from './pg-clients/pg.js';
import { createPostgresJsContender } from './pg-clients/postgres-js.js';

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: { rounds: { type: 'string' }, seconds: { type: 'string' }, size: { type: 'string' } },
  strict: false,
});
const ROUNDS = Number(options.rounds ?? 5);
const SECONDS = Number(options.seconds ?? 2);
const SIZE = Number(options.size ?? 100_000);
const IN_FLIGHT = 50;
const OPERATIONS = ['read by id', 'insert', 'nearest 50'] as const;
type Operation = (typeof OPERATIONS)[number];

const random = createRandom(16);
let inserted = 0;

/** Seeded ids look like ULIDs: 26 characters, so the index holds what Fieldlog's would. */
function seededId(n: number): string {
  return `01JBENCH${String(n).padStart(18, '0')}`;
}

function randomPoint(): [number, number] {
  return [random() * 360 - 180, (Math.asin(2 * random() - 1) * 180) / Math.PI];
}

function runOnce(contender: Contender, operation: Operation): Promise<unknown> {
  switch (operation) {
    case 'read by id':
      return contender.readById(seededId(1 + Math.floor(random() * SIZE)));
    case 'insert': {
      const [longitude, latitude] = randomPoint();
      const now = new Date().toISOString();
      const id = `01JNEW${String(++inserted).padStart(20, '0')}`;
      return contender.insert({ id, longitude, latitude, altitude: random() * 1000, created_at: now, updated_at: now });
    }
    case 'nearest 50':
      return contender.nearest(...randomPoint());
  }
}

type Sample = { perSecond: number; cpuMicrosPerOp: number };

async function measure(contender: Contender, operation: Operation, seconds: number): Promise<Sample> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let count = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      await runOnce(contender, operation);
      count++;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { perSecond: count / elapsed, cpuMicrosPerOp: (cpu.user + cpu.system) / count };
}

async function seed(url: string): Promise<void> {
  // Seeding is not measured; it goes through one plain pg connection, a statement at a time.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await client.query(`CREATE TABLE ${TABLE} (
      id text PRIMARY KEY, longitude double precision NOT NULL, latitude double precision NOT NULL,
      altitude double precision NOT NULL, created_at text NOT NULL, updated_at text NOT NULL,
      geog geography(Point, 4326) NOT NULL)`);
    await client.query('SELECT setseed(0.16)');
    await client.query(
      `INSERT INTO ${TABLE}
      SELECT '01JBENCH' || lpad(n::text, 18, '0'), lon, lat, alt, t, t, ST_SetSRID(ST_MakePoint(lon, lat), 4326)::geography
      FROM (SELECT n, random() * 360 - 180 AS lon, degrees(asin(2 * random() - 1)) AS lat, random() * 1000 AS alt,
                   to_char(timestamp '2026-01-01' + n * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"') AS t
            FROM generate_series(1, $1::int) AS n) AS s`,
      [SIZE],
    );
    await client.query(`CREATE INDEX ${TABLE}_geog ON ${TABLE} USING gist (geog)`);
    await client.query(`ANALYZE ${TABLE}`);
  } finally {
    await client.end();
  }
}

async function checkSameAnswers(a: Contender, b: Contender): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const id = seededId(1 + Math.floor(random() * SIZE));
    const row = await a.readById(id);
    assert.ok(row, `${id} was seeded`);
    assert.deepEqual(await b.readById(id), row, `both clients read ${id} alike`);
  }
  for (let i = 0; i < 5; i++) {
    const point = randomPoint();
    // Postgres.js answers a Result, an Array subclass: compare the rows, not the prototypes.
    const [left, right] = [await a.nearest(...point), await b.nearest(...point)];
    assert.equal(left.length, 50);
    assert.deepEqual([...right], [...left], `both clients find the same 50 nearest to ${point}`);
    assert.ok(typeof left[0]?.distance_m === 'number', 'distances arrive as numbers');
  }
  const now = new Date().toISOString();
  const row = { id: `01JCHECK${a.name.padStart(18, '0')}`, longitude: 7.1, latitude: 50.7, altitude: 60, created_at: now, updated_at: now };
  await a.insert(row);
  assert.deepEqual(await b.readById(row.id), row, `a row ${a.name} inserted reads back through ${b.name}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function versionOf(name: string): string {
  const file = new URL(`../node_modules/${name}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

// Each lane is a client as the benchmark drives it. `postgres` lives for the whole run, as a server's
// pool would; the third lane opens a new Postgres.js pool for each turn (warmed for 0.3 s, then
// measured) because a long-lived one slows down the longer it works (bench/README.md: its queue).
type Lane = { label: string; open(operation: Operation): Promise<Contender>; close(contender: Contender): Promise<void> };

const database = openBenchDatabase();
const pgContender = createPgContender(database.url);
const postgresContender = createPostgresJsContender(database.url);
const LANES: Lane[] = [
  { label: 'pg', open: async () => pgContender, close: async () => {} },
  { label: 'postgres', open: async () => postgresContender, close: async () => {} },
  {
    label: 'postgres, new pool each turn',
    async open(operation) {
      const contender = createPostgresJsContender(database.url);
      await measure(contender, operation, 0.3);
      return contender;
    },
    close: (contender) => contender.end(),
  },
];

function formatRow(operation: Operation, label: string, list: Sample[], baseline: Sample[]): string {
  const rates = list.map((sample) => sample.perSecond);
  const ratio = median(list.map((sample, round) => sample.perSecond / baseline[round]!.perSecond));
  const cpu = median(list.map((sample) => sample.cpuMicrosPerOp));
  const baselineCpu = median(baseline.map((sample) => sample.cpuMicrosPerOp));
  const cells = [
    operation,
    label,
    `${Math.round(median(rates))} (${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))})`,
    `${Math.round(rates[0]!)} → ${Math.round(rates.at(-1)!)}`,
    ratio.toFixed(2),
    cpu.toFixed(1),
    (cpu / baselineCpu).toFixed(2),
  ];
  return `| ${cells.join(' | ')} |`;
}

try {
  const loadBefore = loadavg();
  console.log(`database: ${database.origin}`);
  console.log(
    `pg ${versionOf('pg')}, postgres ${versionOf('postgres')}, node ${process.version}, ${cpus().length} cores; pool ${POOL_SIZE}, ${IN_FLIGHT} in flight, ${ROUNDS} rounds of ${SECONDS} s, ${SIZE} rows`,
  );
  const seedStarted = performance.now();
  await seed(database.url);
  console.log(`seeded ${SIZE} rows in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  await checkSameAnswers(pgContender, postgresContender);
  await checkSameAnswers(postgresContender, pgContender);
  for (const contender of [pgContender, postgresContender]) for (const operation of OPERATIONS) await measure(contender, operation, 0.5);

  const samples = new Map<string, Sample[]>();
  const turns = LANES.flatMap((lane) => OPERATIONS.map((operation) => ({ lane, operation })));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { lane, operation } of shuffle(turns)) {
      const contender = await lane.open(operation);
      const sample = await measure(contender, operation, SECONDS);
      await lane.close(contender);
      const key = `${lane.label}|${operation}`;
      samples.set(key, [...(samples.get(key) ?? []), sample]);
      console.log(
        `round ${round + 1}: ${lane.label}, ${operation}: ${Math.round(sample.perSecond)}/s, ${sample.cpuMicrosPerOp.toFixed(1)} µs CPU/op`,
      );
    }
  }
  const loadAfter = loadavg();

  console.log('\n| operation | client | ops/s | first → last round | ratio to pg | client CPU µs/op | CPU ratio to pg |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const operation of OPERATIONS) {
    const baseline = samples.get(`pg|${operation}`)!;
    for (const lane of LANES) console.log(formatRow(operation, lane.label, samples.get(`${lane.label}|${operation}`)!, baseline));
  }
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(
    `\nops/s: median of ${ROUNDS} rounds (min–max); ratios: median of the same round's ratios; CPU: this process, user + system.`,
  );
  console.log(`load average before: ${load(loadBefore)}; after: ${load(loadAfter)}`);
} finally {
  await Promise.all([pgContender.end(), postgresContender.end()]);
  if (database.origin === 'FIELDLOG_TEST_POSTGRES_URL') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await client.end();
  }
  database.stop();
}
