// DELETE /readings and DELETE /locations (issue 21): an admin removes the rows a filter matches,
// narrowed like the collection's search; a filter is required, a dry run counts without removing,
// POST with _method=DELETE does the same, bad input is the registry's usual 422, and a refused
// request removes nothing. Every removed row gets one `*.deleted` event with the admin as actor, and
// a removal past what one answer removes goes on in the background, recorded in retention_runs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { assertProblem, assertSuccess } from '../fixtures/resources.js';
import { makeKey } from '../support/credentials.js';
import { eventsAfter, newestId } from '../support/events.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

function bearer(key: string): Record<string, string> {
  return { Authorization: `Bearer ${key}` };
}

interface Seed {
  time: string;
  area: string;
  mean: number;
}

/** Readings of version 1 by bulk ingest; resolves to their ids in order. */
async function addReadings(server: TestServer, headers: Record<string, string>, seeds: readonly Seed[]): Promise<string[]> {
  const items = seeds.map((seed) => ({ ...seed, good: 1, number: 2 }));
  const answer = await server.request('POST', '/readings?version_number=1&atomic=true', { headers, json: items });
  const body = assertSuccess(answer, 200);
  return (body.data as { id: string }[]).map((result) => result.id);
}

async function ids(server: TestServer, table: string): Promise<string[]> {
  return (await server.rows<{ id: string }>(`SELECT id FROM ${table} ORDER BY id`)).map((row) => row.id);
}

