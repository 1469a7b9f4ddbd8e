// The real server on an ephemeral port with a throw-away SQLite file, and a raw HTTP client that
// sends the request target exactly as written (no URL normalising), so hostile paths reach the server.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startServer as startFieldlog } from '../../src/server.js';
import type { RunningServer, ServerOptions } from '../../src/server.js';
import { checkContract } from './contract.js';

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
  databasePath: string;
  request(method: string, target: string, options?: RequestOptions): Promise<Answer>;
  /** A read-only connection to the server's database, for asserting rows. */
  db(): Database.Database;
  /** Stops the server (keeping the database file) so that it can be started again on the same file. */
  stop(): Promise<void>;
  /** Starts the server again on the same file; `url` and `port` change. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** `options` reach src/server.ts as they are (rate limit, CORS, request log sink, limits). */
export async function startServer(options: Partial<Omit<ServerOptions, 'databaseUrl'>> = {}): Promise<TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'fieldlog-test-'));
  const databasePath = join(directory, 'test.db');
  let running: RunningServer | undefined = await startFieldlog({ ...options, port: 0, host: '127.0.0.1', databaseUrl: databasePath });
  let reader: Database.Database | undefined;
  const server: TestServer = {
    url: running.url,
    port: Number(new URL(running.url).port),
    databasePath,
    request: (method, target, options = {}) => send(server.port, method, target, options),
    db() {
      reader ??= new Database(databasePath, { readonly: true, fileMustExist: true });
      return reader;
    },
    async stop() {
      reader?.close();
      reader = undefined;
      await running?.close();
      running = undefined;
    },
    async restart() {
      await server.stop();
      running = await startFieldlog({ ...options, port: 0, host: '127.0.0.1', databaseUrl: databasePath });
      server.url = running.url;
      server.port = Number(new URL(running.url).port);
    },
    async close() {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
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
