// /readings/summary against GET by id (issue 22): the four summary pages of `npm run bench -- scale`
// (limit=10: no range, one hour, a year, city:* over 30 days) and GET /locations/{id}, timed over
// HTTP on one seeded file, so each page's ratio to GET by id is read in one run. With --before DIR
// (a checkout of an earlier commit with node_modules, such as `git archive fd1a8a6 | tar -x -C DIR`)
// and --before-database FILE (the same seed without this code's migrations), both servers run and
// the requests take turns between them (A B A B …), so a busy spell on a shared machine falls on
// both alike; the load average is printed before and after.
//
//   npm run bench -- summary-speed --database data/bench-v3-1000000.db
//   npm run bench -- summary-speed --database data/after.db --before /tmp/main --before-database data/before.db
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { at, day, loadAverage, percentile, pickSamples, send } from './route-latency.js';

const { values: flags } = parseArgs({
  options: {
    database: { type: 'string', default: 'data/bench-v3-1000000.db' },
    before: { type: 'string' },
    'before-database': { type: 'string' },
    rounds: { type: 'string', default: '400' },
  },
});
const ROUNDS = Number(flags.rounds);
const v = 'version_number=1';

interface Server {
  name: string;
  url: string;
  stop: () => void;
}

/** src/server.ts of the code in `folder` on `database`, on a free loopback port (as route-latency's startServer, from any folder). */
async function start(name: string, folder: string, database: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: folder,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database, RATE_LIMIT: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'fieldlog-listening') resolve(message.url!);
    });
    child.once('exit', (code) => reject(new Error(`the ${name} server exited with ${code}`)));
  });
  return { name, url, stop: () => child.kill('SIGTERM') };
}

const samples = pickSamples(flags.database);
const hour = (i: number) => `${day(i)}T${String(i % 24).padStart(2, '0')}`;
const city = (i: number) => encodeURIComponent(`${at(samples.areas, i).split(':')[0]}:*`);
const CASES: [string, (i: number) => string][] = [
  ['get-by-id GET /locations/{id}', (i) => `/locations/${at(samples.locations, i)}?${v}`],
  ['reading-summary no range', () => `/readings/summary?${v}&limit=10`],
  ['reading-summary one hour', (i) => `/readings/summary?${v}&limit=10&from=${hour(i)}:00:00Z&to=${hour(i)}:59:59Z`],
  // As scale.bench.ts's, but day() wraps at 300 days: its `from` passes `to` (a 422) for some i past
  // 200, which its few rounds never reach. Here a year is always ~297 days and a month 30.
  ['reading-summary a year', (i) => `/readings/summary?${v}&limit=10&from=${day(297 + (i % 3))}T00:00:00Z&to=${day(i % 3)}T00:00:00Z`],
  [
    'reading-summary city:* over 30 days',
    (i) => `/readings/summary?${v}&limit=10&area=${city(i)}&from=${day((i % 270) + 30)}T00:00:00Z&to=${day(i % 270)}T00:00:00Z`,
  ],
];

const servers: Server[] = [await start('this code', process.cwd(), flags.database)];
if (flags.before !== undefined) servers.push(await start('before', flags.before, flags['before-database'] ?? flags.database));
try {
  const times = new Map<string, number[]>();
  const record = async (server: Server, name: string, path: string) => {
    const answer = await send(server.url, path);
    if (answer.status !== 200) throw new Error(`${server.name} ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
    const key = `${server.name}\u0000${name}`;
    times.set(key, [...(times.get(key) ?? []), answer.ms]);
  };
  for (let i = 0; i < 50; i++) for (const server of servers) for (const [, target] of CASES) await send(server.url, target(i));
  const loadBefore = loadAverage();
  // Which server goes first changes every round: the second request of a pair found the first one's
  // pages in the cache warmer, or the core busier.
  for (let i = 0; i < ROUNDS; i++)
    for (const [name, target] of CASES)
      for (const server of i % 2 === 0 ? servers : [...servers].reverse()) await record(server, name, target(i));
  const loadAfter = loadAverage();
  console.log(
    `${flags.database}${flags.before === undefined ? '' : ` against ${flags.before} on ${flags['before-database'] ?? flags.database}`}, ${ROUNDS} rounds, load average ${loadBefore} before, ${loadAfter} after\n`,
  );
  console.log(`| scenario | ${servers.map((s) => `${s.name} median ms | p99 ms | ratio`).join(' | ')} |`);
  console.log(`|---|${servers.map(() => '---:|---:|---:').join('|')}|`);
  for (const [name] of CASES) {
    const cells = servers.map((server) => {
      const sorted = [...times.get(`${server.name}\u0000${name}`)!].sort((a, b) => a - b);
      const byId = [...times.get(`${server.name}\u0000${CASES[0]![0]}`)!].sort((a, b) => a - b);
      return `${percentile(sorted, 0.5).toFixed(2)} | ${percentile(sorted, 0.99).toFixed(2)} | ${(percentile(sorted, 0.5) / percentile(byId, 0.5)).toFixed(2)}`;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
} finally {
  for (const server of servers) server.stop();
}
