import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Router } from '../../router/index.js';
import { CursorError, StorageUnavailableError } from '../../storage/index.js';
import type { CallVersion, ParameterError, Registry, Validator } from '../../versioning/index.js';
import { ClientGoneError, hasBody, readBodyParameters } from '../input/body.js';
import type { BodyLimits } from '../input/body.js';
import { matchesTag, takeBodyPrecondition } from '../semantics/conditional.js';
import { answerBatch, isBatchRequest } from '../batch/batch-request.js';
import { BatchGate } from '../batch/batch-gate.js';
import { readIdempotencyKey } from '../semantics/idempotency.js';
import type { Guard } from '../guards/guard.js';
import { logRequest } from './request-log.js';
import type { Logger } from '../../log/logger.js';
import { formatTraceparent, startTrace } from '../../tracing/traceparent.js';
import type { TraceContext } from '../../tracing/traceparent.js';
import { parseFormEncoded } from '../input/form.js';
import { resolveMethod } from '../input/method-override.js';
import { AVAILABLE_MEDIA_TYPES, negotiateFormat, negotiateMedia, splitFormatSuffix, splitMediaSuffix } from '../semantics/negotiate.js';
import type { Format, MediaOffer } from '../../contract/route.js';
import { explainMissingRoute } from '../semantics/not-found.js';
import type { ReceivedParameters } from '../input/parameter-bag.js';
import { ProblemError } from '../../contract/problem-error.js';
import { chooseRequestId, splitTarget } from './request-target.js';
import { answerVersionOnlyRead } from './read-lane.js';
import { sendEmpty, sendInternalError, sendProblem, sendReply, startExchange } from '../output/respond.js';
import { sendStream } from '../output/stream.js';
import type { Exchange } from '../output/respond.js';
import type { Reply, RouteDefinition } from '../../contract/route.js';
import { readVersionedInput } from '../input/versioned-input.js';
import { readFlash } from '../pages/flash.js';
import { answerRefusedForm, answerWithPage, isFormPost, withoutEmptyFields, withoutEmptyOptionalFields } from '../pages/page-answers.js';
import type { PageRequest, Pages } from '../../contract/pages.js';
import { BODY_METHODS } from '../../contract/route.js';
import { runGuards } from '../guards/guard.js';
import type { AccessControl } from '../access/access-control.js';
import { checkAccess } from '../access/check-access.js';
import { RequestClientFacts } from '../access/client-facts.js';
import type { ProxyTrust } from '../guards/client-address.js';
import type { HttpFigures } from '../../metrics/http-figures.js';

export interface DispatchOptions {
  router: Router<RouteDefinition>;
  registry: Registry;
  validator: Validator;
  collections: readonly string[];
  limits: BodyLimits;
  /** Called for every failure that is not a client mistake, with the request id the client saw and its trace. */
  onError: (error: unknown, requestId: string, trace?: TraceContext) => void;
  /** Checks run before routing, in order: shutdown, rate limit, CORS. */
  guards?: readonly Guard[];
  /** The request log (one line per request at info); none when absent or when info is off. */
  log?: Logger;
  /** The pages for people, rendered when the answer is HTML (src/pages/ implements them). */
  pages: Pages;
  /** How many batches are read at once; a gate of its own per dispatcher when absent. */
  batchGate: BatchGate;
  /** Who may use each route (src/http/access/); every route is open when absent. */
  access?: AccessControl;
  /** What TRUST_PROXY lets handlers believe of a client (its address, TLS); the socket's word when absent. */
  proxyTrust?: ProxyTrust;
  /** Where each request is counted for /metrics (src/metrics/); nothing is counted when absent. */
  metrics?: HttpFigures;
}

