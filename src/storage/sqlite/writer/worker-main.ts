// The writer thread (issue 7): every write of a file database runs here, on a connection of its own
// with WAL and synchronous=FULL, by group commit (group-commit.ts). COMMIT syncs the WAL on this
// thread, so the main thread's event loop serves other requests during the fsync. Started by
// writer-thread.ts (the WriterThread class); never imported by the main thread.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { COLLECTION_NAMES } from '../../columns.js';
import { CollectionWrites } from './collection-writes.js';
import { CheckpointAfterAnswers } from './checkpoint-after-answers.js';
import { CommitProbe } from './commit-probe.js';
import { GroupCommit } from './group-commit.js';
import { applyPragmas, readPragmas } from '../pragmas.js';
import { WalGuard } from '../wal-guard.js';
import { RetentionBatch } from '../retention-sql.js';
import type { CollectionName, FieldValue } from '../../store.js';
import type { FromWriter, QueuedWrite, Settled, ToWriter, Write, WriterData } from './messages.js';

const port = parentPort as MessagePort;
const { location, synchronous, probe: probeBuffer, walLimitBytes, held } = workerData as WriterData;
const probe = probeBuffer === undefined ? undefined : new CommitProbe(probeBuffer);

// Migrations run on the main thread's connection before this thread opens its own: a thread started
// early (writer-prestart.ts) waits here for the word that they have.
if (held !== undefined) Atomics.wait(new Int32Array(held), 0, 0);
const db = new Database(location);
applyPragmas(db, false, synchronous);
const checkpoints = CheckpointAfterAnswers.start(db, location);
const collections = new Map<CollectionName, CollectionWrites>(COLLECTION_NAMES.map((name) => [name, new CollectionWrites(db, name)]));
const groupCommit = new GroupCommit(db, probe === undefined ? undefined : (connection, writes) => probe.beforeCommit(connection, writes));
const walGuard = new WalGuard(db, location, walLimitBytes);
const retention = new RetentionBatch(db);

let queue: QueuedWrite[] = [];
let scheduled = false;
let closing = false;

function post(message: FromWriter): void {
  port.postMessage(message);
}

function receive(message: ToWriter): void {
  if (message.type === 'writes') {
    for (const queued of message.writes) queue.push(queued);
  } else if (message.type === 'pragmas') {
    post({ type: 'settled', results: [{ seq: message.seq, ok: true, value: readPragmas(db) }] });
    return;
  } else {
    closing = true;
  }
  if (!scheduled) {
    scheduled = true;
    // After the poll phase that delivered this message, so that every message waiting in the port
    // (all that arrived during the last COMMIT) joins the same group.
    setImmediate(commitQueued);
  }
}

function commitQueued(): void {
  // Take anything still waiting in the port too: all of it arrived before this commit starts.
  for (let next = receiveMessageOnPort(port); next !== undefined; next = receiveMessageOnPort(port)) receive(next.message as ToWriter);
  const group = queue;
  queue = [];
  if (group.length > 0) {
    const outcomes = groupCommit.run(group, (queued) => apply(queued.write));
    // Posted only now, after COMMIT returned: under FULL the group is on disk.
    post({
      type: 'settled',
      results: group.map((queued, index): Settled => ({ seq: queued.seq, ...outcomes[index]! })),
      // Two numbers on the message that goes anyway: the main thread's /metrics costs the thread nothing more.
      commitMs: groupCommit.lastCommitMs,
      groupMs: groupCommit.lastGroupMs,
    });
    const checkpointMs = checkpoints?.afterAnswers();
    if (checkpointMs !== undefined) post({ type: 'checkpointed', ms: checkpointMs });
    walGuard.afterCommit();
  }
  scheduled = false;
  if (closing) {
    checkpoints?.close();
    db.close();
    post({ type: 'closed' });
    port.close();
  }
}

// Identity's statements, prepared once each: their texts are the fixed few of src/storage/identity.ts.
const statements = new Map<string, Database.Statement>();

function runStatement(sql: string, params: FieldValue[]): number {
  let statement = statements.get(sql);
  if (statement === undefined) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement.run(...params).changes;
}

function apply(write: Write): unknown {
  if (write.op === 'statement') return runStatement(write.sql, write.params);
  // Inside the write's own SAVEPOINT (group-commit.ts): one that throws undoes the ones before it.
  if (write.op === 'statements') return write.statements.map((one) => runStatement(one.sql, one.params));
  if (write.op === 'delete-matching') return retention.run(write.collection, write.where, write.limit, write.actor);
  const writes = collections.get(write.collection);
  if (writes === undefined) throw new Error(`Collection "${write.collection}" does not exist.`);
  switch (write.op) {
    case 'insert':
      return writes.insert(write.values, write.actor, write.trace);
    case 'insert-many':
      return writes.insertMany(write.values, write.actor, write.trace);
    case 'insert-once':
      return writes.insertOnce(write.key, write.fingerprint, write.values, write.actor, write.trace);
    case 'update':
      return writes.update(write.id, write.expected, write.values, write.actor, write.trace);
    case 'delete':
      return writes.delete(write.id, write.expected, write.actor, write.trace);
  }
}

port.on('message', receive);
post({ type: 'ready' });
