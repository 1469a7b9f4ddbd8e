import { formatTraceparent } from '../../tracing/traceparent.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Router } from '../../router/index.js';
import type { CallVersion, Registry } from '../../versioning/index.js';
import { runGuards } from '../guards/guard.js';
import type { Guard } from '../guards/guard.js';
import type { AccessControl } from '../access/access-control.js';
import { RequestClientFacts } from '../access/client-facts.js';
import type { ProxyTrust } from '../guards/client-address.js';
import { splitMediaSuffix } from '../semantics/negotiate.js';
import { sendReply } from '../output/respond.js';
import type { Exchange } from '../output/respond.js';
import type { RequestConditions } from '../../contract/route.js';
import type { CallContext, RouteDefinition } from '../../contract/route.js';

// The most common request, GET /{collection}/{id}?version_number=N from a JSON client, answered
// without the general path's stages that have nothing to do for it: negotiation (no Accept, or
// JSON), the query parser (one parameter), method override, the version checks beyond the lookup,
// preconditions and idempotency keys (none sent), and the promise of an asynchronous handler (a
// handler that answers at once is sent in this turn). Over HTTP each stage costs several times what it costs
// in a loop: skipping them took a GET by id from about 60 to 54 µs of CPU, answering in the same
// turn to about 51 (bench/README.md, "GET by id"). Everything else, including every request that
// would be refused, takes the general path, which gives the same answer for what this lane takes
// (test/e2e/read-lane.test.ts compares them byte for byte).

const VERSION_PARAMETER = 'version_number=';
const NO_VALUES: Record<string, unknown> = Object.freeze(Object.create(null) as Record<string, unknown>);
const NO_CONDITIONS: RequestConditions = Object.freeze({ ifMatch: undefined, ifNoneMatch: undefined });

/**
 * N when the query string that starts at `from` is exactly `version_number=N`, N written as the
 * general path accepts it without a second look (1 to 9 digits, no leading zero); else undefined.
 */
function versionOnly(url: string, from: number): number | undefined {
  if (!url.startsWith(VERSION_PARAMETER, from)) return undefined;
  const start = from + VERSION_PARAMETER.length;
  const length = url.length - start;
  if (length < 1 || length > 9 || url.charCodeAt(start) === 0x30) return undefined;
  let number = 0;
  for (let i = start; i < url.length; i++) {
    const digit = url.charCodeAt(i) - 0x30;
    if (digit < 0 || digit > 9) return undefined;
    number = number * 10 + digit;
  }
  return number;
}

/** What the lane needs of the dispatcher's options. */
export interface ReadLaneOptions {
  router: Router<RouteDefinition>;
  registry: Registry;
  guards?: readonly Guard[];
  access?: AccessControl;
  proxyTrust?: ProxyTrust;
}

export interface VersionOnlyRead {
  route: RouteDefinition;
  params: Record<string, string>;
  version: CallVersion;
  path: string;
}

/**
 * The route, parameters and version of a request this lane answers, or undefined for the general
 * path: a GET whose Accept is absent, the wildcard or exactly `application/json`; no If-None-Match,
 * If-Match, Idempotency-Key, method override or body; a path without a format suffix that reaches a
 * versioned route taking no parameters; a query string of exactly
 * `version_number`, with a version the call has.
 */
export function findVersionOnlyRead(
  router: Router<RouteDefinition>,
  registry: Registry,
  req: IncomingMessage,
): VersionOnlyRead | undefined {
  if (req.method !== 'GET') return undefined;
  const headers = req.headers;
  const accept = headers.accept;
  if (accept !== undefined && accept !== '*/*' && accept !== 'application/json') return undefined;
  if (
    headers['if-none-match'] !== undefined ||
    headers['if-match'] !== undefined ||
    headers['idempotency-key'] !== undefined ||
    headers['x-http-method-override'] !== undefined ||
    headers['content-length'] !== undefined ||
    headers['transfer-encoding'] !== undefined
  )
    return undefined;
  const url = req.url ?? '';
  const mark = url.indexOf('?');
  if (mark === -1 || url.charCodeAt(0) !== 0x2f) return undefined;
  const number = versionOnly(url, mark + 1);
  if (number === undefined) return undefined;
  const path = url.slice(0, mark);
  if (splitMediaSuffix(path) !== undefined) return undefined;
  const found = router.find('GET', path);
  if (found.kind !== 'found') return undefined;
  const route = found.value;
  if (route.input !== 'none' || route.call === undefined) return undefined;
  const version = registry.findVersion(route.call, number);
  return version === undefined ? undefined : { route, params: found.params, version, path };
}

/**
 * Answers the request and returns true when the lane takes it, else false for the general path. A
 * handler's Reply is sent in this turn; a promised one when it settles (the promise returned, which
 * rejects with what the handler throws). Throws what the guards, or a handler answering at once, throw.
 */
export function answerVersionOnlyRead(
  options: ReadLaneOptions,
  req: IncomingMessage,
  res: ServerResponse,
  exchange: Exchange,
): boolean | Promise<void> {
  const read = findVersionOnlyRead(options.router, options.registry, req);
  if (read === undefined) return false;
  const { route, path } = read;
  exchange.method = 'GET';
  exchange.path = path.slice(0, 512);
  exchange.route = route.path;
  const guarded = runGuards(options.guards, req, res, exchange);
  if (guarded !== undefined) {
    return guarded.then(async () => {
      await answerAllowedRead(options, read, req, res, exchange);
    });
  }
  return answerAllowedRead(options, read, req, res, exchange);
}

/** The access check, at once when its cache answers; a JSON client is never redirected, so no page is involved. */
function answerAllowedRead(
  options: ReadLaneOptions,
  read: VersionOnlyRead,
  req: IncomingMessage,
  res: ServerResponse,
  exchange: Exchange,
): true | Promise<void> {
  if (options.access === undefined) return answerRead(read, req, res, exchange, options.proxyTrust);
  const decided = options.access.check(read.route.access, req);
  if (decided instanceof Promise) {
    return decided.then(async (principal) => {
      exchange.principal = principal;
      await answerRead(read, req, res, exchange, options.proxyTrust);
    });
  }
  exchange.principal = decided;
  return answerRead(read, req, res, exchange, options.proxyTrust);
}

function answerRead(
  read: VersionOnlyRead,
  req: IncomingMessage,
  res: ServerResponse,
  exchange: Exchange,
  trust: ProxyTrust | undefined,
): true | Promise<void> {
  const { route, params, version, path } = read;
  const context: CallContext = {
    params,
    values: NO_VALUES,
    version,
    method: 'GET',
    format: 'json',
    path,
    requestId: exchange.requestId,
    conditions: NO_CONDITIONS,
    idempotencyKey: undefined,
    principal: exchange.principal,
    traceparent: formatTraceparent(exchange.trace.traceId, exchange.trace.spanId, exchange.trace.flags),
    client: new RequestClientFacts(req, trust),
  };
  const reply = route.handler(context);
  if (reply instanceof Promise) return reply.then((settled) => sendReply(res, exchange, settled, version));
  sendReply(res, exchange, reply, version);
  return true;
}
