// What changed from each version of each call to the next, read off the registry's declarations
// (each version declares what it adds and removes), so the changelog cannot miss a change.
import type { JsonSchema } from '../http/route-spec.js';
import { describeExpected } from '../versioning/index.js';
import type { Registry } from '../versioning/index.js';

export interface AddedParameter {
  name: string;
  description: string;
  unit: string | null;
  expected: string;
}

export interface VersionChange {
  from: number;
  to: number;
  note: string | null;
  added: AddedParameter[];
  removed: string[];
}

export interface CallChanges {
  call: string;
  summary: string;
  versions: number[];
  changes: VersionChange[];
}

export function listChanges(registry: Registry): CallChanges[] {
  return registry.calls().map((call) => ({
    call: call.name,
    summary: call.summary,
    versions: call.versions.map((v) => v.version),
    changes: call.versions.slice(1).map((version) => ({
      from: version.version - 1,
      to: version.version,
      note: version.note ?? null,
      added: version.added.map((name) => {
        const spec = version.parameters[name]!;
        return { name, description: spec.description, unit: spec.unit ?? null, expected: describeExpected(spec) };
      }),
      removed: [...version.removed],
    })),
  }));
}

const TEXT = { type: 'string' };
const NUMBERS = { type: 'array', items: { type: 'integer' }, xml: { wrapped: true } };

/** The schema of `data` on /changes, for the OpenAPI document. */
export const CHANGES_SCHEMA: JsonSchema = {
  type: 'array',
  xml: { wrapped: true },
  items: {
    type: 'object',
    xml: { name: 'i' },
    properties: {
      call: TEXT, summary: TEXT, versions: NUMBERS,
      changes: {
        type: 'array',
        xml: { wrapped: true },
        items: {
          type: 'object',
          xml: { name: 'i' },
          properties: {
            from: { type: 'integer' }, to: { type: 'integer' }, note: { type: ['string', 'null'] },
            added: {
              type: 'array', xml: { wrapped: true },
              items: {
                type: 'object', xml: { name: 'i' },
                properties: { name: TEXT, description: TEXT, unit: { type: ['string', 'null'] }, expected: TEXT },
                required: ['name', 'description', 'unit', 'expected'], additionalProperties: false,
              },
            },
            removed: { type: 'array', items: TEXT, xml: { wrapped: true } },
          },
          required: ['from', 'to', 'note', 'added', 'removed'],
          additionalProperties: false,
        },
      },
    },
    required: ['call', 'summary', 'versions', 'changes'],
    additionalProperties: false,
  },
};