describe('DELETE /readings and /locations', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let writer: Record<string, string>;

  before(async () => {
    // PUBLIC_READ: the change log is read without a key; every write still needs one.
    server = await startServer({ retentionPace: { batch: 3, pauseMs: 1 }, publicRead: true });
    admin = bearer(await makeKey(server.databaseUrl, 'root', 'admin'));
    writer = bearer(await makeKey(server.databaseUrl, 'field-laptop', 'write'));
  });
  after(() => server.close());

  test('removes exactly what the filters match, each with its reading.deleted event by the admin, and records the run', async () => {
    const seeds: Seed[] = [
      { time: '2020-01-01T00:00:00Z', area: 'north-1', mean: 5 },
      // 2020-12-31T23:30:00Z as an instant: before 2021 though its text reads 2021.
      { time: '2021-01-01T00:30:00+01:00', area: 'north-2', mean: 15 },
      { time: '2020-06-01T00:00:00Z', area: 'south', mean: 5 },
      { time: '2020-06-01T00:00:00Z', area: 'north-3', mean: 50 },
      { time: '2021-01-01T00:00:00Z', area: 'north-4', mean: 5 },
      { time: '2030-01-01T00:00:00Z', area: 'north-5', mean: 5 },
    ];
    const made = await addReadings(server, writer, seeds);
    const start = await newestId(server);

    const answer = await server.request(
      'DELETE',
      '/readings?version_number=1&before=2021-01-01T00:00:00Z&area=north*&max_mean=20&from=2019-01-01T00:00:00Z',
      { headers: admin },
    );
    const body = assertSuccess(answer, 200);
    assert.deepEqual(body.data, {
      collection: 'readings',
      dry_run: false,
      count: 2,
      complete: true,
      run: body.data.run,
      filter: { area: 'north*', from: '2019-01-01T00:00:00Z', max_mean: 20, before: '2021-01-01T00:00:00Z' },
    });
    assert.equal(body.meta.action, 'reading-purge');
    assert.match(body.meta.message, /^2 readings matching .*before=2021-01-01T00:00:00Z.* removed/);
    const gone = [made[0]!, made[1]!];
    assert.deepEqual(await ids(server, 'readings'), made.filter((id) => !gone.includes(id)).sort());

    const events = await eventsAfter(server, start);
    assert.deepEqual(
      events.map((event) => [event.type, event.resource_id, event.actor]).sort(),
      [
        ['reading.deleted', made[0], 'root'],
        ['reading.deleted', made[1], 'root'],
      ].sort(),
    );
    assert.equal(events.find((event) => event.resource_id === made[0])!.data.area, 'north-1', 'the event holds the row as it was');

    const run = await server.row<Record<string, unknown>>('SELECT * FROM retention_runs WHERE id = ?', body.data.run);
    assert.equal(run?.collection, 'readings');
    assert.equal(run?.trigger_kind, 'request');
    assert.equal(run?.actor, 'root');
    assert.equal(run?.state, 'done');
    assert.equal(Number(run?.removed), 2);
    assert.ok(run?.finished_at, 'the run records when it ended');
    assert.deepEqual(JSON.parse(run?.filter as string), {
      before: '2021-01-01T00:00:00Z',
      from: '2019-01-01T00:00:00Z',
      area: 'north*',
      maxMean: 20,
    });
    // The same record over HTTP, for admins only.
    const runs = assertSuccess(await server.request('GET', '/retention-runs', { headers: admin }), 200);
    const listed = runs.data.find((one: { id: number }) => one.id === body.data.run);
    assert.deepEqual(
      { ...listed, started_at: undefined, finished_at: undefined },
      {
        id: body.data.run,
        collection: 'readings',
        trigger: 'request',
        actor: 'root',
        filter: run?.filter,
        started_at: undefined,
        finished_at: undefined,
        removed: 2,
        batches: 1,
        state: 'done',
        error: null,
      },
    );
    assertProblem(await server.request('GET', '/retention-runs', { headers: writer }), 403, 'scope-insufficient', '/retention-runs');
  });

  test('a dry run answers how many would go and removes none; the same through POST with _method=DELETE (form and JSON)', async () => {
    await addReadings(server, writer, [
      { time: '2010-01-01T00:00:00Z', area: 'dry', mean: 1 },
      { time: '2010-01-02T00:00:00Z', area: 'dry', mean: 1 },
      { time: '2010-01-03T00:00:00Z', area: 'dry', mean: 1 },
    ]);
    const before = await ids(server, 'readings');
    const start = await newestId(server);
    const dry = assertSuccess(await server.request('DELETE', '/readings?version_number=1&area=dry&dry_run=true', { headers: admin }), 200);
    assert.deepEqual(
      { ...dry.data, run: dry.data.run },
      { collection: 'readings', dry_run: true, count: 3, complete: true, run: null, filter: { area: 'dry' } },
    );
    assert.match(dry.meta.message, /dry run: 3 readings match area=dry and would be removed; nothing was removed/);
    const dryForm = await server.request('POST', '/readings', {
      headers: admin,
      form: { _method: 'DELETE', version_number: '1', area: 'dry', dry_run: 'true' },
    });
    assert.equal(assertSuccess(dryForm, 200).data.count, 3);
    assert.deepEqual(await ids(server, 'readings'), before, 'a dry run removes nothing');
    assert.deepEqual(await eventsAfter(server, start), [], 'and appends no event');

    const form = await server.request('POST', '/readings', {
      headers: admin,
      form: { _method: 'DELETE', version_number: '1', area: 'dry', before: '2010-01-03T00:00:00Z' },
    });
    assert.equal(assertSuccess(form, 200).data.count, 2);
    const json = await server.request('POST', '/readings', { headers: admin, json: { _method: 'delete', version_number: 1, area: 'dry' } });
    assert.equal(assertSuccess(json, 200).data.count, 1);
    const header = await server.request('POST', '/readings', {
      headers: { ...admin, 'x-http-method-override': 'DELETE' },
      json: { version_number: 1, area: 'dry' },
    });
    assert.equal(assertSuccess(header, 200).data.count, 0);
    assert.equal((await eventsAfter(server, start, '&type=reading.deleted')).length, 3);
  });

  test('locations: by bbox in version 1, by before on timestamp from version 2, which version 1 does not know', async () => {
    const at = async (longitude: number, latitude: number, timestamp?: string) => {
      const json = {
        version_number: timestamp === undefined ? 1 : 2,
        longitude,
        latitude,
        altitude: 1,
        ...(timestamp ? { timestamp, speed: 0 } : {}),
      };
      return assertSuccess(await server.request('POST', '/locations', { headers: writer, json }), 201).data.id as string;
    };
    const inBox = await at(7, 50);
    const outside = await at(20, 50);
    const old = await at(20, 10, '2001-01-01T00:00:00Z');
    const recent = await at(20, 10, '2031-01-01T00:00:00Z');
    const untimed = await at(21, 10);

    const refused = await server.request('DELETE', '/locations?version_number=1&before=2002-01-01T00:00:00Z', { headers: admin });
    const problem = assertProblem(refused, 422, 'invalid-parameters', '/locations');
    assert.match(problem.errors[0].message, /before is not a parameter of location-purge version 1: it was added in version 2/);

    const boxed = await server.request('DELETE', '/locations?version_number=1&bbox=5,45,10,55', { headers: admin });
    assert.equal(assertSuccess(boxed, 200).data.count, 1);
    const timed = await server.request('DELETE', '/locations?version_number=2&before=2002-01-01T00:00:00Z', { headers: admin });
    assert.deepEqual(assertSuccess(timed, 200).data.filter, { before: '2002-01-01T00:00:00Z' });
    assert.equal(assertSuccess(timed, 200).data.count, 1, 'a location without a timestamp never matches a time bound');
    const left = await ids(server, 'locations');
    assert.ok(!left.includes(inBox) && !left.includes(old));
    for (const id of [outside, recent, untimed]) assert.ok(left.includes(id), id);
  });

  test('no filter is 400 filter-required naming the filters; bad input is the registry 422/400; write scope is 403; nothing is removed', async () => {
    await addReadings(server, writer, [{ time: '2000-01-01T00:00:00Z', area: 'kept', mean: 1 }]);
    const before = await ids(server, 'readings');
    const start = await newestId(server);

    const bare = assertProblem(
      await server.request('DELETE', '/readings?version_number=1', { headers: admin }),
      400,
      'filter-required',
      '/readings',
    );
    assert.deepEqual(bare.filters, ['area', 'from', 'min_mean', 'max_mean', 'before']);
    assert.match(bare.detail, /names none, so nothing was removed/);
    const dryOnly = await server.request('DELETE', '/readings?version_number=1&dry_run=true', { headers: admin });
    assertProblem(dryOnly, 400, 'filter-required', '/readings');
    const v3 = assertProblem(
      await server.request('DELETE', '/readings?version_number=3', { headers: admin }),
      400,
      'filter-required',
      '/readings',
    );
    assert.ok(v3.filters.includes('quantity') && v3.filters.includes('device'), 'version 3 filters too');
    const form = await server.request('POST', '/readings', { headers: admin, form: { _method: 'DELETE', version_number: '1' } });
    assertProblem(form, 400, 'filter-required', '/readings');

    const bad = assertProblem(
      await server.request('DELETE', '/readings?version_number=1&before=last%20year&colour=red', { headers: admin }),
      422,
      'invalid-parameters',
      '/readings',
    );
    assert.deepEqual(bad.errors.map((error: { parameter: string; code: string }) => [error.parameter, error.code]).sort(), [
      ['before', 'format'],
      ['colour', 'unknown'],
    ]);
    const reversed = await server.request('DELETE', '/readings?version_number=1&from=2020-01-01T00:00:00Z&before=2019-01-01T00:00:00Z', {
      headers: admin,
    });
    assertProblem(reversed, 422, 'invalid-parameters', '/readings');
    const otherVersion = await server.request('DELETE', '/readings?version_number=1&quantity=air_temperature', { headers: admin });
    assert.match(assertProblem(otherVersion, 422, 'invalid-parameters', '/readings').errors[0].message, /added in version 3/);
    assertProblem(
      await server.request('DELETE', '/readings?before=2100-01-01T00:00:00Z', { headers: admin }),
      400,
      'version-missing',
      '/readings',
    );
    assertProblem(
      await server.request('DELETE', '/readings?version_number=1&before=2100-01-01T00:00:00Z', { headers: writer }),
      403,
      'scope-insufficient',
      '/readings',
    );
    assertProblem(
      await server.request('DELETE', '/readings?version_number=1&before=2100-01-01T00:00:00Z'),
      401,
      'authentication-required',
      '/readings',
    );
    const viaPost = await server.request('POST', '/readings', {
      headers: writer,
      form: { _method: 'DELETE', version_number: '1', before: '2100-01-01T00:00:00Z' },
    });
    assertProblem(viaPost, 403, 'scope-insufficient', '/readings');

    assert.deepEqual(await ids(server, 'readings'), before, 'no refused request removed a row');
    assert.deepEqual(await eventsAfter(server, start), [], 'or appended an event');
  });
});

