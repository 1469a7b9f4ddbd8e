// The live-stream clients of bench/events.bench.ts (issue 19), in a process of their own (forked by
// the bench, on the load core), so that parsing a thousand streams never runs on the event loop that
// sends the creates and times their 201s. Driven over the IPC channel, one command at a time:
//
//   connect  opens `count` streams (GET path, Accept: text/event-stream), 100 at a time, and answers
//            once each has its 200 and the stream's first comment (the server took its place);
//   expect   given the created ids and the time each 201 arrived, waits until every open stream has
//            every id (or `waitMs` passed), then answers the delivery latencies, summed up;
//   status   answers how many streams are still open and how many events each got;
//   close    destroys every stream and exits.
//
// Times are process.hrtime (CLOCK_MONOTONIC, the same clock in every process of the machine), in ms,
// taken once per chunk read from a socket: every frame in the chunk arrived together. A frame's
// resource_id is found by substring, not JSON.parse, to keep the clients' cost per frame small.
import { request } from 'node:http';
import type { ClientRequest, IncomingMessage } from 'node:http';

export type ClientCommand =
  | { kind: 'connect'; origin: string; path: string; count: number; record: boolean }
  | { kind: 'expect'; ids: string[]; createdAt: number[]; waitMs: number }
  | { kind: 'status' }
  | { kind: 'close' };

export interface ConnectAnswer {
  kind: 'connected';
  open: number;
  ms: number;
  /** Streams that did not start, with why (a status other than 200, a socket error). */
  failures: string[];
}

export interface Spread {
  count: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  min: number;
}

export interface LatencyAnswer {
  kind: 'latency';
  /** Every (stream, event) pair: received − the 201's arrival, in ms. */
  pairs: Spread;
  /** Per event, the stream that got it last: the time until every stream had it. */
  lastStream: Spread;
  /** Pairs received before the 201 was read (a negative latency, kept). */
  negative: number;
  /** Pairs never received: (stream, created id) with no frame. */
  missed: number;
  /** Frames whose id was not above the stream's previous one, or a resource id received twice. */
  duplicates: number;
  /** Streams open when the expectation ended; the ones gone were cut by the server or failed. */
  open: number;
  waitedMs: number;
}

export interface StatusAnswer {
  kind: 'status';
  open: number;
  /** Events each stream received, summed up (count = streams, open or not). */
  events: Spread;
  errors: string[];
}

export type ClientAnswer = ConnectAnswer | LatencyAnswer | StatusAnswer;

const now = () => Number(process.hrtime.bigint()) / 1e6;
const BATCH = 100;
const CONNECT_LIMIT_MS = 20_000;
const RESOURCE_ID = '"resource_id":"';

interface Stream {
  index: number;
  req: ClientRequest;
  res?: IncomingMessage;
  buffer: string;
  lastId: number;
  events: number;
  open: boolean;
}

const streams: Stream[] = [];
const errors: string[] = [];
let record = false;
/** Streams asked for: the length of every row of receipts. */
let total = 0;
/** resource id → the time each stream received it (NaN: not yet). */
const receipts = new Map<string, Float64Array>();
let duplicates = 0;

function onFrames(stream: Stream, at: number): void {
  let end = stream.buffer.indexOf('\n\n');
  let start = 0;
  while (end !== -1) {
    const frame = stream.buffer.slice(start, end);
    start = end + 2;
    end = stream.buffer.indexOf('\n\n', start);
    if (!frame.startsWith('id: ')) continue; // a comment (": keep-alive") or the retry line
    const id = Number(frame.slice(4, frame.indexOf('\n')));
    if (!(id > stream.lastId)) duplicates++;
    stream.lastId = id;
    stream.events++;
    if (!record) continue;
    const from = frame.indexOf(RESOURCE_ID);
    if (from === -1) continue;
    const resource = frame.slice(from + RESOURCE_ID.length, frame.indexOf('"', from + RESOURCE_ID.length));
    let times = receipts.get(resource);
    if (times === undefined) {
      times = new Float64Array(total).fill(Number.NaN);
      receipts.set(resource, times);
    }
    if (!Number.isNaN(times[stream.index]!)) duplicates++;
    else times[stream.index] = at;
  }
  stream.buffer = stream.buffer.slice(start);
}

