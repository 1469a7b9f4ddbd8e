import type { ParameterValue } from './parameter-bag.js';
import { ProblemError } from '../../contract/problem-error.js';
import { OVERRIDABLE } from '../../contract/route.js';

const OVERRIDE_HEADER = 'x-http-method-override';

/**
 * The method a request is handled as (INTERFACE.md §4). Only POST may be overridden, by `_method` in
 * its body or the X-HTTP-Method-Override header, to PUT, PATCH or DELETE in any letter case.
 * `_method` is removed from `body` so that validation never sees it.
 */
export function resolveMethod(
  wireMethod: string,
  headers: Record<string, string | string[] | undefined>,
  query: Record<string, ParameterValue>,
  body: Record<string, ParameterValue>,
): string {
  const header = headers[OVERRIDE_HEADER];
  const inQuery = Object.hasOwn(query, '_method');
  const inBody = Object.hasOwn(body, '_method');
  if (wireMethod !== 'POST') {
    if (header === undefined && !inQuery && !inBody) return wireMethod;
    const how = header !== undefined ? 'the X-HTTP-Method-Override header' : '_method';
    throw invalid(
      `${wireMethod} requests cannot be overridden with ${how}; only POST can.${wireMethod === 'GET' ? ' A GET never changes data.' : ''}`,
      wireMethod,
    );
  }
  const fromBody = inBody ? body._method : undefined;
  delete body._method;
  if (Array.isArray(header)) throw invalid('X-HTTP-Method-Override was sent more than once.');
  const wanted = [fromBody, header].filter((v) => v !== undefined).map((v) => String(v).toUpperCase());
  if (wanted.length === 0) return 'POST';
  if (wanted.length === 2 && wanted[0] !== wanted[1]) {
    throw invalid(`_method says ${wanted[0]} but X-HTTP-Method-Override says ${wanted[1]}; send one, or the same in both.`);
  }
  const method = wanted[0]!;
  if (!OVERRIDABLE.includes(method)) {
    throw invalid(`POST cannot be overridden to "${method.slice(0, 32)}"; the allowed values are PUT, PATCH and DELETE.`);
  }
  return method;
}

function invalid(detail: string, method = 'POST'): ProblemError {
  return new ProblemError('override-invalid', detail, { allowed: [...OVERRIDABLE], method });
}
