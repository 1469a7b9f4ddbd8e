// Issue 7: bench/http.bench.ts reads its figures from wrk's report and from V8's CPU profiles. A
// misread unit (µs for ms, KB for MB) would corrupt every ratio silently, so the parsers are held to
// real reports here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { moduleOf, summariseProfile } from '../../../bench/cpu-profile.js';
import type { CpuProfile } from '../../../bench/cpu-profile.js';
import { parseWrkOutput, writeWrkScript } from '../../../bench/load/wrk.js';

const WRK_REPORT = `Running 5s test @ http://127.0.0.1:40123/locations/01J?version_number=2
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     6.27ms    1.02ms  20.67ms   88.38%
    Req/Sec     8.02k   414.89     8.57k    78.00%
  Latency Distribution
     50%    6.05ms
     75%  518.00us
     90%    7.11ms
     99%    1.20s
  39911 requests in 5.00s, 28.47MB read
  Non-2xx or 3xx responses: 12
  Socket errors: connect 0, read 2, write 0, timeout 1
Requests/sec:   7978.21
Transfer/sec:      5.69MB
`;

test('wrk --latency reports become requests/s, milliseconds and bytes per answer', () => {
  const result = parseWrkOutput(WRK_REPORT);
  assert.equal(result.requests, 39911);
  assert.equal(result.requestsPerSecond, 7978.21);
  assert.equal(result.p50Ms, 6.05);
  assert.equal(result.p99Ms, 1200);
  assert.equal(result.non2xx, 12);
  assert.equal(result.socketErrors, 3);
  assert.ok(Math.abs(result.bytesPerRequest - (28.47 * 1024 * 1024) / 39911) < 1e-9);
  const clean = parseWrkOutput(WRK_REPORT.replace(/ {2}Non-2xx.*\n {2}Socket errors.*\n/, '').replace('50%    6.05ms', '50%  412.00us'));
  assert.equal(clean.non2xx, 0);
  assert.equal(clean.socketErrors, 0);
  assert.ok(Math.abs(clean.p50Ms - 0.412) < 1e-12);
  assert.throws(() => parseWrkOutput('unable to connect to 127.0.0.1:1 Connection refused'), /no request count/);
});

test('the wrk script sets method, body and headers, and hands out several paths in turn', () => {
  const one = writeWrkScript({
    origin: 'http://127.0.0.1:1',
    method: 'POST',
    paths: ['/locations'],
    body: '{"a":"b\\\\c"}',
    headers: { 'Content-Type': 'application/json' },
    connections: 1,
    seconds: 1,
  });
  assert.match(one, /^wrk\.method = "POST"$/m);
  assert.match(one, /^wrk\.body = "\{\\"a\\":\\"b\\\\\\\\c\\"\}"$/m);
  assert.match(one, /^wrk\.headers\["Content-Type"\] = "application\/json"$/m);
  assert.doesNotMatch(one, /request = function/);
  const many = writeWrkScript({
    origin: 'http://127.0.0.1:1',
    method: 'GET',
    paths: ['/a', '/b'],
    headers: {},
    connections: 1,
    seconds: 1,
  });
  assert.match(many, /local paths = \{ "\/a", "\/b" \}/);
  assert.match(many, /request = function/);
  assert.throws(
    () => writeWrkScript({ origin: 'x', method: 'GET', paths: ['/a', '/é'], headers: {}, connections: 1, seconds: 1 }),
    /printable ASCII/,
  );
});

// Frames name files of this checkout, wherever it is cloned (CI clones it elsewhere).
const inRepo = (path: string): string => new URL(`../../../${path}`, import.meta.url).href;

test('a CPU profile is summarised by self time per function and per module, idle left out of the shares', () => {
  const frame = (functionName: string, url: string, lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 0 });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 3, 4, 5] },
      { id: 2, callFrame: frame('(idle)', '') },
      { id: 3, callFrame: frame('handle', inRepo('dist/http/dispatch.js'), 45) },
      { id: 4, callFrame: frame('compile', inRepo('node_modules/ajv/dist/core.js'), 9) },
      { id: 5, callFrame: frame('(garbage collector)', '') },
    ],
    startTime: 0,
    endTime: 100,
    samples: [2, 3, 3, 4, 5, 3],
    timeDeltas: [50_000, 1000, 1000, 2000, 500, 1500],
  };
  const summary = summariseProfile(profile);
  assert.equal(summary.totalMs, 56);
  assert.equal(summary.idleMs, 50);
  assert.deepEqual(
    summary.functions.map((f) => [f.name, f.ms]),
    [
      ['handle (src/http/dispatch:46)', 3.5],
      ['compile (npm:ajv:10)', 2],
      ['(garbage collector)', 0.5],
    ],
  );
  assert.deepEqual(
    summary.modules.map((m) => [m.name, Number(m.share.toFixed(3))]),
    [
      ['src/http/dispatch', 0.583],
      ['npm:ajv', 0.333],
      ['(garbage collector)', 0.083],
    ],
  );
  assert.equal(moduleOf('node:internal/deps/undici/undici', 'fetch'), 'node:undici/undici');
  assert.equal(moduleOf(inRepo('node_modules/@scope/pkg/index.js'), 'f'), 'npm:@scope/pkg');
});