/** Opens one stream; resolves once its head and first comment arrived, rejects with why it did not. */
function open(origin: string, path: string, index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent: false, headers: { Accept: 'text/event-stream' } });
    const stream: Stream = { index, req, buffer: '', lastId: 0, events: 0, open: true };
    streams[index] = stream;
    let started = false;
    req.on('response', (res) => {
      stream.res = res;
      if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('text/event-stream')) {
        stream.open = false;
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => reject(new Error(`${res.statusCode} ${body.slice(0, 300)}`)));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        stream.buffer += chunk;
        if (!started && stream.buffer.includes('\n\n')) {
          started = true;
          resolve();
        }
        onFrames(stream, now());
      });
      res.on('close', () => {
        stream.open = false;
      });
      res.on('error', () => {
        stream.open = false;
      });
    });
    req.on('error', (error) => {
      stream.open = false;
      if (started) errors.push(`stream ${index}: ${error.message}`);
      reject(error);
    });
    req.end();
  });
}

async function connect(command: Extract<ClientCommand, { kind: 'connect' }>): Promise<ConnectAnswer> {
  record = command.record;
  total = command.count;
  const started = now();
  const failures: string[] = [];
  for (let i = 0; i < command.count; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, command.count - i) }, (_, j) =>
      open(command.origin, command.path, i + j).catch((error: unknown) => {
        failures.push(`stream ${i + j}: ${error instanceof Error ? error.message : String(error)}`);
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        failures.push(`streams ${i}–${i + batch.length - 1}: not all started within ${CONNECT_LIMIT_MS} ms`);
        resolve();
      }, CONNECT_LIMIT_MS);
    });
    await Promise.race([Promise.all(batch), late]);
    clearTimeout(timer);
  }
  return { kind: 'connected', open: streams.filter((s) => s.open).length, ms: now() - started, failures };
}

function spread(values: Float64Array): Spread {
  const sorted = values.slice().sort();
  const at = (q: number) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
  return {
    count: sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
    max: sorted.length === 0 ? Number.NaN : sorted[sorted.length - 1]!,
    min: sorted.length === 0 ? Number.NaN : sorted[0]!,
  };
}

async function expect(command: Extract<ClientCommand, { kind: 'expect' }>): Promise<LatencyAnswer> {
  const started = now();
  const complete = () =>
    command.ids.every((id) => {
      const times = receipts.get(id);
      return times !== undefined && streams.every((s) => !s.open || !Number.isNaN(times[s.index]!));
    });
  while (!complete() && now() - started < command.waitMs) await new Promise((resolve) => setTimeout(resolve, 50));
  const waitedMs = now() - started;
  const pairs = new Float64Array(command.ids.length * streams.length);
  const last = new Float64Array(command.ids.length);
  let filled = 0;
  let lastFilled = 0;
  let missed = 0;
  let negative = 0;
  command.ids.forEach((id, i) => {
    const times = receipts.get(id);
    const created = command.createdAt[i]!;
    let latest = Number.NEGATIVE_INFINITY;
    let all = true;
    for (const stream of streams) {
      const at = times?.[stream.index] ?? Number.NaN;
      if (Number.isNaN(at)) {
        missed++;
        all = false;
        continue;
      }
      const latency = at - created;
      if (latency < 0) negative++;
      pairs[filled++] = latency;
      if (latency > latest) latest = latency;
    }
    if (all) last[lastFilled++] = latest;
  });
  return {
    kind: 'latency',
    pairs: spread(pairs.subarray(0, filled)),
    lastStream: spread(last.subarray(0, lastFilled)),
    negative,
    missed,
    duplicates,
    open: streams.filter((s) => s.open).length,
    waitedMs,
  };
}

function status(): StatusAnswer {
  return {
    kind: 'status',
    open: streams.filter((s) => s.open).length,
    events: spread(Float64Array.from(streams, (s) => s.events)),
    errors: errors.slice(0, 20),
  };
}

function answer(message: ClientAnswer): void {
  process.send!(message);
}

if (process.send === undefined) {
  process.stderr.write('bench/events-clients.ts is forked by bench/events.bench.ts, with an IPC channel; it does nothing alone.\n');
  process.exit(1);
}
// The bench went (killed, crashed): so do its clients.
process.on('disconnect', () => process.exit(0));
process.on('message', (message: ClientCommand) => {
  const run = async () => {
    switch (message.kind) {
      case 'connect':
        return answer(await connect(message));
      case 'expect':
        return answer(await expect(message));
      case 'status':
        return answer(status());
      case 'close':
        for (const stream of streams) stream.req.destroy();
        process.exit(0);
    }
  };
  run().catch((error: unknown) => {
    process.stderr.write(`events-clients: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
});
