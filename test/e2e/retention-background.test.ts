// RETENTION_DAYS (issue 21): rows older than their collection's days, by their own time field
// (readings `time`, locations `timestamp`), leave in the background in bounded batches while GETs
// keep answering; each gets one `*.deleted` event; each run is a log line with its counts and a row
// of retention_runs. Two servers on one database remove each row once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer as startFieldlog } from '../../src/server.js';
import { assertSuccess } from '../fixtures/resources.js';
import { eventsAfter, newestId } from '../support/events.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const DAY_MS = 86_400_000;
/** Rows per batch in these tests: small, so that a few dozen rows take several batches. */
const BATCH = 7;
const PACE = { everyMs: 50, batch: BATCH, pauseMs: 2 };

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

async function addReadings(server: TestServer, times: readonly string[]): Promise<string[]> {
  const items = times.map((time, index) => ({ time, area: `field-${index % 3}`, mean: index, good: 1, number: 1 }));
  const body = assertSuccess(await server.request('POST', '/readings?version_number=1&atomic=true', { json: items }), 200);
  return (body.data as { id: string }[]).map((result) => result.id);
}

/** Locations of version 2 with these timestamps; undefined makes one of version 1, which has none. */
async function addLocations(server: TestServer, timestamps: readonly (string | undefined)[]): Promise<string[]> {
  const made: string[] = [];
  for (const [index, timestamp] of timestamps.entries()) {
    const json =
      timestamp === undefined
        ? { version_number: 1, longitude: index, latitude: 1, altitude: 1 }
        : { version_number: 2, longitude: index, latitude: 1, altitude: 1, speed: 0, timestamp };
    made.push(assertSuccess(await server.request('POST', '/locations', { json }), 201).data.id);
  }
  return made;
}

async function ids(server: TestServer, table: string): Promise<string[]> {
  return (await server.rows<{ id: string }>(`SELECT id FROM ${table} ORDER BY id`)).map((row) => row.id);
}