const NO_PARAMETERS: ReceivedParameters = Object.freeze({ values: Object.freeze(Object.create(null)), duplicates: [] });

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The one place a request goes through: every throw, of any kind, ends in a well-formed answer. */
export function createDispatcher(dispatch: Omit<DispatchOptions, 'batchGate'> & { batchGate?: BatchGate }): RequestHandler {
  const options: DispatchOptions = { ...dispatch, batchGate: dispatch.batchGate ?? new BatchGate() };
  // Decided once: a level is fixed for the process's life, and a server at warn or silent should not
  // pay for a listener per request.
  const log = options.log?.isLevelEnabled('info') === true ? options.log : undefined;
  return (req, res) => {
    const trace = startTrace(req.headers.traceparent);
    const exchange = startExchange(chooseRequestId(req.headers['x-request-id']), trace, req.method === 'HEAD', options.pages);
    // Not a header Trace Context defines for answers: it names this server's span so that a client
    // without tracing of its own can quote the trace id, as it quotes X-Request-Id.
    res.setHeader('traceparent', formatTraceparent(trace.traceId, trace.spanId, trace.flags));
    if (log !== undefined) logRequest(req, res, exchange, performance.now(), log);
    if (options.metrics !== undefined) options.metrics.watch(req, res, exchange, performance.now());
    let laned: boolean | Promise<void>;
    try {
      laned = answerVersionOnlyRead(options, req, res, exchange);
    } catch (error) {
      return fail(options, res, exchange, error);
    }
    if (laned === true) return;
    (laned === false ? handle(options, req, res, exchange) : laned).then(undefined, (error: unknown) =>
      fail(options, res, exchange, error),
    );
  };
}

function fail(options: DispatchOptions, res: ServerResponse, exchange: Exchange, error: unknown): void {
  try {
    answerFailure(options, res, exchange, error);
  } catch (failure) {
    // Rendering the failure failed too: nothing more can be said on this socket.
    options.onError(failure, exchange.requestId, exchange.trace);
    res.destroy();
  }
}

function answerFailure(options: DispatchOptions, res: ServerResponse, exchange: Exchange, error: unknown): void {
  if (error instanceof ProblemError) return sendProblem(res, exchange, error);
  if (error instanceof ClientGoneError) return void res.destroy();
  if (error instanceof CursorError) {
    return sendProblem(res, exchange, new ProblemError('cursor-invalid', error.message, { reason: error.reason }));
  }
  if (error instanceof StorageUnavailableError) {
    // Logged, since operators want to know; the client is told to retry, not that the server failed.
    options.onError(error, exchange.requestId, exchange.trace);
    return sendProblem(res, exchange, storageUnavailable());
  }
  options.onError(error, exchange.requestId, exchange.trace);
  sendInternalError(res, exchange);
}

/** What a client may know: the database is down for now, and a retry is the cure; not where it is. */
function storageUnavailable(): ProblemError<'service-unavailable'> {
  return new ProblemError(
    'service-unavailable',
    'The database does not answer right now (it may be restarting or overloaded); retry in a moment. A write that met this may or may not have been stored: retry it with the same Idempotency-Key to be sure.',
    { storage: 'unavailable' },
    { 'Retry-After': '1' },
  );
}

