// Deprecated call versions in the document (INTERFACE.md §2, issue 18). An operation is `deprecated`
// when every version of its call that the document shows is: in `/openapi.json?version_number=1`,
// each operation of a deprecated version 1. The document of every version cannot mark an operation
// that versions 2 and 3 still serve, so there the deprecated version's bodies and answers carry JSON
// Schema's `deprecated`, and the operation's words and version_number say which version it is.
import type { HeadersObject, OpenApiBuilder, SchemaObject } from 'openapi3-ts/oas31';
import type { CallVersion } from '../versioning/index.js';
import { headerRef } from './document-context.js';
import type { DocumentContext } from './document-context.js';

const HEADERS = ['Deprecation', 'Link', 'Sunset'] as const;

/** OpenAPI's operation-level `deprecated`: every version the operation stands for here is deprecated. */
export function isDeprecatedOperation(versions: readonly CallVersion[] | undefined): boolean {
  return versions !== undefined && versions.length > 0 && versions.every((v) => v.deprecated !== undefined);
}

/**
 * A sentence per deprecated version among `versions`, with its dates and advice; '' when none is.
 * "Version 1 is deprecated since 2026-11-26, with no end date yet: Use version 3, … It keeps working; …"
 */
export function describeDeprecation(versions: readonly CallVersion[]): string {
  const deprecated = versions.filter((v) => v.deprecated !== undefined);
  if (deprecated.length === 0) return '';
  const sentences = deprecated.map(({ version, deprecated: d }) => {
    const end = d!.sunset === undefined ? 'with no end date yet' : `and may stop working after ${d!.sunset}`;
    return `**Version ${version} is deprecated** since ${d!.since}, ${end}: ${d!.advice}`;
  });
  return `${sentences.join(' ')} It keeps working as before; its answers carry \`Deprecation\`, \`Link: </changes>; rel="deprecation"\` and, once an end date is set, \`Sunset\` (see [/changes](/changes)).`;
}

/** " Version 1 is deprecated: …" for the version_number parameter, when one of `versions` is; else ''. */
export function deprecatedVersionsNote(versions: readonly CallVersion[]): string {
  const deprecated = versions.filter((v) => v.deprecated !== undefined).map((v) => v.version);
  if (deprecated.length === 0) return '';
  const which =
    deprecated.length === 1
      ? `Version ${deprecated[0]} is deprecated: it keeps`
      : `Versions ${deprecated.join(', ')} are deprecated: they keep`;
  return ` ${which} working, and /changes says what to use instead.`;
}

/** The Deprecation, Link and Sunset headers of a success, by reference, when one of `versions` is deprecated. */
export function deprecationResponseHeaders(versions: readonly CallVersion[] | undefined, context: DocumentContext): HeadersObject {
  if (versions === undefined || !versions.some((v) => v.deprecated !== undefined)) return {};
  context.deprecation = true;
  return Object.fromEntries(HEADERS.map((name) => [name, headerRef(name)]));
}

/** A schema of a deprecated version, marked with JSON Schema's `deprecated` (OpenAPI 3.1 schemas take it). */
export function markDeprecatedSchema(schema: SchemaObject, version: CallVersion): SchemaObject {
  return version.deprecated === undefined ? schema : { ...schema, deprecated: true };
}

/**
 * components.headers for them, added only to a document that names them (an unused component is a
 * lint warning). Not required: an HTML page answers in the newest version and carries none of them.
 */
export function addDeprecationHeaders(builder: OpenApiBuilder): void {
  builder
    .addHeader('Deprecation', {
      description:
        'Sent when the call version that answered is deprecated (RFC 9745): `@` and the seconds since 1970-01-01T00:00:00Z of the day it was deprecated, e.g. `@1795651200`. JSON and XML answers of that version carry it; it keeps working.',
      schema: { type: 'string', pattern: '^@-?[0-9]+$' },
    })
    .addHeader('Link', {
      description:
        'With Deprecation: `</changes>; rel="deprecation"; type="text/html"` (RFC 9745 §3), the page that says what is deprecated, since when, and what to use instead.',
      schema: { type: 'string' },
    })
    .addHeader('Sunset', {
      description:
        'With Deprecation, once an end date is set for the version (RFC 8594): the HTTP-date after which it may stop working, e.g. `Wed, 01 Dec 2027 00:00:00 GMT`.',
      schema: { type: 'string' },
    });
}
