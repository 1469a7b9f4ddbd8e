import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../log/logger.js';
import type { Exchange } from '../output/respond.js';

/** The fields of the request log's line, besides pino's own (`level`, `time`, `pid`). */
export interface RequestLogLine {
  request_id: string;
  /** The trace (W3C traceparent) the request belongs to, and this server's span in it. */
  trace_id: string;
  span_id: string;
  method: string;
  /** The wire method when _method or X-HTTP-Method-Override changed it. */
  original_method?: string;
  route: string | null;
  path: string;
  /** Who it acted as: `key:NAME` or `user:NAME`; never a secret, a cookie or an Authorization header. */
  principal?: string;
  status: number;
  duration_ms: number;
}

/**
 * One JSON line per request at `info`, written when the answer is finished; at `debug` also one as it
 * arrives, with its headers (credentials redacted by the logger). Parameter values are never logged:
 * they are the clients' data. The dispatcher calls this only when `info` is enabled, so a server at
 * LOG_LEVEL=warn or silent pays nothing per request.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, exchange: Exchange, started: number, log: Logger): void {
  if (log.isLevelEnabled('debug')) {
    log.debug(
      {
        request_id: exchange.requestId,
        trace_id: exchange.trace.traceId,
        span_id: exchange.trace.spanId,
        method: req.method,
        headers: req.headers,
      },
      'request received',
    );
  }
  res.once('close', () => {
    const line: RequestLogLine = {
      request_id: exchange.requestId,
      trace_id: exchange.trace.traceId,
      span_id: exchange.trace.spanId,
      method: exchange.method ?? 'UNKNOWN',
      ...(exchange.originalMethod === undefined ? {} : { original_method: exchange.originalMethod }),
      route: exchange.route ?? null,
      path: exchange.path,
      ...(exchange.principal === undefined ? {} : { principal: `${exchange.principal.kind}:${exchange.principal.name}` }),
      status: res.statusCode,
      duration_ms: Math.round((performance.now() - started) * 1000) / 1000,
    };
    log.info(line);
  });
}
