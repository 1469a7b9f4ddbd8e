import { realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp } from './app.js';
import { readConfig } from './config.js';
import { openStore } from './storage/index.js';
import type { Store } from './storage/index.js';

export interface RunningServer {
  server: Server;
  store: Store;
  url: string;
  /** Stops accepting, finishes requests in flight, closes the database. */
  close(): Promise<void>;
}

/** Opens storage and listens; used by the entry point below and by the tests (port 0). */
export async function startServer(options: { port: number; host: string; databaseUrl: string }): Promise<RunningServer> {
  const store = await openStore(options.databaseUrl);
  const app = createApp({ store });
  const server = createServer({ keepAliveTimeout: 5_000, headersTimeout: 15_000, requestTimeout: 30_000 }, app.handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      // close() stops accepting and waits for requests in flight; idle keep-alive sockets would
      // otherwise hold it open until their timeout.
      server.close(() => resolve());
      server.closeIdleConnections();
    }).then(() => store.close());
    return closing;
  };
  return { server, store, url: `http://${host}:${address.port}`, close };
}

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const running = await startServer(config);
  process.stdout.write(`Fieldlog listening on ${running.url} (storage: ${running.store.kind})\n`);
  const stop = (signal: string) => {
    process.stdout.write(`${signal}: finishing requests in flight, then closing storage\n`);
    running.close().then(() => process.exit(0), (error: unknown) => {
      process.stderr.write(`Shutdown failed: ${String(error)}\n`);
      process.exit(1);
    });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

/** True when node was asked to run this file, not when a test imports it. */
function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    // import.meta.url is the real path, percent-encoded; argv[1] is the path as typed, which may go
    // through a symbolic link or hold a space. Comparing them raw made `npm start` exit 0 silently.
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    process.stderr.write(`Fieldlog could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
