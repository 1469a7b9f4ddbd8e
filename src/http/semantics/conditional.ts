import { contentHash } from './content-hash.js';
import type { Format } from '../../contract/route.js';

/**
 * A strong entity-tag for one representation: the same resource state gives the same tag, and each
 * (version, format) pair of it has its own, since their bytes differ. The envelope's request_id is
 * not part of it: it describes the exchange, not the resource.
 */
export function representationTag(data: unknown, version: number, format: Format): string {
  return tagOfJson(JSON.stringify(data), version, format);
}

/** The same tag from the data's JSON text, for a caller that has it already. */
export function tagOfJson(json: string, version: number, format: Format): string {
  return `"${format}-v${version}-${contentHash(json)}"`;
}

/** The tags of every format of one version, so If-Match accepts a tag seen in any of them. */
export function representationTags(data: unknown, version: number): string[] {
  return (['json', 'xml', 'html'] as const).map((format) => representationTag(data, version, format));
}

/**
 * Whether an If-Match or If-None-Match header matches `tags`. If-Match uses the strong comparison
 * (a weak W/ tag never matches, §13.1.1), If-None-Match the weak one (§13.1.2).
 */
export function matchesTag(header: string, tags: readonly string[], comparison: 'strong' | 'weak'): boolean {
  if (header.trim() === '*') return true;
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag.startsWith('W/')) {
      if (comparison === 'weak' && tags.includes(tag.slice(2))) return true;
    } else if (tags.includes(tag)) {
      return true;
    }
  }
  return false;
}

/**
 * `_if_match` in a POST body stands in for the If-Match header, as `_method` stands in for the method:
 * HTML forms can send neither header. It is removed before validation; the header wins when both
 * are sent.
 */
export function takeBodyPrecondition(body: Record<string, unknown>): string | undefined {
  if (!Object.hasOwn(body, '_if_match')) return undefined;
  const value = body._if_match;
  delete body._if_match;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
