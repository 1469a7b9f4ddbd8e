import { decodeCursor, encodeCursor } from './cursor.js';
import { CursorError } from './store.js';

// Named routes order by more than the id: (time key, id), (distance, id) or (area). Their cursor
// key is that tuple as JSON, inside the scoped cursor of cursor.ts; decoding checks the tuple's
// shape, so a hand-edited cursor is 'malformed', never a query error.

export type KeyPart = string | number;

export function encodeKeyset(scope: string, key: readonly KeyPart[]): string {
  return encodeCursor(scope, JSON.stringify(key));
}

/** `shape` names each part's type; throws CursorError for a cursor of another scope or shape. */
export function decodeKeyset<const Shape extends readonly ('string' | 'number')[]>(
  scope: string,
  text: string,
  shape: Shape,
): { [Index in keyof Shape]: Shape[Index] extends 'number' ? number : string } {
  const raw = decodeCursor(scope, text);
  let key: unknown;
  try {
    key = JSON.parse(raw);
  } catch {
    key = undefined;
  }
  const fits =
    Array.isArray(key) &&
    key.length === shape.length &&
    // No key we issue holds U+0000, and PostgreSQL's text could not take one as a bound.
    key.every((part, index) => (shape[index] === 'number' ? Number.isFinite(part) : typeof part === 'string' && !part.includes('\u0000')));
  if (!fits) throw new CursorError('malformed', 'The cursor is not one this service issued; start again without a cursor.');
  return key as { [Index in keyof Shape]: Shape[Index] extends 'number' ? number : string };
}
