import type { IncomingMessage, ServerResponse } from 'node:http';

// RFC 9110 §10.1.1: a client that sends Expect: 100-continue waits for 100 before the body. Node
// sends 100 at once unless the server listens for 'checkContinue'; Fieldlog listens, and sends it
// only when a body reader has accepted the body's announced size, so an oversized body gets its 413
// with no 100 before it, and the client never sends the bytes.
const waiting = new WeakMap<IncomingMessage, { res: ServerResponse; keepAlive: boolean }>();

/** The server's 'checkContinue' listener calls this before handing the request on as any other. */
export function holdContinue(req: IncomingMessage, res: ServerResponse): void {
  waiting.set(req, { res, keepAlive: res.shouldKeepAlive });
  // A final answer given without a 100 leaves the body unsent or half-sent: the connection cannot carry another request.
  res.shouldKeepAlive = false;
}

/** A body reader is about to read: the client may send its body now. */
export function sendContinue(req: IncomingMessage): void {
  const held = waiting.get(req);
  if (held === undefined) return;
  waiting.delete(req);
  held.res.shouldKeepAlive = held.keepAlive;
  held.res.writeContinue();
}
