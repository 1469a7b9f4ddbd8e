// Issue 21: BACKUP_INTERVAL, BACKUP_KEEP and BACKUP_DIR take verified backups on a schedule inside
// the server, one process at a time, keeping the newest BACKUP_KEEP; a failure is logged and the
// server goes on serving. A one-second interval stands in for hours.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startServer as startFieldlog } from '../../src/server.js';
import type { RunningServer } from '../../src/server.js';
import { killIfRunning, startChildServer } from '../support/child-server.js';
import { send, startServer } from '../support/server.js';
import { createTestDatabase } from '../support/test-database.js';

interface LogLine {
  time: string;
  level: string;
  msg: string;
  backup?: { file: string; bytes: number; engine: string; tables: Record<string, number> };
}

/** The lines a server logged that carry a message (the request log's lines do not). */
function collector(): { lines: LogLine[]; sink(line: string): void } {
  const lines: LogLine[] = [];
  return {
    lines,
    sink(line) {
      for (const part of line.split('\n').filter((text) => text !== '')) {
        const parsed = JSON.parse(part) as LogLine;
        if (typeof parsed.msg === 'string') lines.push(parsed);
      }
    },
  };
}

const written = (lines: LogLine[]) => lines.filter((line) => line.msg.startsWith('Backup written to '));

async function until(what: string, condition: () => boolean, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('scheduled backups appear, verified, one process at a time takes them, another takes over when it stops, and only BACKUP_KEEP remain', async (t) => {
  const dir = join(mkdtempSync(join(tmpdir(), 'fieldlog-schedule-')), 'backups');
  t.after(() => rmSync(join(dir, '..'), { recursive: true, force: true }));
  const backups = { intervalMs: 1_000, keep: 2, dir };
  const first = collector();
  const server = await startServer({ backups, log: first.sink });
  t.after(() => server.close());
  assert.equal(
    (
      await server.request('POST', '/locations', {
        json: { version_number: 2, longitude: 1, latitude: 2, altitude: 3, speed: 4, timestamp: '2026-11-22T18:45:00Z' },
      })
    ).status,
    201,
  );
  const second = collector();
  let other: RunningServer | undefined = await startFieldlog({
    databaseUrl: server.databaseUrl,
    port: 0,
    host: '127.0.0.1',
    backups,
    log: second.sink,
  });
  t.after(() => other?.close());

  await until('three scheduled backups', () => written(first.lines).length + written(second.lines).length >= 3);
  const leader = written(first.lines).length > 0 ? first : second;
  const follower = leader === first ? second : first;
  assert.equal(written(follower.lines).length, 0, 'while one process holds the claim, the other takes no backup');
  for (const line of written(leader.lines)) {
    assert.equal(line.level, 'info');
    assert.match(
      line.msg,
      /^Backup written to \S+fieldlog-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.(db|dump) \(\d+ bytes; verified by (PRAGMA integrity_check|pg_restore into a scratch database)\)$/,
    );
    assert.equal(line.backup?.engine, server.engine);
    assert.ok(line.backup!.tables.locations! >= 1, 'the backup holds the location created before it');
  }
  assert.ok(
    leader.lines.some((line) => /^Old backup \S+ deleted: BACKUP_KEEP=2 keeps the newest$/.test(line.msg)),
    'the third backup deleted the first',
  );

  // The leader stops (its claim goes with it); the other process takes the next backups.
  if (leader === first) await server.stop();
  else await other!.close();
  if (leader === second) other = undefined;
  await until('a backup by the process that was waiting', () => written(follower.lines).length >= 1);
  if (leader === first) await other!.close();
  else await server.stop();
  other = undefined;

  const logged = [...written(first.lines), ...written(second.lines)].map((line) => line.backup!.file).sort();
  const onDisk = readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort();
  assert.deepEqual(
    onDisk,
    logged.slice(-2).map((file) => file.slice(dir.length + 1)),
    'the newest BACKUP_KEEP backups remain, and nothing else but the claim file',
  );
  assert.equal(
    [...first.lines, ...second.lines].filter((line) => line.level === 'error').length,
    0,
    JSON.stringify([...first.lines, ...second.lines]),
  );
});

test('a scheduled backup that cannot be written is logged as an error, and the server goes on serving', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-schedule-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const blocker = join(folder, 'a-file');
  writeFileSync(blocker, '');
  const log = collector();
  const server = await startServer({ backups: { intervalMs: 1_000, keep: 2, dir: join(blocker, 'backups') }, log: log.sink });
  t.after(() => server.close());
  await until('two failures logged', () => log.lines.filter((line) => line.level === 'error').length >= 2);
  for (const line of log.lines.filter((entry) => entry.level === 'error')) {
    assert.match(line.msg, /^Scheduled backup failed: ENOTDIR: not a directory, mkdir '\S+a-file\/backups'$/);
    assert.match(line.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  }
  assert.equal((await send(server.port, 'GET', '/healthz')).status, 200);
  assert.equal(
    (
      await server.request('POST', '/locations', {
        json: { version_number: 2, longitude: 1, latitude: 2, altitude: 3, speed: 4, timestamp: '2026-11-22T18:45:00Z' },
      })
    ).status,
    201,
  );
});

test('with WORKERS=2 one process takes the scheduled backups: no two are closer together than BACKUP_INTERVAL', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  const dir = join(mkdtempSync(join(tmpdir(), 'fieldlog-schedule-')), 'backups');
  t.after(() => rmSync(join(dir, '..'), { recursive: true, force: true }));
  const child = await startChildServer(database.url, {
    WORKERS: '2',
    LOG_LEVEL: 'info',
    BACKUP_INTERVAL: '1s',
    BACKUP_KEEP: '10',
    BACKUP_DIR: dir,
  });
  t.after(() => killIfRunning(child));
  await child.waitFor(/(Backup written to [^\n]*\n[\s\S]*){4}/, 90_000);
  child.process.kill('SIGTERM');
  assert.equal((await child.exited).code, 0);
  const taken = [...child.stdout().matchAll(/"Backup written to \S+fieldlog-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/g)].map(
    ([, day, h, m, s, ms]) => Date.parse(`${day}T${h}:${m}:${s}.${ms}Z`),
  );
  assert.ok(taken.length >= 4, child.stdout());
  const gaps = taken
    .sort((a, b) => a - b)
    .slice(1)
    .map((time, i) => time - taken[i]!);
  assert.ok(
    gaps.every((gap) => gap >= 1_000),
    `two processes took backups within one interval of each other: gaps ${gaps.join(', ')} ms`,
  );
  assert.doesNotMatch(child.stdout(), /"level":"error"/);
});
