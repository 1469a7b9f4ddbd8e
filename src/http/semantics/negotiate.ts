import Negotiator from 'negotiator';
import type { Format, MediaOffer } from '../../contract/route.js';

export const FORMATS: readonly Format[] = ['json', 'xml', 'html'];

// Offer order matters: with "*/*" or no preference between equals, the first offered wins, so JSON
// is the default and text/* prefers HTML.
const OFFERED: readonly (readonly [string, Format])[] = [
  ['application/json', 'json'],
  ['application/xml', 'xml'],
  ['text/html', 'html'],
  ['application/problem+json', 'json'],
  ['application/problem+xml', 'xml'],
  ['text/xml', 'xml'],
  ['application/xhtml+xml', 'html'],
];
const OFFERED_TYPES = OFFERED.map(([type]) => type);
const FORMAT_OF = new Map(OFFERED);

/** The media types a client may name, for the `available` member of a 406. */
export const AVAILABLE_MEDIA_TYPES = [
  'application/json',
  'application/xml',
  'text/html',
  'application/problem+json',
  'application/problem+xml',
  'text/xml',
];

const SUFFIXES = new Map<string, Format>([
  ['.json', 'json'],
  ['.xml', 'xml'],
  ['.html', 'html'],
]);

/** Splits a format suffix off the last path segment: `/locations/abc.xml` → `/locations/abc`, xml. */
export function splitFormatSuffix(path: string): { path: string; format: Format } | undefined {
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/')) return undefined;
  const format = SUFFIXES.get(path.slice(dot));
  return format === undefined ? undefined : { path: path.slice(0, dot), format };
}

/** Splits any suffix off the last path segment, for a route's own offers: `/events.sse` → `/events`, `.sse`. */
export function splitMediaSuffix(path: string): { path: string; suffix: string } | undefined {
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/')) return undefined;
  return { path: path.slice(0, dot), suffix: path.slice(dot) };
}

// Clients send a handful of distinct Accept headers; parsing each once keeps negotiation off the hot path.
const cache = new Map<string, Format | null>();
const CACHE_LIMIT = 256;

/**
 * The format an Accept header chooses (RFC 9110 §12.5.1, q-values honoured; q=0 means "not
 * acceptable"), JSON when the header is absent, or undefined when it names nothing offered.
 */
export function negotiateFormat(accept: string | undefined): Format | undefined {
  if (accept === undefined || accept === '' || accept === '*/*') return 'json';
  const cached = cache.get(accept);
  if (cached !== undefined) return cached ?? undefined;
  const chosen = new Negotiator({ headers: { accept } }).mediaType(OFFERED_TYPES);
  const format = chosen === undefined ? undefined : FORMAT_OF.get(chosen);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(accept, format ?? null);
  return format;
}

/** What a route that offers media of its own answers in: one of the three formats, or one of its offers. */
export type MediaChoice = { format: Format; media: MediaOffer | undefined };

const mediaCaches = new WeakMap<readonly MediaOffer[], Map<string, MediaChoice | null>>();

/**
 * The choice among the three formats and a route's own offers, by the same rules as negotiateFormat
 * (an offer of the route's wins only when Accept prefers it); undefined when Accept names none.
 */
export function negotiateMedia(accept: string | undefined, offers: readonly MediaOffer[]): MediaChoice | undefined {
  if (accept === undefined || accept === '' || accept === '*/*') return { format: 'json', media: undefined };
  let cache = mediaCaches.get(offers);
  if (cache === undefined) {
    cache = new Map();
    mediaCaches.set(offers, cache);
  }
  const cached = cache.get(accept);
  if (cached !== undefined) return cached ?? undefined;
  const chosen = new Negotiator({ headers: { accept } }).mediaType([...OFFERED_TYPES, ...offers.map((offer) => offer.type)]);
  const offer = offers.find((candidate) => candidate.type === chosen);
  const format = chosen === undefined ? undefined : FORMAT_OF.get(chosen);
  const choice: MediaChoice | null =
    offer !== undefined ? { format: 'json', media: offer } : format !== undefined ? { format, media: undefined } : null;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(accept, choice);
  return choice ?? undefined;
}
