// wrk (Debian: apt-get install -y wrk), one thread, driven by a Lua script that sets the method,
// body and headers. With several paths, the requests are formatted once in init() and handed out in
// turn, which costs wrk next to nothing per request; building each in request() would cost it more
// than some servers spend answering.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { hasCommand, pinned, runToEnd } from './load-generator.js';
import type { LoadGenerator, LoadResult, LoadSpec } from './load-generator.js';

export function wrkAvailable(): boolean {
  return hasCommand('wrk', ['-v']);
}

function luaString(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`wrk scripts here carry printable ASCII only, not ${JSON.stringify(text)}`);
  return JSON.stringify(text); // for printable ASCII, a JSON string is a Lua string
}

export function writeWrkScript(spec: LoadSpec): string {
  const lines = [`wrk.method = ${luaString(spec.method)}`];
  if (spec.body !== undefined) lines.push(`wrk.body = ${luaString(spec.body)}`);
  for (const [name, value] of Object.entries(spec.headers)) lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  if (spec.paths.length > 1) {
    lines.push(
      `local paths = { ${spec.paths.map(luaString).join(', ')} }`,
      'local requests = {}',
      'local count = 0',
      'local index = 0',
      'init = function(args)',
      '  for i, path in ipairs(paths) do requests[i] = wrk.format(nil, path) end',
      '  count = #requests',
      'end',
      'request = function()',
      '  index = index % count + 1',
      '  return requests[index]',
      'end',
    );
  }
  return `${lines.join('\n')}\n`;
}

const TIME_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const SIZE_UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** wrk --latency's report as numbers; throws when a figure the bench needs is missing. */
export function parseWrkOutput(output: string): LoadResult {
  const need = (pattern: RegExp, what: string): RegExpExecArray => {
    const found = pattern.exec(output);
    if (found === null) throw new Error(`wrk's report has no ${what}:\n${output}`);
    return found;
  };
  const ms = (value: string, unit: string) => Number(value) * TIME_UNITS[unit]!;
  const total = need(/(\d+) requests in ([\d.]+)(us|ms|s|m|h), ([\d.]+)(B|KB|MB|GB|TB) read/, 'request count');
  const requests = Number(total[1]);
  const bytes = Number(total[4]) * SIZE_UNITS[total[5]!]!;
  const p50 = need(/^\s*50(?:\.0+)?%\s+([\d.]+)(us|ms|s|m|h)\s*$/m, '50th percentile');
  const p99 = need(/^\s*99(?:\.0+)?%\s+([\d.]+)(us|ms|s|m|h)\s*$/m, '99th percentile');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests,
    requestsPerSecond: Number(need(/Requests\/sec:\s+([\d.]+)/, 'Requests/sec')[1]),
    p50Ms: ms(p50[1]!, p50[2]!),
    p99Ms: ms(p99[1]!, p99[2]!),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: socket === null ? 0 : socket.slice(1).reduce((sum, n) => sum + Number(n), 0),
    bytesPerRequest: requests === 0 ? 0 : bytes / requests,
  };
}

export const wrkGenerator: LoadGenerator = {
  name: 'wrk',
  version: () => /wrk (\S+)/.exec(spawnSync('wrk', ['-v'], { encoding: 'utf8' }).stdout ?? '')?.[1] ?? 'unknown',
  async run(spec) {
    const folder = mkdtempSync(join(tmpdir(), 'fieldlog-wrk-'));
    try {
      const script = join(folder, 'scenario.lua');
      writeFileSync(script, writeWrkScript(spec));
      const args = [
        '-t1',
        `-c${spec.connections}`,
        `-d${spec.seconds}s`,
        '--latency',
        '--timeout',
        '10s',
        '-s',
        script,
        `${spec.origin}${spec.paths[0]!}`,
      ];
      const [command, pinnedArgs] = pinned(spec.cpu, 'wrk', args);
      return parseWrkOutput(await runToEnd(command, pinnedArgs, (spec.seconds + 30) * 1000));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};
