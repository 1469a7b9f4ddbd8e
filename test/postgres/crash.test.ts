// Issue 16: every acknowledged write survives a crash, on PostgreSQL too. Fieldlog runs as a child
// process and is killed with SIGKILL in the middle of concurrent creates (many of them grouped into
// one commit, src/storage/postgres/insert-groups.ts); a new process on the same database then
// answers every id that got a 201.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

async function startChild(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', LOG_LEVEL: 'silent', RATE_LIMIT: '0' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    // The URL comes over the IPC channel: at LOG_LEVEL=silent the server writes no start line.
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'fieldlog-listening') resolve(message.url!);
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened: ${output}`)));
  });
  return { child, url };
}

describe('a crash of Fieldlog on PostgreSQL (issue 16)', postgresSuite(), () => {
  test('SIGKILL during concurrent creates: after a restart, every create that got a 201 is there', async (t) => {
    const database = await createThrowAwayDatabase();
    t.after(() => database.drop());
    const first = await startChild(database.url);
    t.after(() => first.child.kill('SIGKILL'));

    const acknowledged: string[] = [];
    let sent = 0;
    const clients = Array.from({ length: 32 }, async () => {
      for (;;) {
        sent++;
        try {
          const response = await fetch(`${first.url}/locations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ version_number: 1, longitude: 7.1, latitude: 50.7, altitude: sent }),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { data: { id: string } }).data.id);
        } catch {
          return; // the server is gone
        }
      }
    });
    // Kill it once a good number of creates were answered, while many more are in flight.
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill('SIGKILL');
    await Promise.all(clients);
    assert.ok(sent > acknowledged.length, 'creates were in flight when the process died');

    const second = await startChild(database.url);
    t.after(() => second.child.kill('SIGKILL'));
    const missing: string[] = [];
    for (const id of acknowledged) {
      const read = await fetch(`${second.url}/locations/${id}?version_number=1`);
      if (read.status !== 200) missing.push(id);
      else await read.arrayBuffer();
    }
    assert.deepEqual(missing, [], `${missing.length} of ${acknowledged.length} acknowledged creates are missing`);
  });
});
