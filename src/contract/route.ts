import type { CallVersion, InputMode, ParameterError, ParameterSpec } from '../versioning/index.js';
import type { ProblemType } from './problems.js';
import type { ProblemError } from './problem-error.js';

/** The formats an answer can take (INTERFACE.md §5); the pipeline negotiates one per request. */
export type Format = 'json' | 'xml' | 'html';

/** Methods whose parameters travel in the body (INTERFACE.md §2); the others' in the query string. */
export const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A representation beyond the envelope's three that a route offers by itself (INTERFACE.md §9, §10):
 * chosen by Accept or by its suffix, among the route's offers and the three formats. Problems still
 * come as JSON (application/problem+json).
 */
export interface MediaOffer {
  /** What the handler is told, in CallContext.media. */
  name: Media;
  /** The media type Accept names, and the answer's Content-Type before its parameters. */
  type: string;
  /** The path suffix that asks for it, dot included: `.sse`. */
  suffix: string;
}

/** The representations that only some routes offer. */
export type Media = 'event-stream' | 'csv' | 'geojson' | 'ndjson' | 'prometheus';

/** The methods a POST may stand in for with `_method` or X-HTTP-Method-Override (INTERFACE.md §4). */
export const OVERRIDABLE: readonly string[] = ['PUT', 'PATCH', 'DELETE'];

/** The conditional request headers a handler may need (RFC 9110 §13.1). */
export interface RequestConditions {
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
}

/** What a handler is given: the request, already routed, negotiated, versioned and validated. */
export interface CallContext {
  /** Path parameters, percent-decoded. */
  params: Record<string, string>;
  /** Validated parameters, numbers converted; version_number, action and _method removed. */
  values: Record<string, unknown>;
  /** The call version in use; undefined for routes outside the registry (home, health, problem pages). */
  version: CallVersion | undefined;
  /** The method the request is handled as, after any override. */
  method: string;
  format: Format;
  /** The route's own representation the client chose (RouteDefinition.media); undefined for the envelope's. */
  media?: Media | undefined;
  path: string;
  requestId: string;
  /** If-Match and If-None-Match as sent; handlers that write check If-Match atomically. */
  conditions: RequestConditions;
  /** The Idempotency-Key header of a create, checked for shape; undefined when absent. */
  idempotencyKey: string | undefined;
  /** Who sent it (for created_by and updated_by); undefined when the server is open. */
  principal: Principal | undefined;
  /**
   * This request's span as a W3C traceparent (src/tracing/traceparent.ts): writes store it with their
   * events, so that a webhook delivery caused by this request carries its trace. Absent for calls
   * made outside a request (a page's own reads).
   */
  traceparent?: string | undefined;
  /** The connection's facts, read on demand: only signing in and out needs them. */
  client: ClientFacts;
}

/** What a handler may ask of the connection a request came on. */
export interface ClientFacts {
  /** The client's address: the socket's peer, or what a trusted proxy says (TRUST_PROXY). */
  address(): string;
  /** Whether it came over TLS: directly, or through a trusted proxy whose X-Forwarded-Proto says https. */
  secure(): boolean;
  /** One cookie's value as sent, or undefined. */
  cookie(name: string): string | undefined;
  /** A request header as sent (lower-case name; repeated ones joined by ", "), or undefined. */
  header(name: string): string | undefined;
}

/** For a call a page makes of another route inside the server: no connection of its own. */
export const NO_CLIENT: ClientFacts = Object.freeze({
  address: () => 'internal',
  secure: () => false,
  cookie: () => undefined,
  header: () => undefined,
});

/** A success, before the envelope: respond.ts adds action, version_number and request_id to `meta`. */
export interface Reply {
  status?: number;
  data: unknown;
  message: string;
  meta?: Record<string, unknown>;
  links: Record<string, string | null>;
  headers?: Record<string, string>;
  /**
   * `JSON.stringify(data)`, when the handler made it already (for its ETag, or for a page of rows):
   * the JSON envelope splices the text in instead of serialising the data a second time. Only the
   * JSON writers make one (dataJsonOf, a row's compiled writer), so it cannot be any other string.
   */
  dataJson?: DataJson;
  /** Sent as is instead of an envelope (static files, the API document); see rawReply. */
  raw?: RawBody;
  /** Written over time instead of an envelope (the live stream of events); see StreamBody. */
  stream?: StreamBody;
  /**
   * After a form post, show this answer's page instead of redirecting (303) to what was written:
   * it holds what cannot be asked for again (a new key's secret, shown once).
   */
  showAfterPost?: true;
}

export interface RawBody {
  /** The Content-Type header, parameters included. */
  type: string;
  body: string | Buffer;
}

/**
 * A body the handler writes itself, for as long as it needs: the pipeline sends the head (the reply's
 * status and headers, `type` as Content-Type, X-Request-Id), then calls write(). The body ends when
 * write() ends `out`; a client that goes away destroys it, and `gone` aborts. A HEAD gets the head
 * alone and write() is not called.
 */
export interface StreamBody {
  type: string;
  write(out: StreamOut, gone: AbortSignal): void;
}

/** What a StreamBody writes to: the response, as far as a body written over time needs it. */
export interface StreamOut {
  write(chunk: string | Buffer): boolean;
  end(): void;
  destroy(error?: Error): void;
  /** Bytes written but not yet taken by the network: what a client that does not read makes us hold. */
  readonly writableLength: number;
  readonly destroyed: boolean;
  once(event: 'drain' | 'close', listener: () => void): unknown;
}

/** A reply that is not an envelope: the bytes go out unchanged, whatever format was negotiated. */
export function rawReply(type: string, body: string | Buffer, headers: Record<string, string> = {}): Reply {
  return { data: null, message: '', links: {}, headers, raw: { type, body } };
}

