// Peer: Fieldlog itself, compiled (npm run build) and started as production starts it:
// `node dist/main.js`, configured by the environment. The whole stack runs on every request:
// guards, routing, negotiation, versioned validation, the envelope, request id and ETag. Two
// settings differ from a default start, both to compare like with like: LOG_LEVEL=silent (no peer
// writes a request log) and RATE_LIMIT=0 (one client sends everything).
//
// synchronous=NORMAL is not a setting of the server (no environment variable can weaken FULL), so
// for that scenario the same compiled startServer is called with { synchronous: 'NORMAL' } from a
// few lines of --eval, which is the only difference from `node dist/main.js`.
//
// On PostgreSQL (--engine postgres, fieldlogPostgresPeer) DATABASE_URL is a fresh database's URL and
// WORKERS is set; everything else is as above.
//
// API keys (issue 17): http.bench.ts's database holds a key, so a scenario that sends it runs with
// AUTH=on (the key is checked on every request) and every other scenario with AUTH=off (no check at
// all, as before keys existed); settings.apiKey says which. The difference is the check's cost.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Launch, Peer, PeerSettings } from './peer.js';

export const DIST_ENTRY = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/**
 * The Node options of the production start, `npm run start:prod` in package.json, so that the bench
 * starts Fieldlog exactly as production does (docs/operations.md says why each is there).
 */
export function productionNodeOptions(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
  const command = manifest.scripts['start:prod'] ?? '';
  const words = command.split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/main.js')
    throw new Error(`start:prod must be "node [options] dist/main.js", not "${command}"`);
  return words.slice(1, -1);
}

/** Fieldlog from the build whose entry point is `entry` (dist/main.js unless told). */
export function fieldlogPeer(entry: string = DIST_ENTRY): Peer {
  return {
    name: 'fieldlog',
    description: 'Fieldlog, compiled: the whole stack (versioned validation, envelope, request id, ETag)',
    // Every Fieldlog route goes through routing and the registry; there is no bare hello.
    skips: ['hello'],
    checksKeys: true,
    launch: (settings: PeerSettings) => launchFieldlog(entry, settings, {}),
  };
}

/**
 * The same build with METRICS=off (issue 21): nothing counted for /metrics. Measured beside
 * `fieldlog` in one run (`--peers fieldlog,fieldlog-nometrics`), the difference is what the metrics
 * cost a request; http.bench.ts reports it as a ratio.
 */
export function fieldlogWithoutMetricsPeer(entry: string = DIST_ENTRY): Peer {
  return {
    ...fieldlogPeer(entry),
    name: 'fieldlog-nometrics',
    description: 'Fieldlog, compiled, with METRICS=off: the whole stack without the counting for /metrics',
    launch: (settings: PeerSettings) => launchFieldlog(entry, settings, { METRICS: 'off' }),
  };
}

/**
 * Fieldlog on PostgreSQL (--engine postgres): `node dist/main.js` with DATABASE_URL the fresh
 * database's postgres:// URL and its default pool (DATABASE_POOL_SIZE 10 per process). `workers`
 * above 1 sets WORKERS: a primary and that many worker processes (src/workers.ts), which may run on
 * every core (`cores: 'all'`); `pinned: false` lets one process float over every core too, to tell
 * what a second process brings from what a second core brings.
 */
export function fieldlogPostgresPeer(options: { workers: number; pinned?: boolean; entry?: string }): Peer {
  const { workers, pinned = workers === 1, entry = DIST_ENTRY } = options;
  const name = workers === 1 ? (pinned ? 'fieldlog-pg' : 'fieldlog-pg-unpinned') : `fieldlog-pg-workers${workers}`;
  return {
    name,
    description: `Fieldlog, compiled, on PostgreSQL: WORKERS=${workers}, ${pinned ? 'on the server core' : 'on every core'}, a pool of 10 per process`,
    engine: 'postgres',
    // No synchronous=NORMAL on PostgreSQL: every create is durable (synchronous_commit on).
    skips: ['hello', 'create-normal'],
    cores: pinned ? 'server' : 'all',
    checksKeys: true,
    launch: (settings: PeerSettings) => launchFieldlog(entry, settings, { WORKERS: String(workers) }),
  };
}

function launchFieldlog(entry: string, settings: PeerSettings, extra: Record<string, string>): Launch {
  const env = {
    PORT: String(settings.port),
    HOST: '127.0.0.1',
    DATABASE_URL: settings.database,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: '0',
    ...(settings.apiKey === undefined ? {} : { AUTH: settings.apiKey ? 'on' : 'off' }),
    ...extra,
  };
  const nodeOptions = settings.nodeOptions ?? [];
  const production = productionNodeOptions();
  if (settings.synchronous === 'FULL') {
    return { args: [...production, ...nodeOptions, entry], env, productionStart: nodeOptions.length === 0 };
  }
  // The build's server module beside its entry, which would start a server of its own if imported.
  const server = new URL('server.js', pathToFileURL(entry)).href;
  const config = new URL('config.js', server).href;
  const code = [
    `const { startServer } = await import(${JSON.stringify(server)});`,
    `const { readConfig } = await import(${JSON.stringify(config)});`,
    `const running = await startServer({ ...readConfig(process.env), synchronous: ${JSON.stringify(settings.synchronous)} });`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the child's own template literal, written as source
    'process.stdout.write(`Fieldlog listening on ${running.url}\\n`);',
    "process.once('SIGTERM', () => running.close().then(() => process.exit(0)));",
  ].join('\n');
  return { args: [...production, ...nodeOptions, '--input-type=module', '--eval', code], env, productionStart: false };
}
