import type { CallDefinition, CrossFieldRule, VersionDeclaration } from '../versioning/index.js';

export interface QueryCallDeclaration<Name extends string = string> {
  /** The call's name, which is also its route's name: kept as a literal type, so the pages key by it. */
  name: Name;
  summary: string;
  /** One per version of the resource call, in order: what each version adds to the query. */
  versions: readonly VersionDeclaration[];
  rules?: readonly CrossFieldRule[];
}

/**
 * A named route's call (search, latest, nearby, history, summary). Like a list call it mirrors the
 * resource call's versions, so a version N client sees the version N fields of the items; a version
 * may also add query parameters, such as a filter on a field that version introduced.
 */
export function defineQueryCall<Name extends string>(
  resource: CallDefinition,
  declaration: QueryCallDeclaration<Name>,
): CallDefinition & { name: Name } {
  if (declaration.versions.length > resource.versions.length) {
    throw new Error(
      `Call "${declaration.name}" declares ${declaration.versions.length} versions; "${resource.name}" has only ${resource.versions.length}`,
    );
  }
  return {
    name: declaration.name,
    summary: declaration.summary,
    kind: 'query',
    // A version the query does not declare adds nothing: a new version of the resource call reaches
    // every named route without an edit of each.
    versions: resource.versions.map((_, index) => mirrorVersion(resource, index, declaration.versions[index] ?? {})),
    ...(declaration.rules === undefined ? {} : { rules: declaration.rules }),
  };
}

/**
 * Version `index + 1` of a call that mirrors `resource` (its list, batch and named routes): by
 * default it notes that items carry that version's fields, and it is deprecated when the resource
 * call's version is.
 */
export function mirrorVersion(resource: CallDefinition, index: number, own: VersionDeclaration): VersionDeclaration {
  const { deprecated } = resource.versions[index]!;
  const note = index === 0 || own.note !== undefined ? own.note : `Items carry the fields of ${resource.name} version ${index + 1}.`;
  return {
    ...own,
    ...(note === undefined ? {} : { note }),
    ...(deprecated === undefined || own.deprecated !== undefined ? {} : { deprecated }),
  };
}

/** `from` <= `to`, compared as instants: every call with a time range has it. */
export const TIME_RANGE_RULE: CrossFieldRule = {
  left: 'from',
  relation: '<=',
  right: 'to',
  compare: 'instant',
  description: 'a time range cannot end before it starts',
};
