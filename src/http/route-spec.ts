import type { CallVersion, InputMode } from '../versioning/index.js';
import type { Format } from './negotiate.js';

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
  path: string;
  requestId: string;
}

/** A success, before the envelope: respond.ts adds action, version_number and request_id to `meta`. */
export interface Reply {
  status?: number;
  data: unknown;
  message: string;
  meta?: Record<string, unknown>;
  links: Record<string, string | null>;
  headers?: Record<string, string>;
}

export type Handler = (context: CallContext) => Promise<Reply>;

/** One route: the method and path, the call it serves, and how the call's parameters are used. */
export interface RouteDefinition {
  method: string;
  path: string;
  /** For urlFor and the OpenAPI operationId; unique per method and path. */
  name: string;
  /** The registry call; absent for routes that are not versioned calls. */
  call?: string;
  input: InputMode;
  summary: string;
  handler: Handler;
}