async function handle(options: DispatchOptions, req: IncomingMessage, res: ServerResponse, exchange: Exchange): Promise<void> {
  const wireMethod = req.method ?? 'GET';
  exchange.method = wireMethod;
  // Guards may refuse before routing; their answer still honours Accept.
  const negotiated = negotiateFormat(req.headers.accept);
  exchange.format = negotiated ?? 'json';
  const target = req.url === '*' ? { path: '*', query: '' } : splitTarget(req.url ?? '');
  if (target !== undefined) exchange.path = target.path.slice(0, 512);
  const guarded = runGuards(options.guards, req, res, exchange);
  if (guarded !== undefined) await guarded;
  // RFC 9110 §9.3.7: OPTIONS * asks about the server as a whole.
  if (wireMethod === 'OPTIONS' && req.url === '*')
    return sendEmpty(res, exchange, 204, { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' });
  if (target === undefined || target.path === '*')
    throw new ProblemError('path-malformed', 'The request target is neither a path nor an absolute http URL.');

  const { route, params, format, media, routedPath } = findRoute(
    options,
    wireMethod,
    target.path,
    req.headers.accept,
    negotiated,
    exchange,
  );
  exchange.format = format;
  // Named before the access check, so that a refusal (401, 403) is logged and counted under its route.
  if (route !== undefined) exchange.route = route.path;
  // Before any body is read: a request that may not use the route costs no more than its head.
  if (route !== undefined && (await checkAccess(options.access, route, req, res, exchange))) return;
  const query = target.query === '' ? NO_PARAMETERS : parseFormEncoded(target.query, options.limits.maxParameters, 'query');
  // Bulk ingest (issue 7): a batch of items has its own pipeline, src/http/batch/batch-request.ts.
  if (route?.batch !== undefined && isBatchRequest(req, wireMethod, target.query)) {
    exchange.route = route.path;
    return answerBatch(options, req, res, exchange, route.batch, query);
  }

  // Only a body is worth waiting for; a GET goes on in the same turn.
  const body = BODY_METHODS.has(wireMethod) ? await readBody(options, req, wireMethod, query) : undefined;
  if (body === undefined && hasBody(req.headers)) await refuseOverrideInBody(options, req, wireMethod);
  const input = resolveInput(req, wireMethod, query, body);
  const { method, where, ifMatch } = input;
  let received = input.received;
  if (method !== wireMethod) {
    exchange.method = method;
    exchange.originalMethod = wireMethod;
  }
  const found = method === wireMethod ? { route, params } : findOverriddenRoute(options, method, routedPath);
  if (found.route === undefined) return answerUnrouted(options, res, exchange, wireMethod, method, routedPath);
  const chosen = found.route;
  const chosenParams = found.params;
  // _method names another route, which may need more than the POST did.
  if (chosen !== route && (await checkAccess(options.access, chosen, req, res, exchange))) return;

  exchange.route = chosen.path;
  const pages = format === 'html' ? options.pages : undefined;
  const formPost = pages !== undefined && isFormPost(wireMethod, req.headers['content-type']);
  // A GET form sends its empty fields as `name=`; on a page they mean "not given" (docs/design.md).
  if (format === 'html' && where === 'query') received = withoutEmptyFields(received);
  else if (formPost && chosen.call !== undefined) received = withoutEmptyOptionalFields(received, options.registry.getCall(chosen.call));
  const pageRequest = (values: Record<string, unknown>, version: CallVersion | undefined): PageRequest => ({
    route: chosen,
    params: chosenParams,
    values,
    received: received.values,
    version,
    method,
    path: target.path,
    requestId: exchange.requestId,
    flash: readFlash(req.headers.cookie),
    ifMatch,
    principal: exchange.principal,
    allows: (access) => options.access?.allows(exchange.principal, access) ?? true,
  });
  let versioned: { version: CallVersion | undefined; values: Record<string, unknown> };
  let reply: Reply;
  try {
    versioned =
      chosen.call === undefined
        ? { version: undefined, values: checkUnversioned(received, chosen.query ?? {}) }
        : readVersionedInput(options.registry, options.validator, chosen.call, chosen.input, received, where, format === 'html');
    reply = await chosen.handler({
      params: chosenParams,
      values: versioned.values,
      version: versioned.version,
      method,
      format,
      media: media?.name,
      path: target.path,
      requestId: exchange.requestId,
      conditions: { ifMatch, ifNoneMatch: singleHeader(req.headers['if-none-match']) },
      idempotencyKey: readIdempotencyKey(req.headers['idempotency-key']),
      principal: exchange.principal,
      traceparent: formatTraceparent(exchange.trace.traceId, exchange.trace.spanId, exchange.trace.flags),
      client: new RequestClientFacts(req, options.proxyTrust),
    });
  } catch (caught) {
    const error = chosen.storedErrors === undefined ? caught : await withStoredErrors(caught, chosen.storedErrors, received.values);
    // A form whose values are refused comes back filled in, each error beside its field (422).
    if (formPost && (await answerRefusedForm(res, exchange, pages, pageRequest({}, undefined), error))) return;
    throw error;
  }
  if (answerNotModified(res, exchange, req.headers['if-none-match'], method, reply)) return;
  if (reply.stream !== undefined) return sendStream(res, exchange, reply, versioned.version);
  if (pages !== undefined && reply.raw === undefined)
    return answerWithPage(res, exchange, pages, pageRequest(versioned.values, versioned.version), reply, formPost);
  sendReply(res, exchange, reply, versioned.version);
}

/** A refusal of parameters, with the errors only the database can tell added to it (RouteDefinition.storedErrors). */
async function withStoredErrors(
  error: unknown,
  storedErrors: NonNullable<RouteDefinition['storedErrors']>,
  received: Readonly<Record<string, unknown>>,
): Promise<unknown> {
  if (!(error instanceof ProblemError) || error.type !== 'invalid-parameters') return error;
  const errors = (error.extensions.errors ?? []) as ParameterError[];
  const more = await storedErrors(received, new Set(errors.map((e) => e.parameter)));
  if (more.length === 0) return error;
  const all = [...errors, ...more];
  return new ProblemError(
    'invalid-parameters',
    `${error.detail.replace(/\.$/, '')}; and ${more.map((e) => e.message).join('; ')}.`,
    { ...error.extensions, errors: all },
    { ...error.headers },
  );
}

interface RequestInput {
  /** The method the request is handled as, after any override. */
  method: string;
  received: ReceivedParameters;
  where: 'query' | 'body';
  /** If-Match, or a POST body's `_if_match` standing in for it (forms cannot send headers). */
  ifMatch: string | undefined;
}

/** A body method's parameters: from the body, and none may sit in the query string. */
function readBody(
  options: DispatchOptions,
  req: IncomingMessage,
  wireMethod: string,
  query: ReceivedParameters,
): Promise<ReceivedParameters> {
  const misplaced = Object.keys(query.values);
  if (misplaced.length > 0) {
    throw new ProblemError(
      'parameters-in-url',
      `${wireMethod} carries its parameters in the body; move ${misplaced.map((n) => n.slice(0, 64)).join(', ')} out of the query string.`,
      { parameters: misplaced },
    );
  }
  return readBodyParameters(req, options.limits);
}

/**
 * A body on GET, HEAD, DELETE or OPTIONS means nothing (RFC 9110 §9.3), but `_method` in it must not
 * pass unnoticed: §4 of the contract refuses an override on any method but POST, wherever it is sent.
 * A body that does not parse, or is too large to read, is left alone, as any other body of these
 * methods is.
 */
async function refuseOverrideInBody(options: DispatchOptions, req: IncomingMessage, wireMethod: string): Promise<void> {
  let stray: ReceivedParameters;
  try {
    stray = await readBodyParameters(req, options.limits);
  } catch (error) {
    if (error instanceof ProblemError) return;
    throw error;
  }
  resolveMethod(wireMethod, {}, NO_PARAMETERS.values, stray.values);
}

/** The parameters from where the wire method puts them, the override resolved and removed. */
function resolveInput(
  req: IncomingMessage,
  wireMethod: string,
  query: ReceivedParameters,
  body: ReceivedParameters | undefined,
): RequestInput {
  const received = body ?? query;
  const where = body === undefined ? 'query' : 'body';
  const method = resolveMethod(wireMethod, req.headers, query.values, received.values);
  const ifMatchInBody = wireMethod === 'POST' ? takeBodyPrecondition(received.values) : undefined;
  return { method, received, where, ifMatch: singleHeader(req.headers['if-match']) ?? ifMatchInBody };
}

function findOverriddenRoute(
  options: DispatchOptions,
  method: string,
  routedPath: string,
): { route: RouteDefinition | undefined; params: Record<string, string> } {
  const found = options.router.find(method, routedPath);
  return found.kind === 'found' ? { route: found.value, params: found.params } : { route: undefined, params: Object.create(null) };
}

/** A known path without this method: 204 for OPTIONS, a misplaced action word, or 405 with Allow. */
function answerUnrouted(
  options: DispatchOptions,
  res: ServerResponse,
  exchange: Exchange,
  wireMethod: string,
  method: string,
  routedPath: string,
): void {
  const allowed = options.router.allowedMethods(routedPath);
  if (method === 'OPTIONS') return sendEmpty(res, exchange, 204, { Allow: allowed.join(', ') });
  // POST /locations/create matches :id by shape; the action word is the mistake, not the method.
  const actionWord = explainMissingRoute(routedPath, options.collections);
  if (actionWord.type === 'action-in-path') throw actionWord;
  const via = method === wireMethod ? '' : ` (asked for through method override from ${wireMethod})`;
  const hint =
    wireMethod === 'POST' && allowed.some((m) => m === 'PUT' || m === 'PATCH' || m === 'DELETE')
      ? ' To update or delete with POST, send _method=PUT, PATCH or DELETE in the body.'
      : '';
  throw new ProblemError(
    'method-not-allowed',
    `${method} is not allowed on ${exchange.path}${via}. Allowed: ${allowed.join(', ')}.${hint}`,
    { method, allowed },
    { Allow: allowed.join(', ') },
  );
}

/** RFC 9110 §13.1.2: a GET whose If-None-Match names the current tag gets 304, no body. */
function answerNotModified(
  res: ServerResponse,
  exchange: Exchange,
  ifNoneMatch: string | undefined,
  method: string,
  reply: Reply,
): boolean {
  const etag = reply.headers?.ETag;
  if (
    etag === undefined ||
    ifNoneMatch === undefined ||
    (method !== 'GET' && method !== 'HEAD') ||
    !matchesTag(ifNoneMatch, [etag], 'weak')
  )
    return false;
  sendEmpty(res, exchange, 304, { ETag: etag, Vary: 'Accept' });
  return true;
}

interface RouteChoice {
  route: RouteDefinition | undefined;
  params: Record<string, string>;
  format: Format;
  /** One of the route's own representations (RouteDefinition.media), when the client chose one. */
  media: MediaOffer | undefined;
  /** The path the router matched: the request's, or the request's without its format suffix. */
  routedPath: string;
}

/**
 * Routes the path without its format suffix, or as sent when only that matches (a static route such
 * as /openapi.json); the answer's format is the suffix's, else the one Accept negotiated, and is set
 * on the exchange before any 404. A route with representations of its own (the live stream's
 * text/event-stream) is negotiated again among those and the three formats.
 */
function findRoute(
  options: DispatchOptions,
  method: string,
  path: string,
  accept: string | undefined,
  negotiated: Format | undefined,
  exchange: Exchange,
): RouteChoice {
  let found = options.router.find(method, path);
  let routedPath = path;
  let suffixFormat: Format | undefined;
  let media: MediaOffer | undefined;
  const split = splitFormatSuffix(path);
  if (split !== undefined) {
    // Identifiers hold no '.' (INTERFACE.md §3), so /locations/abc.xml is abc in XML even though
    // :id would match 'abc.xml' as sent.
    const stripped = options.router.find(method, split.path);
    if (stripped.kind !== 'not-found' || found.kind === 'not-found') {
      found = stripped;
      suffixFormat = split.format;
      routedPath = split.path;
    }
  } else {
    // A route's own suffix (/events.sse, /locations/abc.geojson), where the stripped path offers it.
    const other = splitMediaSuffix(path);
    const stripped = other === undefined ? undefined : options.router.find(method, other.path);
    const offer = stripped?.kind === 'found' ? stripped.value.media?.find((candidate) => candidate.suffix === other!.suffix) : undefined;
    if (offer !== undefined) {
      found = stripped!;
      media = offer;
      suffixFormat = 'json';
      routedPath = other!.path;
    } else if (stripped?.kind === 'found' && mediaSuffixes(options).has(other!.suffix)) {
      // Identifiers hold no '.', so /readings.geojson asks readings for GeoJSON: they offer none.
      exchange.format = 'json';
      const offers = stripped.value.media ?? [];
      const available = [...AVAILABLE_MEDIA_TYPES, ...offers.map((candidate) => candidate.type)];
      throw new ProblemError(
        'not-acceptable',
        `The ${other!.suffix} suffix asks for a format ${other!.path} does not offer; ask for one of ${available.join(', ')}, or use a ${['.json', '.xml', '.html', ...offers.map((candidate) => candidate.suffix)].join(', ')} suffix.`,
        { available },
      );
    }
  }
  const offers = found.kind === 'found' ? found.value.media : undefined;
  let format = suffixFormat ?? negotiated;
  if (offers !== undefined && suffixFormat === undefined) {
    const choice = negotiateMedia(accept, offers);
    format = choice?.format;
    media = choice?.media;
  }
  if (format !== undefined) exchange.format = format;
  if (found.kind === 'malformed-path') {
    throw new ProblemError('path-malformed', `The path segment "${found.segment.slice(0, 64)}" is not valid percent-encoding.`, {
      segment: found.segment.slice(0, 64),
    });
  }
  if (format === undefined) {
    const available = [...AVAILABLE_MEDIA_TYPES, ...(offers ?? []).map((offer) => offer.type)];
    const suffixes = ['.json', '.xml', '.html', ...(offers ?? []).map((offer) => offer.suffix)];
    throw new ProblemError(
      'not-acceptable',
      `Accept "${(accept ?? '').slice(0, 200)}" names no format this ${offers === undefined ? 'server' : 'route'} offers; ask for one of ${available.join(', ')}, or add a ${suffixes.slice(0, -1).join(', ')} or ${suffixes.at(-1)} suffix to the path.`,
      { available },
    );
  }
  if (found.kind === 'not-found') throw explainMissingRoute(path, options.collections);
  if (found.kind === 'method-not-allowed') return { route: undefined, params: Object.create(null), format, media, routedPath };
  return { route: found.value, params: found.params, format, media, routedPath };
}

const suffixesOf = new WeakMap<Router<RouteDefinition>, ReadonlySet<string>>();

/** Every suffix some route offers (`.csv`, `.geojson`, `.sse`), read from the route table once. */
function mediaSuffixes(options: DispatchOptions): ReadonlySet<string> {
  let known = suffixesOf.get(options.router);
  if (known === undefined) {
    known = new Set(options.router.routes().flatMap((entry) => (entry.value.media ?? []).map((offer) => offer.suffix)));
    suffixesOf.set(options.router, known);
  }
  return known;
}

/**
 * Routes outside the registry take no parameters but the ones they declare (handed over as sent);
 * saying so beats ignoring them.
 */
function checkUnversioned(received: ReceivedParameters, declared: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = Object.create(null);
  for (const name of Object.keys(declared)) if (Object.hasOwn(received.values, name)) values[name] = received.values[name];
  const names = Object.keys(received.values).filter((n) => n !== 'version_number' && n !== 'action' && !Object.hasOwn(declared, n));
  const repeated = received.duplicates.filter((n) => Object.hasOwn(declared, n));
  if (repeated.length > 0) {
    throw new ProblemError('invalid-parameters', `${repeated.join(', ')} was sent more than once; send each parameter once.`, {
      errors: repeated.map((parameter) => ({
        parameter,
        code: 'duplicate',
        message: `${parameter} was sent more than once; send it once (values are never merged or picked)`,
        expected: 'the parameter once',
        received: received.values[parameter],
      })),
    });
  }
  if (names.length > 0) {
    throw new ProblemError('invalid-parameters', `This route takes no parameters; remove ${names.map((n) => n.slice(0, 64)).join(', ')}.`, {
      errors: names.map((parameter) => ({
        parameter,
        code: 'unknown',
        message: `${parameter} is not a parameter of this route`,
        expected: 'no parameters',
        received: received.values[parameter],
      })),
    });
  }
  return values;
}

/** Node joins repeated list headers with ", " already; this only narrows the type. */
function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
