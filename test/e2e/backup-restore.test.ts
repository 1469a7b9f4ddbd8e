// Issue 21: `npm run backup -- DEST` takes a verified snapshot of a database while a server keeps
// writing to it, and `npm run restore -- SRC` puts one back, on the engine of the pass. The CLIs run
// as child processes, as an operator runs them, beside a real server in this process.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { startServer as startFieldlog } from '../../src/server.js';
import { printedRows, runBackup, runRestore } from '../support/backups.js';
import { runCreateLoad } from '../support/create-load.js';
import type { CreateOutcome } from '../support/create-load.js';
import { send, startServer } from '../support/server.js';
import { createTestDatabase } from '../support/test-database.js';

function scratchFolder(t: { after(fn: () => void): void }): string {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-backup-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

function createdId(outcome: CreateOutcome): string {
  return JSON.parse(outcome.body!).data.id as string;
}

test('a backup taken during concurrent creates holds every create acknowledged before it started; restored, a new server finds them all', async (t) => {
  const server = await startServer({ rateLimit: { limit: 0 } });
  t.after(() => server.close());
  const folder = scratchFolder(t);
  const dest = join(folder, 'during-load.backup');

  const acknowledged: CreateOutcome[] = [];
  let stop = false;
  const load = runCreateLoad({
    port: server.port,
    clients: 4,
    keepAlive: true,
    stopped: () => stop,
    onOutcome: (outcome) => {
      if (outcome.status === 201) acknowledged.push(outcome);
    },
  });
  while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));
  const beforeBackup = acknowledged.length;
  const ackedBefore = acknowledged.slice(0, beforeBackup).map(createdId);
  const backup = await runBackup(server.databaseUrl, dest);
  const duringBackup = acknowledged.length - beforeBackup;
  stop = true;
  const outcomes = await load;
  assert.equal(backup.code, 0, backup.stderr);
  assert.ok(duringBackup > 0, 'creates went on being acknowledged while the backup ran');
  assert.ok(
    outcomes.every((outcome) => outcome.status === 201),
    'no create failed because of the backup',
  );
  assert.match(
    backup.stdout,
    new RegExp(`^Backup written to ${dest.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+ bytes; (sqlite|postgres); verified by `),
  );
  const printed = printedRows(backup.stdout);
  assert.ok(
    ['locations', 'readings', 'devices', 'events', 'schema_migrations'].every((table) => table in printed),
    backup.stdout,
  );
  assert.ok(printed.locations! >= beforeBackup, `the backup holds at least the ${beforeBackup} creates acknowledged before it began`);
  assert.ok(printed.locations! <= acknowledged.length, 'and no more than were ever acknowledged');
  assert.deepEqual(readdirSync(folder), ['during-load.backup'], 'only the finished backup is left in its folder');

  const fresh = await createTestDatabase();
  t.after(() => fresh.drop());
  const restore = await runRestore(fresh.url, dest);
  assert.equal(restore.code, 0, restore.stderr);
  assert.deepEqual(printedRows(restore.stdout), printed, 'the restore reports the rows the backup reported');
  assert.equal(await fresh.count('locations'), printed.locations, 'the restored database holds the rows the backup printed');
  assert.equal(await fresh.count('events'), printed.events);
  await fresh.disconnect();

  const restored = await startFieldlog({ databaseUrl: fresh.url, port: 0, host: '127.0.0.1', rateLimit: { limit: 0 } });
  t.after(() => restored.close());
  const port = Number(new URL(restored.url).port);
  const missing: string[] = [];
  for (let i = 0; i < ackedBefore.length; i += 16) {
    const answers = await Promise.all(ackedBefore.slice(i, i + 16).map((id) => send(port, 'GET', `/locations/${id}?version_number=2`)));
    answers.forEach((answer, j) => {
      if (answer.status !== 200) missing.push(ackedBefore[i + j]!);
    });
  }
  assert.deepEqual(missing, [], 'every create acknowledged before the backup started is served by the restored server');
  const listed = await send(port, 'POST', '/locations', {
    json: { version_number: 2, longitude: 1, latitude: 2, altitude: 3, speed: 4, timestamp: '2026-11-22T18:45:00Z' },
  });
  assert.equal(listed.status, 201, 'the restored database takes new writes');
});

test('restore refuses a database a running server has open, with a sentence, and changes nothing; once the server stops it restores', async (t) => {
  const source = await startServer();
  t.after(() => source.close());
  const folder = scratchFolder(t);
  const dest = join(folder, 'one.backup');
  const created = await source.request('POST', '/locations', {
    json: { version_number: 2, longitude: 1, latitude: 2, altitude: 3, speed: 7, timestamp: '2026-11-22T18:45:00Z' },
  });
  assert.equal(created.status, 201);
  assert.equal((await runBackup(source.databaseUrl, dest)).code, 0);

  const busy = await startServer();
  t.after(() => busy.close());
  const own = await busy.request('POST', '/locations', {
    json: { version_number: 2, longitude: 5, latitude: 6, altitude: 7, speed: 8, timestamp: '2026-11-22T18:45:00Z' },
  });
  assert.equal(own.status, 201);
  const refused = await runRestore(busy.databaseUrl, dest);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /^Restore failed: .* is in use: .*\. Stop (the|every Fieldlog) server.*then run the restore again\.\n$/);
  assert.equal(refused.stdout, '');
  const still = await busy.request('GET', `/locations/${own.json().data.id}?version_number=2`);
  assert.equal(still.status, 200, 'the running server still has its own row');
  assert.equal(
    (
      await busy.request('POST', '/locations', {
        json: { version_number: 2, longitude: 0, latitude: 0, altitude: 0, speed: 0, timestamp: '2026-11-22T18:45:00Z' },
      })
    ).status,
    201,
    'and keeps writing',
  );

  await busy.stop();
  const restored = await runRestore(busy.databaseUrl, dest);
  assert.equal(restored.code, 0, restored.stderr);
  assert.equal(printedRows(restored.stdout).locations, 1);
  await busy.restart();
  assert.equal(
    (await busy.request('GET', `/locations/${created.json().data.id}?version_number=2`)).status,
    200,
    "the backup's row is there",
  );
  assert.equal(
    (await busy.request('GET', `/locations/${own.json().data.id}?version_number=2`)).status,
    404,
    'and the replaced one is gone',
  );
});

