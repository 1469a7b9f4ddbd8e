// The one small interface every server in bench/http.bench.ts sits behind (issue 7). A peer is a
// process the bench starts itself, with `node` and the arguments and environment launch() returns;
// it listens on 127.0.0.1:PORT, answers the scenarios' requests (bench/http-scenarios.ts), and
// exits 0 on SIGTERM. Every peer serves the same data, seeded once: a copy of one SQLite file in WAL
// mode, or (--engine postgres) a fresh PostgreSQL database made from one template.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Synchronous = 'FULL' | 'NORMAL';

export type Engine = 'sqlite' | 'postgres';

export interface PeerSettings {
  /** A copy of the seeded database, made afresh for each run: a SQLite file, or the postgres:// URL of a new database. */
  database: string;
  port: number;
  /** How each commit reaches the disk; FULL unless the scenario compares with NORMAL. */
  synchronous: Synchronous;
  /** Extra `node` options placed before the script, such as --cpu-prof. */
  nodeOptions?: readonly string[];
  /**
   * Issue 17, Fieldlog only (the other peers ignore it, and the Authorization header). http.bench.ts's
   * database holds an API key, so Fieldlog refuses every request without one unless AUTH=off: true
   * when the run's requests carry the key (Fieldlog checks it, AUTH=on), false when they carry none
   * (Fieldlog runs with AUTH=off, no check at all). Unset: Fieldlog's own default, for databases
   * that hold no key (startup.bench.ts).
   */
  apiKey?: boolean;
}

export interface Launch {
  /** Arguments to `node`. */
  args: string[];
  env: Record<string, string>;
  /** Whether this start is the production start whose start-up time the issue targets. */
  productionStart: boolean;
}

export interface Peer {
  /** Short, for tables: `fieldlog`, `node:http`, `fastify`. */
  name: string;
  /** What the peer does per request, in one line. */
  description: string;
  /** Scenario names this peer has no route for (ours has no bare hello route). */
  skips: readonly string[];
  /** Where its data lives; SQLite unless told. --engine picks the peers of one engine. */
  engine?: Engine;
  /**
   * The cores it may run on: the server's core (the default), or every core, for a server of more
   * than one process (WORKERS=2), which then shares them with the load generator and the database.
   */
  cores?: 'server' | 'all';
  /**
   * Issue 17: this build checks API keys, so under a scenario with a key the bench first asks once
   * without it and requires a 401: a `-key` figure that checked nothing would be no figure.
   */
  checksKeys?: boolean;
  launch(settings: PeerSettings): Launch;
}

/**
 * The peers' own setting for synchronous, read by bench/peers/sqlite.ts only: the bench sets it in
 * a peer's environment. Fieldlog takes it as a startServer option instead (bench/peers/fieldlog.ts).
 */
export const SYNCHRONOUS_VARIABLE = 'BENCH_SQLITE_SYNCHRONOUS';

/** The environment variables a bench peer server reads (Fieldlog reads its own: PORT, DATABASE_URL). */
export const PORT_VARIABLE = 'PORT';
export const DATABASE_VARIABLE = 'BENCH_DATABASE';

/** True when node was asked to run `moduleUrl` (the peer as a server), not when the bench imports it. */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
}

/** The arguments that run a TypeScript peer file as a server, under tsx as the bench itself runs. */
export function tsxLaunch(moduleUrl: string, settings: PeerSettings): Launch {
  return {
    args: [...(settings.nodeOptions ?? []), '--import', 'tsx', fileURLToPath(moduleUrl)],
    env: { [PORT_VARIABLE]: String(settings.port), [DATABASE_VARIABLE]: settings.database, [SYNCHRONOUS_VARIABLE]: settings.synchronous },
    productionStart: false,
  };
}

/** Reads what tsxLaunch() set; throws a sentence for anything missing. */
export function readPeerEnvironment(env: NodeJS.ProcessEnv = process.env): { port: number; database: string } {
  const port = Number(env[PORT_VARIABLE]);
  const database = env[DATABASE_VARIABLE];
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`${PORT_VARIABLE} must be a port number, not "${env[PORT_VARIABLE]}"`);
  if (database === undefined || database === '') throw new Error(`${DATABASE_VARIABLE} must name the seeded database`);
  return { port, database };
}
