import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { PROBLEMS, problemUri } from '../../contract/problems.js';
import type { ProblemType } from '../../contract/problems.js';

/**
 * What node:http's parser (llhttp) and its timers report about a request that never became one, and
 * the problem each is answered with. Node's own answer is a bare status line with no body; this one is
 * a problem detail like every other error (issue 6). JSON only: the Accept header may not have been read.
 */
const DETAILS: Readonly<Record<string, string>> = {
  HPE_INVALID_METHOD:
    'The request line names a method the HTTP parser does not know; Fieldlog serves GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS.',
  HPE_INVALID_URL:
    'The request target holds a character HTTP/1.1 does not allow (RFC 9112 §3.2); percent-encode spaces, controls and non-ASCII text.',
  HPE_INVALID_HEADER_TOKEN: 'A header name or value holds a character HTTP does not allow (RFC 9110 §5.5).',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'The request has both Content-Length and Transfer-Encoding (RFC 9112 §6.1); send one of them.',
  HPE_INVALID_TRANSFER_ENCODING: 'Transfer-Encoding must end with chunked (RFC 9112 §6.1).',
  HPE_INVALID_CONTENT_LENGTH: 'Content-Length must be one decimal number (RFC 9110 §8.6).',
  HPE_INVALID_CHUNK_SIZE: 'A chunk size of the chunked body is not hexadecimal (RFC 9112 §7.1).',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'The chunk extensions of the chunked body are too long.',
  HPE_INVALID_VERSION: 'The request line must end with HTTP/1.1 or HTTP/1.0.',
  HPE_HEADER_OVERFLOW: 'The request headers exceed 16 KiB; send large values in the body.',
};

/** The server's headersTimeout and requestTimeout (src/server.ts), which a 408 names. */
export interface RequestDeadlines {
  headersMs: number;
  requestMs: number;
}

function timeoutDetail({ headersMs, requestMs }: RequestDeadlines): string {
  return `The request did not arrive in time: headers within ${durationOf(headersMs)}, the whole request within ${durationOf(requestMs)}.`;
}

function durationOf(ms: number): string {
  return ms % 1_000 === 0 ? `${ms / 1_000} s` : `${ms} ms`;
}

/**
 * llhttp gives one code to framing errors that need different words; its `reason` tells them apart
 * (llhttp's src/native/http.c and src/llhttp/http.ts name these reasons).
 */
const DETAILS_BY_REASON: Readonly<Record<string, string>> = {
  'Duplicate Content-Length': 'The request has more than one Content-Length header (RFC 9112 §6.3); send exactly one.',
  "Transfer-Encoding can't be present with Content-Length":
    'The request has both Content-Length and Transfer-Encoding (RFC 9112 §6.1); send one of them.',
  "Content-Length can't be present with Transfer-Encoding":
    'The request has both Content-Length and Transfer-Encoding (RFC 9112 §6.1); send one of them.',
};

function detailOf(code: string, reason: unknown, deadlines: RequestDeadlines): string {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return timeoutDetail(deadlines);
  if (typeof reason === 'string' && Object.hasOwn(DETAILS_BY_REASON, reason)) return DETAILS_BY_REASON[reason]!;
  return DETAILS[code] ?? `The request is not valid HTTP/1.1 (the parser reports ${code.replace(/[^A-Z0-9_]/g, '')}).`;
}

function problemOf(code: string): ProblemType {
  if (code === 'HPE_HEADER_OVERFLOW') return 'headers-too-large';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request-timeout';
  return 'request-malformed';
}

/** The method and target of the request line; the target only when printable enough to echo as `instance`. */
function requestLineOf(rawPacket: unknown): { method: string; target: string } {
  if (!Buffer.isBuffer(rawPacket)) return { method: '', target: '' };
  const [method = '', target = ''] = rawPacket.subarray(0, 1024).toString('latin1').split('\r\n', 1)[0]!.split(' ');
  return { method, target: /^\/[\x21-\x7e]*$/.test(target) ? target.slice(0, 512) : '' };
}

/**
 * The server's 'clientError' listener. As Node's default does, it answers only when nothing of an
 * answer was written yet on the socket, then closes the connection: after a parse error the byte
 * stream cannot be trusted to hold another request.
 */
export function answerClientError(
  error: Error & { code?: string; reason?: unknown; rawPacket?: unknown },
  socket: Socket,
  deadlines: RequestDeadlines,
): void {
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent === true) {
    socket.destroy();
    return;
  }
  const code = error.code ?? 'unknown';
  const { method, target } = requestLineOf(error.rawPacket);
  endWithProblem(socket, problemOf(code), detailOf(code, error.reason, deadlines), target, method === 'HEAD');
}

/**
 * The server's 'connect' listener. Without one, node closes the connection on CONNECT unanswered;
 * Fieldlog is no proxy, so it says so (RFC 9110 §9.3.6, §15.6.2) and closes the tunnel's socket.
 */
export function answerConnect(req: { url?: string | undefined }, socket: Socket): void {
  endWithProblem(
    socket,
    'method-not-implemented',
    `CONNECT asks for a tunnel to ${(req.url ?? '').slice(0, 100)}; Fieldlog is an origin server, not a proxy. Use GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS on a path.`,
    '',
    false,
    { method: 'CONNECT', allowed: ALLOWED_METHODS },
  );
}

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A problem written straight to the socket, which then closes: the byte stream cannot be trusted further. */
function endWithProblem(
  socket: Socket,
  type: ProblemType,
  detail: string,
  instance: string,
  head: boolean,
  members: Record<string, unknown> = {},
): void {
  const { status, title } = PROBLEMS[type];
  const requestId = randomUUID();
  const body = JSON.stringify({ type: problemUri(type), title, status, detail, instance, request_id: requestId, ...members });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Content-Type: application/problem+json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `X-Request-Id: ${requestId}`,
      'Connection: close',
      '',
      // RFC 9110 §9.3.2: an answer to HEAD has the headers of the body it does not carry.
      head ? '' : body,
    ].join('\r\n'),
  );
  // end() flushes then half-closes; a client that never reads must not keep the socket open.
  socket.once('finish', () => socket.destroy());
  setTimeout(() => socket.destroy(), 1_000).unref();
}
