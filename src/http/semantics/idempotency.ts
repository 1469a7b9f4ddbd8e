import { createHash } from 'node:crypto';
import { ProblemError } from '../../contract/problem-error.js';

// draft-ietf-httpapi-idempotency-key-header: the key is an opaque string the client chooses.
const KEY = /^[\x21-\x7E]{1,255}$/;

export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header) || !KEY.test(header)) {
    throw new ProblemError(
      'idempotency-key-invalid',
      'Idempotency-Key must be sent once, as 1 to 255 visible ASCII characters (a UUID is a good choice).',
    );
  }
  return header;
}

/**
 * What makes two creates "the same request": the call version and the validated parameters, in a
 * canonical order, so a retry in another body format or key order still matches.
 */
export function requestFingerprint(version: number, values: Record<string, unknown>): string {
  const canonical = JSON.stringify([
    version,
    Object.keys(values)
      .sort()
      .map((name) => [name, values[name]]),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}