async function until(done: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

test('rows older than RETENTION_DAYS leave in batches by their own time, each with its event, while GETs answer; the rest stay', async (t) => {
  const lines: string[] = [];
  const server = await startServer({
    retentionDays: { readings: 30, locations: 365 },
    retentionPace: PACE,
    log: (line) => lines.push(line),
  });
  t.after(() => server.close());
  const start = await newestId(server);
  // 40 readings older than 30 days (one of them by its offset only), 10 younger.
  const oldTimes = Array.from({ length: 39 }, (_, i) => daysAgo(31 + i));
  const edge = new Date(Date.now() - 30 * DAY_MS - 3_600_000);
  // The same instant an hour past the cut, written at +05:00: older by instant, though its text reads later.
  const shifted = `${new Date(edge.getTime() + 5 * 3_600_000).toISOString().slice(0, 19)}+05:00`;
  const youngTimes = Array.from({ length: 10 }, (_, i) => daysAgo(29 - i));
  const old = await addReadings(server, [...oldTimes, shifted]);
  const young = await addReadings(server, youngTimes);
  // Locations: one older than 365 days, one younger, and one without a timestamp, which no age takes.
  const [oldPlace, youngPlace, untimed] = await addLocations(server, [daysAgo(400), daysAgo(300), undefined]);

  // GETs by id and of a list, all the while: each answers 200.
  let reading = true;
  let answered = 0;
  const readers = [0, 1].map(async (lane) => {
    while (reading) {
      const target = lane === 0 ? `/readings/${young[answered % young.length]}?version_number=1` : '/readings?version_number=1&limit=20';
      const answer = await server.request('GET', target);
      assert.equal(answer.status, 200, `${target}: ${answer.text}`);
      answered++;
    }
  });

  await until(
    async () =>
      (await server.count('readings')) === young.length &&
      !(await ids(server, 'locations')).includes(oldPlace!) &&
      // A run is recorded once its first batch removed something, and its end just after its last
      // batch: both collections' runs are there, and none is still running.
      (await server.rows('SELECT DISTINCT collection FROM retention_runs')).length === 2 &&
      (await server.rows("SELECT id FROM retention_runs WHERE state = 'running'")).length === 0,
    'retention',
  );
  reading = false;
  await Promise.all(readers);
  assert.ok(answered > 0);

  assert.deepEqual(await ids(server, 'readings'), [...young].sort());
  assert.deepEqual(await ids(server, 'locations'), [youngPlace, untimed].sort());
  const deleted = await eventsAfter(server, start, '&type=reading.deleted');
  assert.equal(deleted.length, old.length, 'one event per removed reading');
  assert.deepEqual(new Set(deleted.map((event) => event.resource_id)), new Set(old));
  assert.ok(
    deleted.every((event) => event.actor === 'system:retention'),
    'the schedule is the actor: no key or person can have that name',
  );
  assert.deepEqual(
    (await eventsAfter(server, start, '&type=location.deleted')).map((event) => event.resource_id),
    [oldPlace],
  );

  // Recorded: runs of the schedule, in batches of at most BATCH, adding up to what was removed.
  const runs = await server.rows<{ collection: string; trigger_kind: string; removed: number | string; batches: number; state: string }>(
    'SELECT collection, trigger_kind, removed, batches, state FROM retention_runs ORDER BY id',
  );
  const readingRuns = runs.filter((run) => run.collection === 'readings');
  assert.equal(
    readingRuns.reduce((sum, run) => sum + Number(run.removed), 0),
    old.length,
  );
  assert.ok(
    readingRuns.reduce((sum, run) => sum + run.batches, 0) >= Math.ceil(old.length / BATCH),
    'no batch removed more than BATCH rows',
  );
  // Each collection's last run finished the work; one before it may have stopped early (its lease
  // not renewed in time on a loaded machine), leaving the rest to the next round, as designed.
  assert.ok(
    runs.every((run) => run.trigger_kind === 'schedule' && ['done', 'stopped'].includes(run.state)),
    JSON.stringify(runs),
  );
  for (const collection of ['readings', 'locations']) {
    assert.equal(runs.filter((run) => run.collection === collection).at(-1)?.state, 'done', JSON.stringify(runs));
  }
  const listed = assertSuccess(await server.request('GET', '/retention-runs'), 200).data as { trigger: string; actor: string }[];
  assert.equal(listed.length, runs.length);
  assert.ok(listed.every((run) => run.trigger === 'schedule' && run.actor === 'system:retention'));
  // Logged: a JSON line per run, with its counts.
  const logged = lines.map((line) => JSON.parse(line)).filter((line) => line.retention?.collection === 'readings');
  assert.equal(
    logged.reduce((sum, line) => sum + line.retention.removed, 0),
    old.length,
  );
  assert.ok(logged.every((line) => line.level === 'info' && typeof line.time === 'string'));
  assert.match(logged.find((line) => line.retention.removed > 0).msg, /^Retention removed \d+ readings older than 30 days/);
});

test('two servers on one database with the same RETENTION_DAYS remove each old row once, with one event each', async (t) => {
  const server = await startServer({ retentionDays: { readings: 10 }, retentionPace: PACE });
  const second = await startFieldlog({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: server.databaseUrl,
    retentionDays: { readings: 10 },
    retentionPace: PACE,
  }).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  // The second first: closing the test server drops its PostgreSQL database.
  t.after(async () => {
    await second.close();
    await server.close();
  });
  const start = await newestId(server);
  const old = await addReadings(
    server,
    Array.from({ length: 60 }, (_, i) => daysAgo(11 + i)),
  );
  const [kept] = await addReadings(server, [daysAgo(1)]);
  await until(async () => (await server.count('readings')) === 1, 'retention');
  assert.deepEqual(await ids(server, 'readings'), [kept]);
  const deleted = await eventsAfter(server, start, '&type=reading.deleted');
  assert.equal(deleted.length, old.length);
  assert.equal(new Set(deleted.map((event) => event.resource_id)).size, old.length, 'no row removed or announced twice');
});
