// A webhook receiver for the webhook tests (issue 19): a real node:http server on a loopback port
// that records every POST (its headers, its exact body, when it came) and answers as the test says:
// a status, a redirect, never (it hangs), or a 200 whose body trickles out a byte at a time.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPost {
  /** The webhook-id header: one per (webhook, event), the same on every attempt. */
  id: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived, as text. */
  body: string;
  at: number;
  /** The status it was answered with; undefined while it hangs. */
  status?: number;
  /** True when the sender closed the connection before the answer was complete. */
  cut: boolean;
}

export type Reply =
  /** A status, after `delayMs` if given. */
  | { status: number; headers?: Record<string, string>; delayMs?: number }
  | { hang: true }
  /** A 200 whose body is written one byte every `everyMs`. */
  | { trickle: string; everyMs: number };

export interface Receiver {
  url: string;
  posts: ReceivedPost[];
  /** Decides each answer, from the POST and how many came before it; 204 unless a test sets it. */
  reply: (post: ReceivedPost, index: number) => Reply;
  /** The POSTs answered 2xx in full, in the order they came. */
  succeeded(): ReceivedPost[];
  close(): Promise<void>;
}

export async function startReceiver(reply: Receiver['reply'] = () => ({ status: 204 })): Promise<Receiver> {
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const post: ReceivedPost = {
        id: String(req.headers['webhook-id']),
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        cut: false,
      };
      const index = receiver.posts.length;
      receiver.posts.push(post);
      res.on('close', () => {
        if (!res.writableFinished) post.cut = true;
      });
      const answer = receiver.reply(post, index);
      if ('hang' in answer) return;
      if ('trickle' in answer) {
        post.status = 200;
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(answer.trickle) });
        let sent = 0;
        const timer = setInterval(() => {
          if (res.destroyed || sent >= answer.trickle.length) {
            clearInterval(timer);
            timers.delete(timer);
            if (!res.destroyed) res.end();
            return;
          }
          res.write(answer.trickle[sent++]);
        }, answer.everyMs);
        timers.add(timer);
        return;
      }
      const respond = () => {
        post.status = answer.status;
        res.writeHead(answer.status, answer.headers);
        res.end();
      };
      if (answer.delayMs === undefined) return respond();
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond();
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver: Receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts: [],
    reply,
    succeeded: () => receiver.posts.filter((post) => post.status !== undefined && post.status < 300 && !post.cut),
    async close() {
      // clearInterval clears a setTimeout's timer too (they share one pool of ids).
      for (const timer of timers) clearInterval(timer);
      // Hanging answers hold their sockets open; close() alone would wait for them.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}

/** Polls `probe` until it gives something other than undefined; fails naming `what` past the deadline. */
export async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
