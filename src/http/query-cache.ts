import { parseFormEncoded } from './form.js';
import type { ReceivedParameters } from './parameter-bag.js';

/** Query strings longer than this are parsed every time: a client's few usual queries are short. */
const MAX_CACHED_LENGTH = 256;
const MAX_ENTRIES = 512;

/**
 * Query strings parsed once per distinct text: clients repeat the same few (`version_number=2`,
 * `version_number=2&limit=50`), and parsing one cost a GET about 6 µs of CPU over HTTP, a tenth of
 * its time (bench/README.md, issue 7). Results are frozen, so a handler that tried to change one
 * would fail loudly instead of changing the next request's parameters; refusals are not cached (they
 * throw). Each dispatcher has its own cache, since the parameter limit is part of the answer.
 */
export function createQueryParser(maxParameters: number): (text: string) => ReceivedParameters {
  const cache = new Map<string, ReceivedParameters>();
  return (text) => {
    const cached = cache.get(text);
    if (cached !== undefined) return cached;
    const parsed = parseFormEncoded(text, maxParameters, 'query');
    if (text.length > MAX_CACHED_LENGTH) return parsed;
    // Clearing all at the cap keeps this O(1) and bounded whatever a client sends.
    if (cache.size >= MAX_ENTRIES) cache.clear();
    const frozen: ReceivedParameters = Object.freeze({ values: Object.freeze(parsed.values), duplicates: Object.freeze(parsed.duplicates) as string[] });
    cache.set(text, frozen);
    return frozen;
  };
}
