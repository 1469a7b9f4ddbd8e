// A peer's server as a child process of bench/http.bench.ts: started pinned to the server core,
// timed from spawn to its first 200 on /healthz, read from /proc (RSS, CPU time) and stopped with
// SIGTERM. Every wait here is bounded.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { pinned } from './load/load-generator.js';
import type { Peer, PeerSettings } from './peers/peer.js';

const START_LIMIT_MS = 20_000;
/** A loopback port nothing listens on now, for the next server to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Servers still running, so that an interrupted bench stops them rather than leaving them listening. */
const LIVE = new Set<ChildProcess>();

export function stopAllPeers(): void {
  for (const child of LIVE) child.kill('SIGKILL');
}
const STOP_LIMIT_MS = 10_000;
const POLL_MS = 2;

export interface RunningPeer {
  pid: number;
  origin: string;
  /** From spawn to the first 200 answer to GET /healthz. */
  startupMs: number;
  productionStart: boolean;
  /** Resident set size now, from /proc/<pid>/status (VmRSS). */
  rssMiB(): number;
  /** User + system CPU the process has used so far, from /proc/<pid>/stat. */
  cpuSeconds(): number;
  /** The same over the process and its descendants alive now (a WORKERS=N primary and its workers), user and system apart. */
  treeCpuSeconds(): { user: number; system: number };
  /** RSS summed over the process and its descendants. */
  treeRssMiB(): number;
  /** SIGTERM, then SIGKILL if it has not exited in time; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** What it wrote to stdout and stderr, for an error message. */
  output(): string;
}

export interface Answer {
  status: number;
  body: string;
}

/** One request on a new connection; rejects on a socket error (a server not yet listening). */
export function fetchOnce(
  origin: string,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(5_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

let clockTicks: number | undefined;
function ticksPerSecond(): number {
  clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
  return clockTicks;
}

export function readRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return Number(kb) / 1024;
}

export function readCpuSeconds(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are
  // fields 14 and 15 of proc(5), so the 12th and 13th after the closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond();
}

/** Fields of /proc/<pid>/stat after the command name (which is in parentheses and may hold spaces). */
function statFields(pid: number | 'self'): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User and system CPU of a process so far, apart. */
export function readCpuSplit(pid: number): { user: number; system: number } {
  const fields = statFields(pid);
  return { user: Number(fields[11]) / ticksPerSecond(), system: Number(fields[12]) / ticksPerSecond() };
}

/** The parent's pid, from /proc/<pid>/stat. */
export function readParentPid(pid: number): number {
  return Number(statFields(pid)[1]);
}

/** CPU that the children this process has waited for used (cutime + cstime): a finished load generator's. */
export function readWaitedChildrenCpuSeconds(): number {
  const fields = statFields('self');
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond();
}

/** `pid` and every descendant alive now, found by each process's parent in /proc/<pid>/stat. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(statFields(Number(entry))[1]);
      const list = children.get(parent) ?? [];
      list.push(Number(entry));
      children.set(parent, list);
    } catch {
      // Gone since the listing.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** Sums `read` over processes, skipping any that has gone. */
export function sumOver(pids: readonly number[], read: (pid: number) => number): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += read(pid);
    } catch {
      // Gone.
    }
  }
  return total;
}

export interface CoreTimes {
  /** Seconds the core was busy (user, nice, system, irq, softirq, steal). */
  busy: number;
  /** Seconds it waited on I/O with nothing else to run. */
  iowait: number;
  total: number;
}

/** One core's times from /proc/stat (every core's together for 'all'); undefined where there is no such file or core. */
export function readCoreTimes(core: number | 'all'): CoreTimes | undefined {
  try {
    const prefix = core === 'all' ? 'cpu ' : `cpu${core} `;
    const line = readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(prefix));
    if (line === undefined) return undefined;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number) as number[];
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    const tick = ticksPerSecond();
    return { busy: busy / tick, iowait: iowait! / tick, total: (busy + idle! + iowait!) / tick };
  } catch {
    return undefined;
  }
}

export async function startPeer(peer: Peer, settings: PeerSettings, cpu: number | string | undefined): Promise<RunningPeer> {
  const launch = peer.launch(settings);
  const [command, args] = pinned(cpu, process.execPath, launch.args);
  const env: NodeJS.ProcessEnv = { ...process.env, ...launch.env };
  delete env.NODE_OPTIONS;
  const started = performance.now();
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const origin = `http://127.0.0.1:${settings.port}`;

  let startupMs: number | undefined;
  while (startupMs === undefined) {
    if (gone) throw new Error(`${peer.name} exited before answering /healthz:\n${output}`);
    if (performance.now() - started > START_LIMIT_MS) {
      child.kill('SIGKILL');
      throw new Error(`${peer.name} did not answer /healthz within ${START_LIMIT_MS} ms:\n${output}`);
    }
    try {
      const answer = await fetchOnce(origin, 'GET', '/healthz');
      if (answer.status === 200) startupMs = performance.now() - started;
    } catch {
      // Not listening yet.
    }
    if (startupMs === undefined) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  // taskset execs node, so the child's pid is the server's.
  const pid = child.pid!;
  LIVE.add(child);
  void exited.then(() => LIVE.delete(child));
  return {
    pid,
    origin,
    startupMs,
    productionStart: launch.productionStart,
    rssMiB: () => readRssMiB(pid),
    cpuSeconds: () => readCpuSeconds(pid),
    treeCpuSeconds: () => {
      const tree = processTree(pid);
      return { user: sumOver(tree, (p) => readCpuSplit(p).user), system: sumOver(tree, (p) => readCpuSplit(p).system) };
    },
    treeRssMiB: () => sumOver(processTree(pid), readRssMiB),
    output: () => output,
    async stop() {
      if (gone) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
