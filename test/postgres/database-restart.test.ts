// Issue 16: the database restarting under load. Creates run against Fieldlog while its PostgreSQL
// stops and starts again. While it is down, requests fail with 503 and a problem detail, never a
// crash or a hang; afterwards every acknowledged create is there, and the pool recovers without a
// restart of Fieldlog. The cluster is this test's own (the shared one serves the other tests).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../src/server.js';
import { postgresSuite } from '../support/postgres.js';

const SCRIPT = fileURLToPath(new URL('../../scripts/postgres-cluster.sh', import.meta.url));
// Asynchronous, so that the creates go on while pg_ctl stops and starts the server.
const cluster = (command: 'start' | 'stop' | 'pause' | 'resume', folder: string) => promisify(execFile)('bash', [SCRIPT, command, folder]);

interface Outcome {
  startedAt: number;
  endedAt: number;
  status: number;
  id?: string;
  type?: string;
}

async function create(url: string, altitude: number): Promise<Outcome> {
  const startedAt = performance.now();
  return { startedAt, ...(await answer(url, altitude)), endedAt: performance.now() };
}

async function answer(url: string, altitude: number): Promise<Omit<Outcome, 'startedAt' | 'endedAt'>> {
  try {
    const response = await fetch(`${url}/locations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version_number: 1, longitude: 7.1, latitude: 50.7, altitude }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json()) as { data?: { id: string }; type?: string };
    return {
      status: response.status,
      ...(body.data === undefined ? {} : { id: body.data.id }),
      ...(body.type === undefined ? {} : { type: body.type }),
    };
  } catch (error) {
    return { status: 0, type: `no answer: ${(error as Error).message}` };
  }
}

describe('PostgreSQL restarting under load (issue 16)', postgresSuite(), () => {
  test('503 with a problem detail while it is down; every 201 is there afterwards; the pool recovers by itself', async (t) => {
    // Not mkdtemp's folder: its mode 700 shuts out the postgres user the cluster runs as under root.
    const folder = join(tmpdir(), `fieldlog-restart-${randomBytes(6).toString('hex')}`);
    await cluster('start', folder);
    t.after(() => cluster('stop', folder));
    const databaseUrl = (await readFile(join(folder, 'database-url'), 'utf8')).trim();
    const server = await startServer({ databaseUrl, port: 0, host: '127.0.0.1', databasePoolSize: 4 });
    t.after(() => server.close());

    const outcomes: Outcome[] = [];
    let running = true;
    let altitude = 0;
    const clients = Array.from({ length: 8 }, async () => {
      while (running) outcomes.push(await create(server.url, altitude++));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cluster('pause', folder);
    const downAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const upAt = performance.now();
    await cluster('resume', folder);
    // Creates succeed again within a few seconds, through the same Fieldlog.
    const resumedAt = outcomes.length;
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !outcomes.slice(resumedAt).some((outcome) => outcome.status === 201)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(clients);

    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    assert.deepEqual(
      [...statuses].sort(),
      [201, 503],
      `only 201 and 503: ${JSON.stringify(outcomes.filter((o) => o.status !== 201 && o.status !== 503).slice(0, 3))}`,
    );
    const whileDown = outcomes.filter((outcome) => outcome.startedAt >= downAt && outcome.endedAt <= upAt);
    assert.ok(
      whileDown.length > 0 && whileDown.every((outcome) => outcome.status === 503),
      'every create while the database was down is a 503',
    );
    for (const outcome of outcomes.filter((o) => o.status === 503)) assert.match(outcome.type ?? '', /\/problems\/service-unavailable$/);
    assert.ok(
      outcomes.slice(resumedAt).some((outcome) => outcome.status === 201),
      'creates succeed again after the restart',
    );

    const created = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.id!);
    assert.ok(created.length > 20, `enough creates were acknowledged to mean something (${created.length})`);
    for (const id of created) {
      const read = await fetch(`${server.url}/locations/${id}?version_number=1`);
      assert.equal(read.status, 200, `acknowledged create ${id} is stored`);
    }
  });
});
