// W3C Trace Context (https://www.w3.org/TR/trace-context/, §3.2): the `traceparent` header a caller
// sends, and the one this server sends on (to its answers and to webhook deliveries). Fieldlog keeps
// no spans of its own; it carries the trace id into its log lines and onward, so that one trace id
// finds a request in the caller's traces, in Fieldlog's log, and at the webhook receiver.
import { randomUUID } from 'node:crypto';

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

const HEX_32 = /^[0-9a-f]{32}$/;
const HEX_16 = /^[0-9a-f]{16}$/;
const HEX_2 = /^[0-9a-f]{2}$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/**
 * The caller's trace when its header is valid (§3.2.2, §3.2.4), else undefined: an invalid header is
 * ignored and a new trace starts, never a 400, since tracing must not break a request. Two headers
 * (node joins them with ", ") are invalid, as §3.2 asks.
 */
export function parseTraceparent(header: string | string[] | undefined): Omit<TraceContext, 'spanId'> | undefined {
  if (typeof header !== 'string' || header.length < 55) return undefined;
  const version = header.slice(0, 2);
  // Version 00 is exactly 55 characters; a later version may append fields after a dash (§3.2.4.2).
  if (!HEX_2.test(version) || version === 'ff') return undefined;
  if (version === '00' ? header.length !== 55 : header.length > 55 && header[55] !== '-') return undefined;
  if (header[2] !== '-' || header[35] !== '-' || header[52] !== '-') return undefined;
  const traceId = header.slice(3, 35);
  const parentId = header.slice(36, 52);
  const flags = header.slice(53, 55);
  if (!HEX_32.test(traceId) || traceId === ZERO_TRACE) return undefined;
  if (!HEX_16.test(parentId) || parentId === ZERO_SPAN) return undefined;
  if (!HEX_2.test(flags)) return undefined;
  return { traceId, parentId, flags };
}

/** This request's trace: the caller's continued with a new span, or a new trace. */
export function startTrace(header: string | string[] | undefined): TraceContext {
  const caller = parseTraceparent(header);
  const spanId = newSpanId();
  if (caller !== undefined) return { ...caller, spanId };
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

// randomUUID draws from a cached pool of random bytes, so an id costs no system call. A version 4
// UUID's last seven bytes are all random, which is what Trace Context Level 2 asks of a trace id's
// right-hand part; a span id takes the first eight bytes (all random but for one version digit).
function newTraceId(): string {
  const uuid = randomUUID();
  return uuid.slice(0, 8) + uuid.slice(9, 13) + uuid.slice(14, 18) + uuid.slice(19, 23) + uuid.slice(24);
}

function newSpanId(): string {
  const uuid = randomUUID();
  return uuid.slice(0, 8) + uuid.slice(9, 13) + uuid.slice(14, 18);
}
