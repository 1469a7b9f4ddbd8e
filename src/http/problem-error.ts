import { PROBLEMS } from './problems.js';
import type { ProblemType } from './problems.js';

/**
 * A client mistake, thrown anywhere below the app and rendered by one function. `extensions` become
 * extra members of the problem body (RFC 9457 §3.2); `headers` go on the response (Allow, say).
 */
export class ProblemError extends Error {
  readonly type: ProblemType;
  readonly status: number;
  readonly detail: string;
  readonly extensions: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    type: ProblemType,
    detail: string,
    extensions: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ProblemError';
    this.type = type;
    this.status = PROBLEMS[type].status;
    this.detail = detail;
    this.extensions = extensions;
    this.headers = headers;
  }
}
