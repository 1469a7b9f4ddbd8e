// A Server-Sent Events client for the live stream of the change log (issue 19). The bytes are parsed
// by eventsource-parser, the parser the `eventsource` polyfills use, so the tests hold our framing
// to the WHATWG rules rather than to our own reading of them. It keeps everything the stream sent, in
// order (events, comments, retry), and waits for what a test expects to see next.
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ClientRequest } from 'node:http';
import { createParser } from 'eventsource-parser';
import { checkContract } from './contract.js';
import type { Answer } from './server.js';

/** One event as received: `id:` and `event:` as sent, `data:` parsed as JSON. */
export interface ReceivedEvent {
  id: string | undefined;
  event: string | undefined;
  data: any;
}

export type StreamItem = { kind: 'event'; event: ReceivedEvent } | { kind: 'comment'; text: string } | { kind: 'retry'; ms: number };

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything the stream sent so far, in order. */
  readonly items: readonly StreamItem[];
  events(): ReceivedEvent[];
  comments(): string[];
  /** Resolves once `count` events have arrived (with all of them); rejects on timeout or when the stream ends first. */
  waitForEvents(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  /** Resolves once the items match; rejects on timeout or when the stream ends first. */
  waitFor(what: string, match: (items: readonly StreamItem[]) => boolean, timeoutMs?: number): Promise<void>;
  /**
   * Resolves when the body ended: `complete` when the server ended it (the chunked body's last
   * chunk came), `cut` when the connection closed without that.
   */
  ended: Promise<'complete' | 'cut'>;
  /** Whether the stream has ended (either way). */
  isEnded(): boolean;
  /** For a refusal: the whole answer once it ended, held to the OpenAPI document as server.request's are. */
  answer(): Promise<Answer>;
  /** Closes the connection from the client's side and waits until it is closed. */
  close(): Promise<void>;
}

export interface StreamOptions {
  headers?: Record<string, string>;
  /** The loopback address to connect from (127.0.0.2, …): another client address to the server. */
  localAddress?: string;
  /** HEAD instead of GET. */
  method?: 'GET' | 'HEAD';
}

/**
 * Sends the request (Accept: text/event-stream unless `headers` name another) and resolves once the
 * answer's head arrived, whatever its status. A 200 is checked against the OpenAPI document at once.
 */
export function openEventStream(port: number, target: string, options: StreamOptions = {}): Promise<EventStream> {
  const method = options.method ?? 'GET';
  const headers = { accept: 'text/event-stream', ...options.headers };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers,
        agent: false,
        ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
      },
      (res) => {
        const stream = readStream(method, target, req, res);
        if (res.statusCode !== 200) return resolve(stream);
        checkContract({ method, target, status: 200, headers: res.headers, text: '' }).then(() => resolve(stream), reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function readStream(method: string, target: string, req: ClientRequest, res: IncomingMessage): EventStream {
  const items: StreamItem[] = [];
  const received: ReceivedEvent[] = [];
  const checks = new Set<() => void>();
  let text = '';
  let ended = false;
  const notify = () => {
    for (const check of [...checks]) check();
  };
  const push = (item: StreamItem) => {
    items.push(item);
    if (item.kind === 'event') received.push(item.event);
    notify();
  };
  const parser = createParser({
    onEvent: (message) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        data = { unparsable: message.data };
      }
      push({ kind: 'event', event: { id: message.id, event: message.event, data } });
    },
    onComment: (comment) => push({ kind: 'comment', text: comment.trim() }),
    onRetry: (ms) => push({ kind: 'retry', ms }),
  });
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    text += chunk;
    if (res.statusCode === 200) parser.feed(chunk);
  });
  const endedPromise = new Promise<'complete' | 'cut'>((resolve) => {
    const finish = () => {
      if (ended) return;
      ended = true;
      resolve(res.complete ? 'complete' : 'cut');
      notify();
    };
    res.on('end', finish);
    res.on('close', finish);
    res.on('error', finish);
    req.on('error', finish);
  });
  const events = () => [...received];
  const waitFor = (what: string, match: (items: readonly StreamItem[]) => boolean, timeoutMs = 5_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        checks.delete(check);
        reject(new Error(`${what}: not within ${timeoutMs} ms; received ${describeItems(items)}`));
      }, timeoutMs);
      const check = () => {
        if (match(items)) {
          checks.delete(check);
          clearTimeout(timer);
          resolve();
        } else if (ended) {
          checks.delete(check);
          clearTimeout(timer);
          reject(new Error(`${what}: the stream ended first; received ${describeItems(items)}`));
        }
      };
      checks.add(check);
      check();
    });
  return {
    status: res.statusCode ?? 0,
    headers: res.headers,
    items,
    events,
    comments: () => items.flatMap((item) => (item.kind === 'comment' ? [item.text] : [])),
    waitForEvents: async (count, timeoutMs) => {
      await waitFor(`${count} events`, () => received.length >= count, timeoutMs);
      return events();
    },
    waitFor,
    ended: endedPromise,
    isEnded: () => ended,
    answer: async () => {
      await endedPromise;
      const answer: Answer = {
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
      };
      await checkContract({ method, target, status: answer.status, headers: answer.headers, text });
      return answer;
    },
    close: async () => {
      req.destroy();
      await endedPromise;
    },
  };
}

/** The events of a whole SSE body received some other way (a raw socket); an event cut short is left out. */
export function parseEventText(text: string): ReceivedEvent[] {
  const events: ReceivedEvent[] = [];
  const parser = createParser({
    onEvent: (message) => events.push({ id: message.id, event: message.event, data: JSON.parse(message.data) }),
  });
  parser.feed(text);
  return events;
}

function describeItems(items: readonly StreamItem[]): string {
  const shown = items.map((item) => {
    if (item.kind === 'event') return `${item.event.id}:${item.event.event}`;
    if (item.kind === 'comment') return `: ${item.text}`;
    return `retry ${item.ms}`;
  });
  return shown.length === 0 ? 'nothing' : shown.slice(-40).join(', ');
}
