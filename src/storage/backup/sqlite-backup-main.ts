// The backup thread's entry (sqlite-backup-thread.ts): one backup, one message, then it ends.
import { parentPort, workerData } from 'node:worker_threads';
import { takeSqliteBackup } from './sqlite-backup.js';
import type { BackupThreadData, BackupThreadMessage } from './sqlite-backup-thread.js';

const { location, dest } = workerData as BackupThreadData;
let message: BackupThreadMessage;
try {
  message = { ok: true, report: await takeSqliteBackup(location, dest) };
} catch (error) {
  message = { ok: false, message: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(message);