/** A JSON Schema (2020-12) as the OpenAPI 3.1 document embeds it. */
export type JsonSchema = Record<string, unknown>;

/**
 * What a success's `data` holds, for the OpenAPI document and the contract tests. Left out, it is
 * derived from the route's call (src/openapi/shape.ts): one resource for a resource call, a list of
 * the matching resource call's items for a query call, anything for a route outside the registry.
 */
export type ResponseShape =
  /** One resource: id, the fields of the request's version of `call`, created_at, updated_at, created_by, updated_by, `extra`. */
  | { kind: 'resource'; call: string; extra?: Readonly<Record<string, JsonSchema>> }
  /** An array of such resources; paginated (meta.limit, meta.next_cursor, links.next) when the route's call has `cursor`. */
  | { kind: 'list'; call: string; extra?: Readonly<Record<string, JsonSchema>> }
  /**
   * Anything else, described by a schema; a function gives the schema of each version of the route's
   * call. `meta`: members the handler adds to `meta` (Reply.meta), each required.
   */
  | { kind: 'data'; schema: JsonSchema | ((version: number) => JsonSchema); meta?: Readonly<Record<string, JsonSchema>> }
  /** Not an envelope: a raw reply in one of these media types. */
  | { kind: 'raw'; mediaTypes: readonly string[] };

declare const DATA_JSON: unique symbol;

/** The JSON text of a reply's data, exactly JSON.stringify(data); made by the JSON writers alone. */
export type DataJson = string & { readonly [DATA_JSON]: true };

/**
 * A route's answer. A handler that needs nothing it must wait for (a read of the embedded store)
 * returns its Reply at once, and the read lane (src/http/pipeline/read-lane.ts) answers it in the
 * request's own turn: over HTTP, each promise a request passes through costs about a microsecond.
 */
export type Handler = (context: CallContext) => Reply | Promise<Reply>;

/**
 * Who may use a route (INTERFACE.md §8): `public` needs no credential; `read`, `write` and `admin`
 * are the scopes a key or a person's role grants, each including the ones before it.
 */
export type Access = 'public' | 'read' | 'write' | 'admin';

/** Who sent a request: a key or a person by name, with the scope they hold; none when it was open. */
export interface Principal {
  kind: 'key' | 'user';
  name: string;
  scope: 'read' | 'write' | 'admin';
}

/** One route: the method and path, the call it serves, and how the call's parameters are used. */
export interface RouteDefinition {
  method: string;
  path: string;
  /**
   * Who may use it, declared here beside the route so that the check, the OpenAPI document's
   * `security` and the pages all read the same declaration.
   */
  access: Access;
  /** For urlFor and the OpenAPI operationId; unique per method and path. */
  name: string;
  /** The registry call; absent for routes that are not versioned calls. */
  call?: string;
  input: InputMode;
  summary: string;
  handler: Handler;
  /** What a success's `data` holds; derived from the call when absent. */
  response?: ResponseShape;
  /**
   * Problem types the handler throws itself, beyond those the pipeline and the route's kind imply
   * (src/openapi/route-problems.ts derives those: a versioned route with :id gets resource-not-found).
   */
  problems?: readonly ProblemType[];
  /** Query parameters of a route outside the registry; its handler receives them as sent, in `values`. */
  query?: Readonly<Record<string, ParameterSpec>>;
  /** The success status; default 201 for a POST of a resource call without path parameters, else 200. */
  status?: number;
  /** Representations this route offers besides JSON, XML and HTML; the handler reads CallContext.media. */
  media?: readonly MediaOffer[];
  /** Bulk ingest (issue 7): this POST also takes a batch of items (src/http/batch/batch-request.ts). */
  batch?: BatchSpec;
  /**
   * Errors only the database can tell (a device that does not exist), for a request whose parameters
   * were refused anyway: so that the answer lists every error at once (INTERFACE.md §6). `received`
   * is what was sent; names already in `refused` are not looked at again.
   */
  storedErrors?(received: Readonly<Record<string, unknown>>, refused: ReadonlySet<string>): Promise<ParameterError[]>;
}

/**
 * A create route's second kind of body: a JSON array or NDJSON batch of items, each validated as a
 * create of `itemCall`, the batch's own parameters (version_number, atomic) those of `call`.
 */
export interface BatchSpec {
  /** The registry call of the batch's parameters, in the query string. */
  call: string;
  /** The registry call each item is a create of, in the batch's version. */
  itemCall: string;
  /** The collection's path, for links and messages: `/locations`. */
  collection: string;
  /** For messages: "1 location created". */
  noun: string;
  /**
   * Stores every item in one transaction, durably, and resolves to their ids in order; rejects (and
   * stores nothing) if any of them cannot be stored. `principal` is who sent the batch (as a single
   * create's CallContext.principal): each item records its name as created_by and updated_by.
   */
  store(items: readonly Record<string, unknown>[], principal: Principal | undefined, traceparent?: string): Promise<string[]>;
  /**
   * Refusals that need the database, after every item passed validation: the problem a single create
   * of the item would have met, by the item's position in `items`. Checked before store(), so that
   * one bad item does not fail the whole transaction.
   */
  refuse?(items: readonly Record<string, unknown>[]): Promise<ReadonlyMap<number, ProblemError>>;
  /**
   * For the items refused for their parameters anyway: the errors only the database can tell (an
   * unknown device), by the item's position in `items`, so each item lists every error at once.
   */
  storedErrors?(
    items: readonly { values: Readonly<Record<string, unknown>>; refused: ReadonlySet<string> }[],
  ): Promise<ReadonlyMap<number, ParameterError[]>>;
  /** The URL of a stored item. */
  location(id: string): string;
}
