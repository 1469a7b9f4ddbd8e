// W3C Trace Context (https://www.w3.org/TR/trace-context/, §3.2): the `traceparent` header a caller
// sends, and the one this server sends on (to its answers and to webhook deliveries). Fieldlog keeps
// no spans of its own; it carries the trace id into its log lines and onward, so that one trace id
// finds a request in the caller's traces, in Fieldlog's log, and at the webhook receiver.
import { randomFillSync } from 'node:crypto';

/** One request's place in a trace: the trace, this server's span in it, and the caller's span if any. */
export interface TraceContext {
  /** 32 lowercase hex digits, not all zero. */
  traceId: string;
  /** This server's span for the request: 16 lowercase hex digits, new for each request. */
  spanId: string;
  /** The caller's span (the parent-id it sent); undefined when this request started the trace. */
  parentId: string | undefined;
  /** The trace-flags as two hex digits; `01` (sampled) for a trace started here, since every request is logged. */
  flags: string;
}

// Version, trace-id, parent-id and flags, each lowercase hex (§3.2.2); a later version may append fields.
const TRACEPARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(?:-|$)/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/**
 * The caller's trace when its header is valid (§3.2.2, §3.2.4), else undefined: an invalid header is
 * ignored and a new trace starts, never a 400, since tracing must not break a request. Two headers
 * (node joins them with ", ") are invalid, as §3.2 asks.
 */
export function parseTraceparent(header: string | string[] | undefined): Omit<TraceContext, 'spanId'> | undefined {
  if (typeof header !== 'string' || header.length < 55 || !TRACEPARENT.test(header)) return undefined;
  // Version 00 is exactly 55 characters (§3.2.2.1); ff is never valid.
  const version = header.slice(0, 2);
  if (version === 'ff' || (version === '00' && header.length !== 55)) return undefined;
  const traceId = header.slice(3, 35);
  const parentId = header.slice(36, 52);
  if (traceId === ZERO_TRACE || parentId === ZERO_SPAN) return undefined;
  return { traceId, parentId, flags: header.slice(53, 55) };
}

/** This request's trace: the caller's continued with a new span, or a new trace. */
export function startTrace(header: string | string[] | undefined): TraceContext {
  const caller = parseTraceparent(header);
  const spanId = newSpanId();
  if (caller !== undefined) return { traceId: caller.traceId, spanId, parentId: caller.parentId, flags: caller.flags };
  return { traceId: newTraceId(), spanId, parentId: undefined, flags: '01' };
}

/** The header naming `spanId` (this server's span, or a delivery's) in `trace`; always version 00. */
export function formatTraceparent(traceId: string, spanId: string, flags: string): string {
  return `00-${traceId}-${spanId}-${flags}`;
}

/** A span of `traceparent`'s trace, child of the span it names: for a webhook delivery caused by that request. */
export function childTraceparent(traceparent: string): string | undefined {
  const parent = parseTraceparent(traceparent);
  return parent === undefined ? undefined : formatTraceparent(parent.traceId, newSpanId(), parent.flags);
}

// Ids come from a pool of random bytes filled a few KiB at a time, as randomUUID does for its own:
// a request then pays for a slice turned to hex, not for a call into the system's random source.
// (Trace Context Level 2 asks that a trace id's right-hand seven bytes be random: all of them are.)
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

function randomHex(bytes: number): string {
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const hex = pool.toString('hex', used, used + bytes);
  used += bytes;
  return hex;
}

function newTraceId(): string {
  const id = randomHex(16);
  // All zeros is the one invalid value (§3.2.2.3); one chance in 2^128, checked all the same.
  return id === ZERO_TRACE ? newTraceId() : id;
}

function newSpanId(): string {
  const id = randomHex(8);
  return id === ZERO_SPAN ? newSpanId() : id;
}
