// Registry examples name rows that must exist: a location of version 3 names a device (issue 18),
// and the example device id names none. These helpers make the rows such examples point at, once per
// server, and put their ids in place of the examples'.
import { COLLECTIONS, buildRegistry } from '../../src/resources/index.js';
import type { ParameterSpec } from '../../src/versioning/index.js';
import type { TestServer } from './server.js';

const registry = buildRegistry();
const made = new WeakMap<TestServer, Map<string, Promise<string>>>();

/** The id of a row of `collection` on this server, made from the newest version's examples on first use. */
export function referencedId(server: TestServer, collection: string): Promise<string> {
  let ids = made.get(server);
  if (ids === undefined) {
    ids = new Map();
    made.set(server, ids);
  }
  let id = ids.get(collection);
  if (id === undefined) {
    id = makeExample(server, collection);
    ids.set(collection, id);
  }
  return id;
}

async function makeExample(server: TestServer, collection: string): Promise<string> {
  const found = COLLECTIONS.find((c) => c.name === collection);
  if (found === undefined) throw new Error(`No collection ${collection} to make an example of`);
  const newest = registry.newest(found.call.name);
  const examples = Object.fromEntries(Object.entries(newest.parameters).map(([name, spec]) => [name, spec.example]));
  const fields = await withReferences(server, newest.parameters, examples);
  const answer = await server.request('POST', `/${collection}`, { json: { version_number: newest.version, ...fields } });
  if (answer.status !== 201) throw new Error(`Making an example of ${collection} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return (answer.json() as { data: { id: string } }).data.id;
}

/** `fields` with each value of a parameter that references a collection replaced by a real id there. */
export async function withReferences<T extends Record<string, unknown>>(
  server: TestServer,
  parameters: Readonly<Record<string, ParameterSpec>>,
  fields: T,
): Promise<T> {
  const out: Record<string, unknown> = { ...fields };
  for (const [name, spec] of Object.entries(parameters)) {
    if (spec.references !== undefined && Object.hasOwn(out, name) && out[name] === spec.example) {
      out[name] = await referencedId(server, spec.references);
    }
  }
  return out as T;
}
