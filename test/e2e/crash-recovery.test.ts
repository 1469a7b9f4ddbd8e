// Issue 6: a server killed with SIGKILL in the middle of a create load loses nothing it acknowledged.
// Three rounds on one database (a SQLite file or a PostgreSQL database, by the pass): 16 clients create
// locations, the process is killed at a random moment, and after a restart on the same database every
// location whose 201 a client received is there with the fields the 201 showed. Durability against
// power loss (synchronous=FULL, synchronous_commit) is a setting checked in the storage tests; a test
// cannot pull the plug.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import { databaseForChildren, readLocations } from '../support/child-server.js';
import type { ChildServer } from '../support/child-server.js';
import { bodyFor, runCreateLoad } from '../support/create-load.js';
import type { CreateOutcome } from '../support/create-load.js';
import { send } from '../support/server.js';

const ROUNDS = 3;
const CLIENTS = 16;

test(`SIGKILL during ${CLIENTS} concurrent creates, ${ROUNDS} rounds: after each restart every acknowledged location is present, unchanged`, {
  timeout: 120_000,
}, async (t) => {
  const { database, start } = await databaseForChildren(t);
  const acknowledged = new Map<string, Record<string, unknown>>();
  let marker = 0;
  let child = await start();

  for (let round = 1; round <= ROUNDS; round++) {
    const running: ChildServer = child;
    let killed = false;
    let acknowledgedThisRound = 0;
    // Wait for some creates to be acknowledged, then kill at a random moment within the next 400 ms.
    const killer = (async () => {
      while (acknowledgedThisRound < 50) await new Promise((resolve) => setTimeout(resolve, 5));
      const delay = randomInt(0, 400);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running.process.kill('SIGKILL');
      killed = true;
      t.diagnostic(`round ${round}: killed ${delay} ms after the 50th acknowledged create`);
    })();
    const outcomes: CreateOutcome[] = await runCreateLoad(
      {
        port: running.port,
        clients: CLIENTS,
        keepAlive: true,
        stopped: () => killed,
        onOutcome: (outcome) => {
          if (outcome.status === 201) acknowledgedThisRound++;
        },
      },
      marker,
    );
    marker += outcomes.length + 1;
    await killer;
    assert.deepEqual(await running.exited, { code: null, signal: 'SIGKILL' });

    for (const outcome of outcomes) {
      if (outcome.status === 201) {
        const data = JSON.parse(outcome.body!).data;
        assert.equal(data.speed, outcome.marker);
        acknowledged.set(data.id, data);
      } else {
        // Before the kill every create succeeds; after it, a client sees its connection fail.
        assert.ok(outcome.error !== undefined, `round ${round}: request ${outcome.marker} answered ${outcome.status}: ${outcome.body}`);
      }
    }
    const thisRound = outcomes.filter((o) => o.status === 201).length;
    t.diagnostic(`round ${round}: ${thisRound} creates acknowledged, ${outcomes.length - thisRound} cut off by the kill`);
    assert.ok(thisRound >= 50, `round ${round}: only ${thisRound} creates were acknowledged`);

    child = await start();
    const rows = await readLocations(database);
    for (const [id, data] of acknowledged) {
      const row = rows.get(id);
      assert.ok(
        row !== undefined,
        `round ${round}: acknowledged location ${id} (speed ${String(data.speed)}) is missing after the restart`,
      );
      const sent = bodyFor(data.speed as number);
      assert.deepEqual(
        {
          longitude: row.longitude,
          latitude: row.latitude,
          altitude: row.altitude,
          speed: row.speed,
          timestamp: row.timestamp,
          created_at: row.created_at,
          updated_at: row.updated_at,
        },
        {
          longitude: sent.longitude,
          latitude: sent.latitude,
          altitude: sent.altitude,
          speed: sent.speed,
          timestamp: sent.timestamp,
          created_at: data.created_at,
          updated_at: data.updated_at,
        },
        `round ${round}: location ${id}`,
      );
    }
    // Rows the client never heard about (in flight at the kill) may exist; nothing else may.
    for (const row of rows.values()) assert.ok(Number(row.speed) < marker, `a row no request made: ${JSON.stringify(row)}`);
  }

  // The restarted server serves what survived.
  assert.equal((await send(child.port, 'GET', '/healthz')).status, 200);
  const [someId, someData] = [...acknowledged][0]!;
  const read = await send(child.port, 'GET', `/locations/${someId}?version_number=2`);
  assert.equal(read.status, 200);
  assert.deepEqual(read.json().data, someData);
  child.process.kill('SIGTERM');
  assert.deepEqual(await child.exited, { code: 0, signal: null });
});

// After a batch's answer the SQLite writer thread checkpoints the WAL (checkpoint-after-answers.ts):
// a kill then, or a moment later, must lose none of the rows it acknowledged. 6,000 rows write some
// 1,200 frames, past the checkpoint's 1,000, so every batch is followed by one.
test('SIGKILL right after a batch of 6,000 is answered, while the WAL is being checkpointed: every row of every answered batch survives', {
  timeout: 120_000,
}, async (t) => {
  const { database, start } = await databaseForChildren(t);
  const acknowledged = new Map<string, number>();
  for (const [round, delayMs] of [0, 1, 3, 8].entries()) {
    const running = await start();
    const items = Array.from({ length: 6000 }, (_, i) => {
      const { version_number: _version, ...fields } = bodyFor(round * 6000 + i);
      return fields;
    });
    const answer = await send(running.port, 'POST', '/locations?version_number=2', { json: items });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    running.process.kill('SIGKILL');
    assert.equal(answer.status, 200, answer.text.slice(0, 300));
    for (const item of answer.json().data as { status: number; id: string; index: number }[]) {
      assert.equal(item.status, 201);
      acknowledged.set(item.id, round * 6000 + item.index);
    }
    assert.deepEqual(await running.exited, { code: null, signal: 'SIGKILL' });
    const rows = await readLocations(database);
    for (const [id, speed] of acknowledged) {
      assert.equal(
        rows.get(id)?.speed,
        speed,
        `round ${round} (killed ${delayMs} ms after the answer): location ${id} is missing or changed`,
      );
    }
    t.diagnostic(`round ${round}: killed ${delayMs} ms after the answer; all ${acknowledged.size} acknowledged rows present`);
  }
});
