// A scheduled SQLite backup runs on a thread of its own: the copy is one step that holds its thread
// for as long as it reads the file (sqlite-backup.ts), and on the server's main thread that would
// stall every request meanwhile. The thread lives for one backup.
import { Worker } from 'node:worker_threads';
import type { BackupReport } from './backup-file.js';

export interface BackupThreadData {
  location: string;
  dest: string;
}

export type BackupThreadMessage = { ok: true; report: BackupReport } | { ok: false; message: string };

export function backupSqliteInThread(location: string, dest: string): Promise<BackupReport> {
  const worker = spawnBackupThread({ location, dest });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: BackupThreadMessage) => (message.ok ? resolve(message.report) : reject(new Error(message.message))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The backup thread ended (exit code ${code}) before it said how the backup went.`)));
  });
}

function spawnBackupThread(data: BackupThreadData): Worker {
  // As the writer thread does (sqlite/writer/writer-thread.ts): the bundle's file, or the source
  // under tsx, which a worker must register for itself on Node 20.
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./sqlite-backup-main.js', import.meta.url), { workerData: data, execArgv: [] });
  }
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./sqlite-backup-main.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData: data });
}
