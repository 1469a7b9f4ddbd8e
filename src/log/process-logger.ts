// The entry point's logger: JSON on stdout, or, for `npm start` on a terminal, pino-pretty's lines.
import { createLogger } from './logger.js';
import type { LogLevel, Logger } from './logger.js';

/**
 * Pretty lines only when a person is watching the sources run (a terminal, and this file is
 * TypeScript under tsx): pino-pretty is a development dependency, absent where the build runs, and
 * production's stdout is read by a collector or the journal, which want JSON. The package is named
 * through a variable so that the bundler leaves it out of the build.
 */
export async function createProcessLogger(level: LogLevel): Promise<Logger> {
  if (process.stdout.isTTY === true && import.meta.url.endsWith('.ts')) {
    const name = 'pino-pretty';
    try {
      const { build: pretty } = (await import(name)) as typeof import('pino-pretty');
      return createLogger({ level, sink: pretty({ destination: 1, sync: true, translateTime: 'SYS:HH:MM:ss.l' }) });
    } catch {
      // Not installed (npm ci --omit=dev): JSON it is.
    }
  }
  return createLogger({ level });
}
