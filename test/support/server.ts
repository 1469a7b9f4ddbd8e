// The real server on an ephemeral port with a throw-away database on the engine of the pass
// (test/support/test-database.ts: a SQLite file, or a PostgreSQL database of its own), and a raw HTTP
// client that sends the request target exactly as written (no URL normalising), so hostile paths
// reach the server.
import { request as httpRequest } from 'node:http';
import { startServer as startFieldlog } from '../../src/server.js';
import type { RunningServer, ServerOptions } from '../../src/server.js';
import { checkContract } from './contract.js';
import { createTestDatabase, testEngine } from './test-database.js';
import type { TestDatabase, TestEngine } from './test-database.js';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON; throws with the body in the message when it is not JSON. */
  json(): any;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent form-encoded; an array of pairs keeps repeated keys. */
  form?: Record<string, string | number> | [string, string][];
  /** Sent as application/xml. */
  xml?: string;
  /** Sent as is, with whatever Content-Type `headers` names. */
  body?: string | Buffer;
}

export interface TestServer {
  url: string;
  port: number;
  /** The engine the server runs on: FIELDLOG_TEST_ENGINE's, unless the test named one. */
  engine: TestEngine;
  /** The DATABASE_URL it was started with: the SQLite file's path, or postgres://… of its own database. */
  databaseUrl: string;
  /** Its database, for tests that write rows beside the server (test/support/named-routes.ts). */
  database: TestDatabase;
  request(method: string, target: string, options?: RequestOptions): Promise<Answer>;
  /** Rows of the server's database, read on a connection of the test's own; `?` placeholders, SQL both engines accept. */
  rows<Row = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<Row[]>;
  /** The first row a query answers, or undefined. */
  row<Row = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<Row | undefined>;
  /** How many rows a table holds. */
  count(table: string): Promise<number>;
  /** Stops the server (keeping the database) so that it can be started again on it. */
  stop(): Promise<void>;
  /** Starts the server again on the same database; `url` and `port` change. */
  restart(): Promise<void>;
  /** Stops the server and removes its database. */
  close(): Promise<void>;
}

/** Options that only the SQLite store reads: a test that passes them is about SQLite (`*.sqlite.test.ts`). */
const SQLITE_ONLY_OPTIONS = ['synchronous', 'writer', 'commitProbe'] as const;

/**
 * `options` reach src/server.ts as they are (rate limit, CORS, request log sink, limits). The engine
 * is the pass's (FIELDLOG_TEST_ENGINE) unless `harness.engine` names one: the `*.sqlite.test.ts` files
 * name `sqlite`, so they test SQLite whichever pass runs them.
 */
export async function startServer(
  options: Partial<Omit<ServerOptions, 'databaseUrl'>> = {},
  harness: { engine?: TestEngine } = {},
): Promise<TestServer> {
  const engine = harness.engine ?? testEngine();
  const sqliteOnly = SQLITE_ONLY_OPTIONS.filter((name) => options[name] !== undefined);
  if (engine !== 'sqlite' && sqliteOnly.length > 0) {
    throw new Error(
      `${sqliteOnly.join(', ')} only reach the SQLite store: start this server with { engine: 'sqlite' } in a *.sqlite.test.ts file`,
    );
  }
  const database = await createTestDatabase(engine);
  const start = () => startFieldlog({ ...options, port: 0, host: '127.0.0.1', databaseUrl: database.url });
  let running: RunningServer | undefined;
  try {
    running = await start();
  } catch (error) {
    await database.drop();
    throw error;
  }
  const server: TestServer = {
    url: running.url,
    port: Number(new URL(running.url).port),
    engine,
    databaseUrl: database.url,
    database,
    request: (method, target, options = {}) => send(server.port, method, target, options),
    rows: database.rows,
    row: database.row,
    count: database.count,
    async stop() {
      await database.disconnect();
      await running?.close();
      running = undefined;
    },
    async restart() {
      await server.stop();
      running = await start();
      server.url = running.url;
      server.port = Number(new URL(running.url).port);
    },
    async close() {
      await server.stop();
      await database.drop();
    },
  };
  return server;
}

export function send(port: number, method: string, target: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Buffer | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  } else if (options.form !== undefined) {
    const pairs: [string, string][] = Array.isArray(options.form)
      ? options.form
      : Object.entries(options.form).map(([k, v]) => [k, String(v)]);
    body = new URLSearchParams(pairs).toString();
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
  } else if (options.xml !== undefined) {
    body = options.xml;
    headers['content-type'] ??= 'application/xml';
  }
  const answered = new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: target, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          json() {
            try {
              return JSON.parse(text);
            } catch {
              throw new Error(`Expected JSON, got ${res.headers['content-type']}: ${text.slice(0, 500)}`);
            }
          },
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
  // Every answer is held to the OpenAPI document (issue 4): an undocumented status, media type or
  // body shape fails the test that received it.
  return answered.then(async (answer) => {
    await checkContract({ method, target, status: answer.status, headers: answer.headers, text: answer.text });
    return answer;
  });
}
