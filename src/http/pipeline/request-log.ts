import type { ServerResponse } from 'node:http';
import type { Exchange } from '../output/respond.js';

export type LogLevel = 'silent' | 'info' | 'debug';

export interface RequestLogLine {
  time: string;
  level: 'info';
  request_id: string;
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

export type LogSink = (line: string) => void;

/**
 * One JSON line per request, written when the answer is finished. Parameter values are never logged
 * at the default level: they are the clients' data.
 */
export function logRequest(res: ServerResponse, exchange: Exchange, started: number, sink: LogSink): void {
  res.once('close', () => {
    const line: RequestLogLine = {
      time: new Date().toISOString(),
      level: 'info',
      request_id: exchange.requestId,
      method: exchange.method ?? 'UNKNOWN',
      ...(exchange.originalMethod === undefined ? {} : { original_method: exchange.originalMethod }),
      route: exchange.route ?? null,
      path: exchange.path,
      ...(exchange.principal === undefined ? {} : { principal: `${exchange.principal.kind}:${exchange.principal.name}` }),
      status: res.statusCode,
      duration_ms: Math.round((performance.now() - started) * 1000) / 1000,
    };
    sink(`${JSON.stringify(line)}\n`);
  });
}
