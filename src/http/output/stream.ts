import type { ServerResponse } from 'node:http';
import type { Reply } from '../../contract/route.js';
import type { CallVersion } from '../../versioning/index.js';
import { markDeprecated } from '../semantics/deprecation.js';
import { addVary } from '../semantics/vary.js';
import type { Exchange } from './respond.js';
import { writeHead } from './respond.js';

/**
 * A reply whose body its handler writes over time (Reply.stream): the head now, then the body for as
 * long as the handler keeps `out` open. `gone` aborts when the connection closes, whoever closed it.
 */
export function sendStream(res: ServerResponse, exchange: Exchange, reply: Reply, version: CallVersion | undefined): void {
  const stream = reply.stream!;
  if (version?.deprecated !== undefined) markDeprecated(res, version);
  // The same URL answers an envelope to other clients: a cache must key on Accept.
  addVary(res, 'Accept');
  writeHead(res, reply.status ?? 200, { 'Content-Type': stream.type, 'X-Request-Id': exchange.requestId }, reply.headers ?? {});
  if (exchange.head) {
    res.end();
    return;
  }
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  stream.write(res, gone.signal);
}
