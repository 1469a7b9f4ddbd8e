import { monotonicFactory } from 'ulid';

// A monotonic factory increments the random part when two ids fall in the same millisecond (or the
// clock steps back), so ids made later in this process always sort later. list() and its keyset
// cursors rely on that order. ULIDs use Crockford base32: never a `/` or a `.`.
const nextUlid = monotonicFactory();

export function createId(): string {
  return nextUlid();
}
