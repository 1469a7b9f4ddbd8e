// The catalogue of every problem a client can meet. Each type is defined once here; the
// /problems/{type} pages, docs/errors.md and the OpenAPI responses are all generated from it.

export interface ProblemSpec {
  status: number;
  title: string;
  /** What the client should do about it, in a sentence or two. */
  fix: string;
  /** Extension members (RFC 9457 §3.2) this problem may carry besides the standard ones. */
  members: readonly string[];
}

export const PROBLEMS = {
  'version-missing': {
    status: 400,
    title: 'version_number is missing',
    fix: 'Send version_number in the query string (GET, HEAD, DELETE) or in the body (POST, PUT, PATCH). The problem lists the versions this call supports.',
    members: ['call', 'supported', 'parameter_location'],
  },
  'version-invalid': {
    status: 400,
    title: 'version_number is not an integer',
    fix: 'Send version_number as a JSON integer or a string of decimal digits, such as 1 or "2".',
    members: ['call', 'supported', 'received'],
  },
  'version-unsupported': {
    status: 400,
    title: 'This version of the call is not supported',
    fix: 'Send one of the versions listed in `supported`.',
    members: ['call', 'supported', 'received'],
  },
  'action-mismatch': {
    status: 400,
    title: "action does not name this route's call",
    fix: 'Leave action out (the route implies it) or send the call named in `expected`.',
    members: ['expected', 'received'],
  },
  'override-invalid': {
    status: 400,
    title: 'Method override is not allowed here',
    fix: 'Only POST may be overridden: send POST with _method (in the body) or X-HTTP-Method-Override set to PUT, PATCH or DELETE.',
    members: ['allowed', 'method'],
  },
  'parameters-in-url': {
    status: 400,
    title: 'Parameters belong in the body for this method',
    fix: 'POST, PUT and PATCH carry their parameters, version_number included, in the request body. Move the named query parameters into the body.',
    members: ['parameters'],
  },
  'body-malformed': {
    status: 400,
    title: 'The request body does not parse',
    fix: "Send well-formed JSON, form encoding or XML that matches the Content-Type header. The detail gives the parser's message and position where it has one.",
    members: ['parser', 'position', 'line', 'column'],
  },
  'body-shape': {
    status: 400,
    title: 'The request body is not a flat set of parameters',
    fix: 'Send one object (JSON), one root element (XML) or one form whose parameters are plain values: no nesting, no arrays, within the parameter limit.',
    members: ['parameter', 'position', 'limit'],
  },
  'body-too-large': {
    status: 413,
    title: 'The request body is too large',
    fix: 'Send a body within the limit given in `limit_bytes`.',
    members: ['limit_bytes'],
  },
  'unsupported-media-type': {
    status: 415,
    title: "The request body's media type is not accepted",
    fix: 'Send the body as one of the media types listed in `accepted`, and name it in Content-Type (charset utf-8 if any).',
    members: ['accepted'],
  },
  'content-encoding-unsupported': {
    status: 415,
    title: "The request body's content coding is not accepted",
    fix: 'Send the body uncompressed, without a Content-Encoding header (or with Content-Encoding: identity), as the Accept-Encoding header of this answer says.',
    members: ['content_encoding', 'accepted'],
  },
  'transfer-coding-unsupported': {
    status: 501,
    title: "The request's transfer coding is not implemented",
    fix: 'Send the body with Content-Length, or with Transfer-Encoding: chunked alone (RFC 9112 §6.1); compress nothing in transit.',
    members: ['transfer_encoding'],
  },
  'not-acceptable': {
    status: 406,
    title: 'None of the requested formats is offered',
    fix: 'Ask for one of the media types in `available` with the Accept header, or add a .json, .xml or .html suffix to the path.',
    members: ['available'],
  },
  'path-malformed': {
    status: 400,
    title: 'The path is not valid',
    fix: 'Percent-encode the path as RFC 3986 §2.1 requires: every "%" starts a two-digit hex escape of UTF-8 bytes.',
    members: ['segment'],
  },
  // The next ones are answered from src/http/pipeline/client-error.ts, for requests the pipeline never sees.
  'request-malformed': {
    status: 400,
    title: 'The request is not valid HTTP/1.1',
    fix: 'Send a request line (a method, a target of printable ASCII with anything else percent-encoded, HTTP/1.1), then well-formed header lines, and Content-Length or Transfer-Encoding, never both. The connection is closed after this answer.',
    members: [],
  },
  'host-invalid': {
    status: 400,
    title: 'The request needs exactly one Host header',
    fix: 'Send one Host header naming the server (RFC 9112 §3.2), as every HTTP/1.1 client library does.',
    members: ['hosts'],
  },
  'expectation-failed': {
    status: 417,
    title: 'The Expect header names an expectation this server cannot meet',
    fix: 'Leave Expect out, or send Expect: 100-continue (RFC 9110 §10.1.1), the only expectation there is.',
    members: ['expect'],
  },
  'method-not-implemented': {
    status: 501,
    title: 'This method is not implemented',
    fix: 'Fieldlog is an origin server, not a proxy: use GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS on a path.',
    members: ['method', 'allowed'],
  },
  'request-timeout': {
    status: 408,
    title: 'The request took too long to arrive',
    fix: 'Retry on a new connection, sending the headers and then the whole request within the limits the detail names (by default 10 s and 25 s from the start).',
    members: [],
  },
  'headers-too-large': {
    status: 431,
    title: 'The request headers are too large',
    fix: 'Keep the headers under 16 KiB in all; parameters belong in the query string or the body.',
    members: [],
  },
  'route-not-found': {
    status: 404,
    title: 'No route has this path',
    fix: 'Check the path against the collections listed in `collections`, or read the API document at /openapi.json.',
    members: ['collections'],
  },
  'action-in-path': {
    status: 404,
    title: 'Paths name things, not actions',
    fix: 'Use the method-and-path given in the detail: the HTTP method is the action, and the path names the resource.',
    members: ['instead'],
  },
  'resource-not-found': {
    status: 404,
    title: 'No resource has this identifier',
    fix: 'Check the identifier: it may have been deleted. List the collection to find current identifiers.',
    members: ['collection', 'id'],
  },
  'method-not-allowed': {
    status: 405,
    title: 'This method is not allowed on this path',
    fix: 'Use one of the methods in the Allow header. Clients that cannot send PUT, PATCH or DELETE send POST with _method.',
    members: ['method', 'allowed'],
  },
  'cursor-invalid': {
    status: 400,
    title: 'The cursor is not valid for this route',
    fix: 'Pass back a next_cursor value exactly as a previous page of the same route returned it, or omit cursor for the first page.',
    members: ['reason'],
  },
  'invalid-parameters': {
    status: 422,
    title: 'Some parameters are invalid',
    fix: 'Correct every parameter listed in `errors`: each entry says what was expected and what was received.',
    members: ['errors'],
  },
  'precondition-failed': {
    status: 412,
    title: "The resource's current state fails the request's precondition",
    fix: 'If-Match: GET the resource again, reapply your change to what you get, and send it with the new ETag in If-Match. If-None-Match on a write: the resource exists (or is in the named state); leave the header out, or name the current ETag in If-Match instead.',
    members: ['etag'],
  },
  'events-expired': {
    status: 410,
    title: 'The events asked for are past the retention of the change log',
    fix: 'Read the resources again for their current state, then follow the log from the id in `log_starts_after`.',
    members: ['after', 'log_starts_after'],
  },
  'last-event-id-invalid': {
    status: 400,
    title: 'The Last-Event-ID header names no event of this log',
    fix: 'Send the id of the last event you received (a whole number, as the stream sent it in `id:`), or leave the header out and send `after` to choose where the stream starts. An id beyond `newest_id` may come from a database restored from an older backup: read the resources again, then follow the stream from `newest_id`.',
    members: ['received', 'newest_id'],
  },
  'too-many-streams': {
    status: 429,
    title: 'This client holds as many live streams as one client may',
    fix: 'Close a stream you no longer read (each browser tab holds one), or share one stream between your consumers; then retry after Retry-After seconds. `limit` is how many one client address may hold at once.',
    members: ['limit', 'retry_after'],
  },
  'streams-unavailable': {
    status: 503,
    title: 'The server holds as many live streams as it may',
    fix: 'Retry after Retry-After seconds, or poll GET /events with `after` meanwhile: it answers the same events. `limit` is how many streams this server process holds at once.',
    members: ['limit', 'retry_after'],
  },
  'resource-in-use': {
    status: 409,
    title: 'Other resources still refer to this one',
    fix: 'Delete the resources listed in `referrers` (each entry links to them), or change them to refer to another one, then delete this one again.',
    members: ['referrers'],
  },
  // Retention (issue 21): DELETE /{collection} removes what a filter matches, never a whole collection by accident.
  'filter-required': {
    status: 400,
    title: 'Removing rows of a collection needs a filter',
    fix: 'Name at least one of the parameters in `filters` (such as before, to remove the rows older than an instant); add dry_run=true to see how many rows would go first. Nothing was removed.',
    members: ['filters'],
  },
  'idempotency-key-invalid': {
    status: 400,
    title: 'The Idempotency-Key header is not usable',
    fix: 'Send one Idempotency-Key of 1 to 255 visible ASCII characters, such as a UUID, and reuse it only to retry the same request.',
    members: [],
  },
  'idempotency-key-reused': {
    status: 422,
    title: 'This Idempotency-Key was used for a different request',
    fix: 'Use a new key for a new request. A key may be resent only with exactly the parameters it was first sent with.',
    members: ['key'],
  },
  // Bulk ingest (issue 7): POST /{collection} with a JSON array or NDJSON body (docs/conventions.md).
  'batch-empty': {
    status: 400,
    title: 'The batch holds no items',
    fix: 'Send at least one item: a JSON array of objects, or NDJSON with one object per line (blank lines do not count).',
    members: [],
  },
  'batch-too-large': {
    status: 413,
    title: 'The batch holds too many items',
    fix: 'Split the items into batches of at most `limit` each and send them one after the other.',
    members: ['limit'],
  },
  'batch-invalid': {
    status: 422,
    title: 'Some items of an all-or-nothing batch are invalid',
    fix: 'Nothing was stored. Correct every item listed in `items` (each has its index and its problem, as a single create would answer) and send the batch again, or leave out atomic=true to store the valid items alone.',
    members: ['items', 'received', 'failed'],
  },
  'batch-version-mismatch': {
    status: 400,
    title: 'An item names another version than its batch',
    fix: "Leave version_number out of the items (the batch's version_number, in the query string, applies to all of them), or send the batch's version in each; send items of different versions in separate batches.",
    members: ['expected', 'received'],
  },
  'idempotency-key-unsupported': {
    status: 400,
    title: 'Idempotency-Key is not supported on a batch',
    fix: 'Send the batch without Idempotency-Key. A batch is not remembered by key, so a retry after a lost answer may store its items twice; to make each item safe to retry, create it alone with its own key.',
    members: [],
  },
  'rate-limited': {
    status: 429,
    title: 'Too many requests from this client',
    fix: 'Wait the number of seconds in the Retry-After header (also `retry_after`), then send again; spread requests over the window named in RateLimit-Policy.',
    members: ['limit', 'window_seconds', 'retry_after'],
  },
  'authentication-required': {
    status: 401,
    title: 'This route needs a credential',
    fix: 'Send an API key as `Authorization: Bearer fl_…` (an operator makes one with npm run keys -- create), or sign in at /session/new and send the session cookie. `scope` names the scope the route needs.',
    members: ['scope', 'sign_in'],
  },
  'credentials-invalid': {
    status: 401,
    title: 'The credential sent is not valid',
    fix: 'The key or session is unknown, revoked, expired or malformed. Send a live key as `Authorization: Bearer fl_…` (exactly one header, nothing else in it), or sign in again at /session/new.',
    members: ['sign_in'],
  },
  'scope-insufficient': {
    status: 403,
    title: 'The credential does not grant this',
    fix: 'Use a key or a person whose scope includes the one named in `scope` (read < write < admin); an operator makes one with npm run keys -- create --scope SCOPE.',
    members: ['scope', 'granted'],
  },
  'sign-in-failed': {
    status: 401,
    title: 'The name or the password is wrong',
    fix: 'Check both and sign in again. After 5 failures for one name or one address within 15 minutes, sign-ins are refused for a while (429).',
    members: [],
  },
  'sign-in-throttled': {
    status: 429,
    title: 'Too many failed sign-ins',
    fix: 'Wait the number of seconds in Retry-After (also `retry_after`) before signing in again; the password was not checked.',
    members: ['retry_after'],
  },
  'cross-site-form': {
    status: 403,
    title: 'A form on another site may not change data here',
    fix: 'Submit the form from a page of this site. Programs send JSON or XML bodies (with or without Origin), or form bodies without a foreign Origin header; browser code on other origins calls the interface with JSON through CORS.',
    members: ['origin', 'sec_fetch_site'],
  },
  'origin-not-allowed': {
    status: 403,
    title: 'This origin may not call the interface from a browser',
    fix: 'Call from an origin the operators list in CORS_ORIGINS, or call from a server, where CORS does not apply.',
    members: ['origin'],
  },
  'internal-error': {
    status: 500,
    title: 'The server failed to answer',
    fix: 'This is not your mistake. Retry later; if it persists, report the request_id to the operators.',
    members: [],
  },
  'service-unavailable': {
    status: 503,
    title: 'The service is shutting down or its storage is unavailable',
    fix: 'Retry the request after a short wait, against a running instance.',
    members: ['storage'],
  },
} as const satisfies Record<string, ProblemSpec>;

export type ProblemType = keyof typeof PROBLEMS;

/** The extension members a problem type may carry: a ProblemError with any other fails to compile. */
export type ProblemMembers<T extends ProblemType> = (typeof PROBLEMS)[T]['members'][number];

export const PROBLEM_TYPES = Object.keys(PROBLEMS) as ProblemType[];

export function isProblemType(value: string): value is ProblemType {
  return Object.hasOwn(PROBLEMS, value);
}

/** The `type` URI of a problem: a page under /problems/ that explains it and its fix. */
export function problemUri(type: ProblemType): string {
  return `/problems/${type}`;
}
