import type { ServerResponse } from 'node:http';
import { echoValue } from '../../versioning/index.js';
import type { CallVersion } from '../../versioning/index.js';
import type { Envelope, ProblemBody } from '../../contract/answer-shapes.js';
import type { Format } from '../../contract/route.js';
import type { Pages } from '../../contract/pages.js';
import type { ProblemError } from '../../contract/problem-error.js';
import { PROBLEMS, problemUri } from '../../contract/problems.js';
import type { DataJson, Principal, Reply } from '../../contract/route.js';
import { envelopeJsonOf, resourceEnvelopeJson } from './envelope-json.js';
import { renderXml } from './xml.js';
import { addVary, addVaryFields } from '../semantics/vary.js';
import { markDeprecated } from '../semantics/deprecation.js';
import type { TraceContext } from '../../tracing/traceparent.js';

/** What every answer needs to know about its request. */
export interface Exchange {
  requestId: string;
  /** The request's trace (W3C traceparent): the caller's, or one started here. */
  trace: TraceContext;
  format: Format;
  /** HEAD: the same headers as GET, no body. */
  head: boolean;
  /** The request's path, for a problem's `instance`. */
  path: string;
  /** For the request log: the method handled, the wire method when overridden, the route pattern. */
  method?: string;
  originalMethod?: string;
  route?: string;
  /** Who the request acts as, once the access check has run; undefined when anonymous or open. */
  principal?: Principal | undefined;
  /** The renderers of pages for people, handed to the pipeline (src/pages/ implements them). */
  pages: Pages;
}

export type { Envelope } from '../../contract/answer-shapes.js';

/**
 * A new exchange, for the read lane and the general path alike: JSON and the root path until the
 * request says otherwise, every member present from the start so that each exchange keeps one shape.
 */
export function startExchange(requestId: string, trace: TraceContext, head: boolean, pages: Pages): Exchange {
  return {
    requestId,
    trace,
    format: 'json',
    head,
    path: '/',
    method: undefined,
    originalMethod: undefined,
    route: undefined,
    principal: undefined,
    pages,
  };
}

const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