test('restore refuses a SRC that is not a backup, a damaged one, or one of the other engine, with a sentence, and leaves the database as it was', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const folder = scratchFolder(t);
  const good = join(folder, 'good.backup');
  assert.equal(
    (
      await server.request('POST', '/locations', {
        json: { version_number: 2, longitude: 1, latitude: 2, altitude: 3, speed: 4, timestamp: '2026-11-22T18:45:00Z' },
      })
    ).status,
    201,
  );
  assert.equal((await runBackup(server.databaseUrl, good)).code, 0);
  await server.stop();

  const text = join(folder, 'notes.txt');
  writeFileSync(text, 'not a database at all\n');
  const damaged = join(folder, 'damaged.backup');
  const whole = readFileSync(good);
  writeFileSync(damaged, whole);
  truncateSync(damaged, Math.floor(whole.length / 2));
  const otherEngine = join(folder, 'other-engine.backup');
  if (server.engine === 'sqlite') {
    writeFileSync(otherEngine, Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(100)]));
  } else {
    const db = new Database(otherEngine);
    db.exec('CREATE TABLE schema_migrations (name TEXT)');
    db.close();
  }

  const cases: [string, RegExp][] = [
    [join(folder, 'absent.backup'), /^Restore failed: SRC \S+absent\.backup does not exist\.\n$/],
    [
      text,
      /^Restore failed: SRC \S+notes\.txt is not a Fieldlog backup: it is neither a SQLite database nor a pg_dump archive in custom format; name a file npm run backup wrote\.\n$/,
    ],
    [
      damaged,
      server.engine === 'sqlite'
        ? /^Restore failed: SRC \(\S+damaged\.backup\) failed verification: .+\.\n$/
        : /^Restore failed: SRC \(\S+damaged\.backup\) (is not a readable pg_dump archive|failed verification): pg_restore failed .+\.\n$/,
    ],
    [
      otherEngine,
      server.engine === 'sqlite'
        ? /^Restore failed: SRC \S+ is a pg_dump archive, but DATABASE_URL names SQLite; restore it into PostgreSQL\.\n$/
        : /^Restore failed: SRC \S+ is a SQLite database, but DATABASE_URL names PostgreSQL; restore a pg_dump archive there\.\n$/,
    ],
  ];
  for (const [src, sentence] of cases) {
    const refused = await runRestore(server.databaseUrl, src);
    assert.equal(refused.code, 1, src);
    assert.match(refused.stderr, sentence);
  }
  assert.equal(await server.count('locations'), 1, 'the database still holds its row');
  await server.database.disconnect();
  assert.deepEqual(
    readdirSync(folder).filter((name) => name.startsWith('.')),
    [],
    'no half-restored file is left beside the backups',
  );
});

test('backup refuses a DEST it cannot write whole, with a sentence, and leaves nothing behind', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const folder = scratchFolder(t);
  const existing = join(folder, 'existing.backup');
  writeFileSync(existing, 'keep me');
  const plainFile = join(folder, 'plain');
  writeFileSync(plainFile, '');
  // Root may write anywhere chmod forbids; sysfs refuses new files to everyone.
  const locked = join(folder, 'locked');
  const unwritable = process.getuid?.() === 0 ? '/sys' : locked;
  if (unwritable === locked) {
    mkdirSync(locked);
    chmodSync(locked, 0o555);
  }
  const cases: [string, RegExp][] = [
    [
      join(folder, 'missing', 'x.backup'),
      /^Backup failed: The folder \S+missing does not exist; create it first \(a backup does not create folders\)\.\n$/,
    ],
    [join(plainFile, 'x.backup'), /^Backup failed: \S+plain is not a folder; DEST must name a file inside a folder\.\n$/],
    [join(unwritable, 'x.backup'), /^Backup failed: Cannot write in \S+ \(E[A-Z]+\); choose a folder this user may write to\.\n$/],
    [
      existing,
      /^Backup failed: \S+existing\.backup exists already; a backup never overwrites a file: name a new one or remove it first\.\n$/,
    ],
  ];
  for (const [dest, sentence] of cases) {
    const refused = await runBackup(server.databaseUrl, dest);
    assert.equal(refused.code, 1, dest);
    assert.match(refused.stderr, sentence);
    assert.equal(refused.stdout, '');
  }
  assert.equal(readFileSync(existing, 'utf8'), 'keep me');
  assert.deepEqual(
    readdirSync(folder).sort(),
    ['existing.backup', 'locked', 'plain'].filter((name) => name !== 'locked' || unwritable === locked).sort(),
  );
});
