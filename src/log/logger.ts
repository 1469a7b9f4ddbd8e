// The one logger of a Fieldlog process (issue 21): pino, one JSON line per event on stdout, each with
// `time` (ISO 8601) and `level` (its name), at the level LOG_LEVEL names. Everything that writes a
// line (the request log, errors, start and stop, migrations, the writer thread, slow queries) writes
// it here, so a level filters every line alike and redaction covers them all.
import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';

export type { Logger } from 'pino';

/** LOG_LEVEL's values, from the most said to nothing; each lets through its own level and those after it. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where lines go: any function given one whole line (with its newline) at a time; tests collect them. */
export type LogSink = (line: string) => void;

/**
 * Paths pino blanks before a line is written, wherever a line holds them: request headers (logged at
 * debug), and any object that carries a credential. A secret that reaches a log is a leaked secret:
 * logs are copied to places with weaker access than the database.
 */
export const REDACTED_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["proxy-authorization"]',
  'headers["webhook-signature"]',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.secret',
  '*.token',
  'password',
  'secret',
  'token',
];

export interface LoggerOptions {
  level: LogLevel;
  /** Where lines go; stdout, written synchronously, when absent. */
  sink?: LogSink | DestinationStream;
}

/**
 * A logger at `level`. Lines are written synchronously: the last ones before process.exit (a stop, a
 * writer thread's death) must reach the file or the journal, and a line is small.
 *
 * @example createLogger({ level: 'debug', sink: (line) => lines.push(line) }).info({ url }, 'Fieldlog listening');
 */
export function createLogger(options: LoggerOptions): Logger {
  const sink = options.sink;
  const destination: DestinationStream =
    sink === undefined ? pino.destination({ dest: 1, sync: true }) : typeof sink === 'function' ? { write: sink } : sink;
  return pino(
    {
      level: options.level,
      // The process id tells apart the lines of WORKERS=N processes sharing one stdout; the host name is
      // the journal's or the collector's to add.
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // The level's name, not pino's number: a reader of the file, or a grep, knows `error`.
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    },
    destination,
  );
}

/**
 * For modules that say what happened as one object, `{ level, message, ...fields }` (retention's
 * runs), so that they need not know the logger: each becomes a line at its level.
 */
export function lineLogger(log: Logger): (line: { level: 'info' | 'error'; message: string; [field: string]: unknown }) => void {
  return ({ level, message, ...fields }) => log[level](fields, message);
}

/** A logger that writes nothing: for code run without one (a test's store, a script). */
export const SILENT_LOGGER: Logger = pino({ level: 'silent' });

/** Reads LOG_LEVEL; throws the start-up sentence for any other value. */
export function readLogLevel(value: string): LogLevel {
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new Error(`LOG_LEVEL must be ${LOG_LEVELS.slice(0, -1).join(', ')} or ${LOG_LEVELS.at(-1)}, not "${value}"`);
}

/** The fields of an error line: its message and, for the log only, its stack (never in an answer). */
export function errorFields(error: unknown): { error: string; stack?: string } {
  if (error instanceof Error) return { error: error.message, ...(error.stack === undefined ? {} : { stack: error.stack }) };
  return { error: String(error) };
}