const SUCCESS_TYPES: Record<Format, string> = {
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  html: 'text/html; charset=utf-8',
};
const PROBLEM_TYPES: Record<Format, string> = {
  json: 'application/problem+json; charset=utf-8',
  xml: 'application/problem+xml; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

/** A handler's reply as it goes out: raw bytes, or the envelope with the call's name and version in meta. */
export function sendReply(res: ServerResponse, exchange: Exchange, reply: Reply, version: CallVersion | undefined): void {
  if (version?.deprecated !== undefined) markDeprecated(res, version);
  if (reply.raw !== undefined) return sendRaw(res, exchange, reply.status ?? 200, reply.raw, reply.headers);
  if (exchange.format === 'json' && reply.dataJson !== undefined && reply.meta === undefined && version !== undefined) {
    const body = resourceEnvelopeJson(reply.dataJson, version, exchange.requestId, reply.message, reply.links);
    return send(res, exchange, reply.status ?? 200, SUCCESS_TYPES.json, body, reply.headers ?? NO_HEADERS);
  }
  const base: Record<string, unknown> =
    version === undefined
      ? { request_id: exchange.requestId, message: reply.message }
      : { action: version.call, version_number: version.version, request_id: exchange.requestId, message: reply.message };
  const meta = reply.meta === undefined ? base : { ...base, ...reply.meta };
  sendEnvelope(res, exchange, reply.status ?? 200, { data: reply.data, meta, links: reply.links }, reply.headers, reply.dataJson);
}

/** `dataJson`, when given, is the data's JSON made earlier (for an ETag), spliced in as it is. */
export function sendEnvelope(
  res: ServerResponse,
  exchange: Exchange,
  status: number,
  envelope: Envelope,
  headers: Record<string, string> = {},
  dataJson?: DataJson,
): void {
  const body =
    exchange.format === 'json'
      ? envelopeJsonOf(envelope, dataJson)
      : exchange.format === 'xml'
        ? renderXml('response', envelope)
        : exchange.pages.renderEnvelope(titleOf(envelope), envelope);
  send(res, exchange, status, SUCCESS_TYPES[exchange.format], body, headers);
}

export function sendProblem(res: ServerResponse, exchange: Exchange, problem: ProblemError): void {
  const body: ProblemBody = {
    type: problemUri(problem.type),
    title: PROBLEMS[problem.type].title,
    status: problem.status,
    detail: problem.detail,
    instance: exchange.path,
    request_id: exchange.requestId,
  };
  // Extension members follow the standard ones (RFC 9457 §3.2) and can never replace them. A string
  // among them may be what the client sent (an action, a version): it comes back bounded.
  for (const [name, value] of Object.entries(problem.extensions)) if (!Object.hasOwn(body, name)) body[name] = echoValue(value);
  sendProblemBody(res, exchange, body, problem.headers);
}

/** Anything that is not a ProblemError: the client learns only that it failed, and the request id. */
export function sendInternalError(res: ServerResponse, exchange: Exchange): void {
  const body: ProblemBody = {
    type: problemUri('internal-error'),
    title: PROBLEMS['internal-error'].title,
    status: 500,
    detail: `The server could not complete this request. Quote request_id ${exchange.requestId} when reporting it.`,
    instance: exchange.path,
    request_id: exchange.requestId,
  };
  sendProblemBody(res, exchange, body, {});
}

function sendProblemBody(res: ServerResponse, exchange: Exchange, body: ProblemBody, headers: Readonly<Record<string, string>>): void {
  const text =
    exchange.format === 'json'
      ? JSON.stringify(body)
      : exchange.format === 'xml'
        ? renderXml('problem', body, { xmlns: 'urn:ietf:rfc:7807' })
        : exchange.pages.renderProblem(body);
  send(res, exchange, body.status, PROBLEM_TYPES[exchange.format], text, headers);
}

/**
 * A body that is not an envelope (a static file, the API document), as the handler made it. No
 * `Vary: Accept`: the bytes are the same whatever the client asked for.
 */
export function sendRaw(
  res: ServerResponse,
  exchange: Exchange,
  status: number,
  raw: { type: string; body: string | Buffer },
  headers: Readonly<Record<string, string>> = {},
): void {
  if (res.headersSent) return;
  const head: Record<string, string | number> = {
    'Content-Type': raw.type,
    'Content-Length': Buffer.byteLength(raw.body),
    'X-Request-Id': exchange.requestId,
  };
  // A page made by a handler (the changes page, the forms, Swagger UI's) is a page like any other.
  if (raw.type.startsWith('text/html')) Object.assign(head, PAGE_SECURITY);
  writeHead(res, status, head, headers);
  res.end(exchange.head ? undefined : raw.body);
}

/** A page for people, rendered by src/pages/site.ts in place of the envelope. */
export function sendPage(
  res: ServerResponse,
  exchange: Exchange,
  status: number,
  page: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  send(res, exchange, status, SUCCESS_TYPES.html, page, headers);
}

/**
 * RFC 9110 §15.4.4: after a form write the browser GETs `location`, so a reload shows the page and
 * never repeats the write. `flash` is the Set-Cookie carrying the confirmation to that page.
 */
export function sendSeeOther(res: ServerResponse, exchange: Exchange, location: string, flash: string): void {
  sendEmpty(res, exchange, 303, { Location: location, 'Set-Cookie': flash, Vary: 'Accept' });
}

/** An answer with no body: 204 for OPTIONS, 304 later. */
export function sendEmpty(res: ServerResponse, exchange: Exchange, status: number, headers: Record<string, string>): void {
  writeHead(res, status, { 'X-Request-Id': exchange.requestId }, headers);
  res.end();
}

function send(
  res: ServerResponse,
  exchange: Exchange,
  status: number,
  type: string,
  body: string,
  headers: Readonly<Record<string, string>>,
): void {
  if (res.headersSent) return;
  const head: Record<string, string | number> = {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'X-Request-Id': exchange.requestId,
  };
  if (exchange.format === 'html') Object.assign(head, PAGE_SECURITY);
  // The common answer varies on Accept alone: one header in the head, no merging to do.
  if (res.getHeader('Vary') === undefined) head.Vary = 'Accept';
  else addVary(res, 'Accept');
  writeHead(res, status, head, headers);
  res.end(exchange.head ? undefined : body);
}

/** The head as written, with the answer's own headers over it; a Vary among them joins the response's (vary.ts). */
export function writeHead(
  res: ServerResponse,
  status: number,
  head: Record<string, string | number>,
  headers: Readonly<Record<string, string>>,
): void {
  for (const name in headers) {
    if (name === 'Vary') addVaryFields(res, headers[name]!);
    // A deprecated version's Link (markDeprecated) and a page's rel="next" are both kept (RFC 8288 §3).
    else if (name === 'Link' && res.hasHeader('Link')) head[name] = `${String(res.getHeader('Link'))}, ${headers[name]}`;
    else head[name] = headers[name]!;
  }
  res.writeHead(status, head);
}

// Pages run only our own script and style (CSP Level 3): an escaping slip cannot become a running
// script, and no other site may frame a page that holds forms (clickjacking).
const PAGE_SECURITY: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  'X-Content-Type-Options': 'nosniff',
};

function titleOf(envelope: Envelope): string {
  const action = envelope.meta.action;
  return typeof action === 'string' ? action.replace(/-/g, ' ') : 'Fieldlog';
}