test('a removal larger than one answer removes the first batches at once and the rest in the background, recorded and logged', async (t) => {
  const lines: string[] = [];
  // 3 rows a batch: an answer removes 10 batches, 30 rows.
  const server = await startServer({ retentionPace: { batch: 3, pauseMs: 1 }, publicRead: true, log: (line) => lines.push(line) });
  t.after(() => server.close());
  const admin = bearer(await makeKey(server.databaseUrl, 'root', 'admin'));
  const old = Array.from({ length: 50 }, (_, i) => ({ time: `2001-01-01T00:00:${String(i).padStart(2, '0')}Z`, area: 'bulk', mean: i }));
  const made = await addReadings(server, admin, [...old, { time: '2040-01-01T00:00:00Z', area: 'bulk', mean: 0 }]);
  const start = await newestId(server);

  const answer = assertSuccess(
    await server.request('DELETE', '/readings?version_number=1&before=2002-01-01T00:00:00Z', { headers: admin }),
    200,
  );
  assert.equal(answer.data.complete, false);
  assert.ok(answer.data.count >= 30 && answer.data.count < 50, `removed ${answer.data.count} before the answer`);
  assert.match(answer.meta.message, /removed so far; more match, and they are being removed in the background/);

  const end = Date.now() + 10_000;
  let run: Record<string, unknown> | undefined;
  while (Date.now() < end) {
    run = await server.row('SELECT * FROM retention_runs WHERE id = ?', answer.data.run);
    if (run?.state !== 'running') break;
    await sleep(20);
  }
  assert.equal(run?.state, 'done');
  assert.equal(Number(run?.removed), 50);
  assert.equal(Number(run?.batches), 17, '50 rows in batches of 3: 16 full ones and a short one');
  assert.deepEqual(await ids(server, 'readings'), [made[50]]);
  const events = await eventsAfter(server, start);
  assert.equal(events.length, 50);
  assert.deepEqual(new Set(events.map((event) => event.resource_id)), new Set(made.slice(0, 50)), 'one event per removed row, none twice');
  await until(() => lines.some((line) => line.includes('"retention"')), 'the log line of the run');
  const logged = lines.map((line) => JSON.parse(line)).find((line) => line.retention !== undefined);
  assert.equal(logged.level, 'info');
  assert.equal(typeof logged.time, 'string');
  assert.deepEqual({ ...logged.retention }, { run: answer.data.run, collection: 'readings', removed: 50, batches: 17, done: true });
});

async function until(done: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await sleep(10);
  }
}
