import { CursorError } from './store.js';

// A cursor is base64url(JSON {v, s, k}): a format version, the scope that issued it (a collection, or
// a route's own scope such as a search) and the keyset key of the last row served. It is opaque to
// clients, not secret: a hand-made cursor can only move the start of a walk within its own scope.
const FORMAT_VERSION = 1;
// Far above any key we issue; refusing longer text keeps JSON.parse away from large inputs.
const MAX_LENGTH = 1024;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

interface CursorPayload {
  v: number;
  s: string;
  k: string;
}

export function encodeCursor(scope: string, key: string): string {
  const payload: CursorPayload = { v: FORMAT_VERSION, s: scope, k: key };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** Returns the key. Throws CursorError 'malformed' for text we did not issue, 'foreign' for another scope. */
export function decodeCursor(scope: string, text: string): string {
  const payload = parsePayload(text);
  if (payload.s !== scope) {
    throw new CursorError('foreign', `The cursor belongs to another list ("${payload.s}"), not "${scope}"; start again without a cursor.`);
  }
  return payload.k;
}

function parsePayload(text: string): CursorPayload {
  const malformed = new CursorError('malformed', 'The cursor is not one this service issued; start again without a cursor.');
  // Buffer.from(…, 'base64url') skips characters outside the alphabet instead of failing, so check
  // the alphabet first and insist on the canonical encoding below.
  if (text.length > MAX_LENGTH || !BASE64URL.test(text)) throw malformed;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.toString('base64url') !== text) throw malformed;
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw malformed;
  }
  if (!isPayload(value)) throw malformed;
  return value;
}

function isPayload(value: unknown): value is CursorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { v, s, k } = value as Record<string, unknown>;
  // No key we issue holds U+0000, and PostgreSQL's text could not take one as a bound.
  return v === FORMAT_VERSION && typeof s === 'string' && typeof k === 'string' && k !== '' && !k.includes('\u0000');
}
