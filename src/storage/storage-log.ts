// What storage says about itself (issue 21): migrations applied, the SQLite writer thread's start,
// stop and death, slow calls. The process's logger (src/log/logger.ts, pino) fits this shape; storage
// names only the shape, so it stays a leaf that imports nothing of the layers above it.

export interface StorageLog {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
  isLevelEnabled(level: string): boolean;
}

/** Options every engine reads. */
export interface StorageLogOptions {
  /** Where storage's lines go; nowhere when absent (scripts, tests that open a store of their own). */
  log?: StorageLog | undefined;
  /**
   * Called once when storage has failed for good and the process cannot recover it: the SQLite writer
   * thread ended when nobody closed it. The server logs it and exits non-zero, so that a supervisor
   * restarts it (src/server.ts); no write could be stored until then.
   */
  onFailure?: ((error: Error) => void) | undefined;
}

/**
 * Says, once each, the migrations a start applied. After their one transaction committed, so each
 * line names one that is there; `duration_ms` is the whole transaction's, which is what a start waited.
 */
export function logMigrations(log: StorageLog | undefined, engine: string, applied: readonly string[], durationMs: number): void {
  for (const migration of applied) {
    log?.info({ engine, migration, transaction_ms: Math.round(durationMs) }, `Migration ${migration} applied`);
  }
}
