// INTERFACE.md §8: a resource records who created it and who last changed it. The pipeline puts the
// request's principal in CallContext (and hands it to a batch's store); these tests call the
// collection routes' handlers with one, as the pipeline does, and read the rows back: create,
// idempotent create, bulk ingest, PUT and PATCH. The engines' side is in the storage conformance
// suite (test/storage/conformance/collections.ts); the open server's answers in
// test/e2e/audit-fields.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CallContext, Principal, Reply, RouteDefinition } from '../../../src/contract/route.js';
import { tagOfJson } from '../../../src/http/semantics/conditional.js';
import { withBatchIngest } from '../../../src/resources/batch-ingest.js';
import { COLLECTIONS, buildRegistry } from '../../../src/resources/index.js';
import { crudRoutes } from '../../../src/resources/crud.js';
import { rowData } from '../../../src/resources/row-shape.js';
import { collectionRouteNames } from '../../../src/resources/route-names.js';
import { openSqliteStore } from '../../../src/storage/sqlite/database.js';
import type { CollectionName, FieldValue } from '../../../src/storage/store.js';

const registry = buildRegistry();
const KEY: Principal = { kind: 'key', name: 'field-laptop', scope: 'write' };
const PERSON: Principal = { kind: 'user', name: "Zoë O'Brien", scope: 'admin' };

const FIELDS: Record<CollectionName, { create: Record<string, FieldValue>; patch: Record<string, FieldValue> }> = {
  locations: { create: { longitude: 7.1, latitude: 50.7, altitude: 60 }, patch: { altitude: 61 } },
  readings: { create: { time: '2026-11-22T18:00:00Z', area: 'bonn', mean: 21.5, good: 58, number: 60 }, patch: { mean: 22 } },
  devices: { create: { name: 'Collar 17', kind: 'gps-collar' }, patch: { description: 'On the north mast.' } },
};

/** What the pipeline hands a handler, for version 1 of the collection's call. */
function contextFor(name: CollectionName, method: string, extra: Partial<CallContext>): CallContext {
  const call = COLLECTIONS.find((collection) => collection.name === name)!.call.name;
  return {
    params: {},
    values: {},
    version: registry.findVersion(call, 1),
    method,
    format: 'json',
    path: `/${name}`,
    requestId: 'audit',
    conditions: { ifMatch: undefined, ifNoneMatch: undefined },
    idempotencyKey: undefined,
    principal: undefined,
    ...extra,
  } as CallContext;
}

async function routesOf(name: CollectionName) {
  const store = await openSqliteStore(':memory:');
  const collection = COLLECTIONS.find((candidate) => candidate.name === name)!;
  const routes = withBatchIngest(crudRoutes(collection, store, registry), collection, store);
  const names = collectionRouteNames(collection.call.name);
  const route = (routeName: string): RouteDefinition => routes.find((candidate) => candidate.name === routeName)!;
  const run = async (routeName: string, context: CallContext): Promise<Reply> => route(routeName).handler(context);
  return { store, rows: store.collection(name), names, route, run };
}

for (const name of ['locations', 'readings'] as const) {
  const { create, patch } = FIELDS[name];

  test(`${name}: a create records the principal's name as created_by and updated_by; none (an open server) records null`, async (t) => {
    const { store, rows, names, run } = await routesOf(name);
    t.after(() => store.close());
    const byKey = await run(names.create, contextFor(name, 'POST', { values: create, principal: KEY }));
    const data = byKey.data as Record<string, unknown>;
    assert.equal(data.created_by, 'field-laptop');
    assert.equal(data.updated_by, 'field-laptop');
    assert.equal((await rows.get(data.id as string))?.created_by, 'field-laptop');

    const open = (await run(names.create, contextFor(name, 'POST', { values: create }))).data as Record<string, unknown>;
    assert.equal(open.created_by, null);
    assert.equal(open.updated_by, null);

    const once = contextFor(name, 'POST', { values: create, principal: PERSON, idempotencyKey: 'audit-1' });
    const first = (await run(names.create, once)).data as Record<string, unknown>;
    assert.equal(first.created_by, PERSON.name);
    assert.equal((await rows.get(first.id as string))?.updated_by, PERSON.name);
    // The replay answers the row as the first request made it.
    const replay = await run(names.create, { ...once, principal: KEY });
    assert.equal(replay.headers?.['Idempotent-Replayed'], 'true');
    assert.equal((replay.data as Record<string, unknown>).created_by, PERSON.name);
  });

  test(`${name}: PUT and PATCH set updated_by only, and the ETag moves with it`, async (t) => {
    const { store, rows, names, run } = await routesOf(name);
    t.after(() => store.close());
    const created = (await run(names.create, contextFor(name, 'POST', { values: create, principal: KEY }))).data as Record<string, unknown>;
    const id = created.id as string;
    const patched = await run(names.patch, contextFor(name, 'PATCH', { params: { id }, values: patch, principal: PERSON }));
    assert.equal((patched.data as Record<string, unknown>).created_by, 'field-laptop');
    assert.equal((patched.data as Record<string, unknown>).updated_by, PERSON.name);
    const stored = await rows.get(id);
    assert.equal(stored?.created_by, 'field-laptop');
    assert.equal(stored?.updated_by, PERSON.name);

    const replaced = await run(names.replace, contextFor(name, 'PUT', { params: { id }, values: { ...create, ...patch } }));
    assert.equal((replaced.data as Record<string, unknown>).created_by, 'field-laptop');
    assert.equal((replaced.data as Record<string, unknown>).updated_by, null, 'a PUT on an open server records no one');

    // A PATCH that names no field writes nothing, so who changed it last stays as it was.
    const noop = await run(names.patch, contextFor(name, 'PATCH', { params: { id }, values: {}, principal: KEY }));
    assert.equal((noop.data as Record<string, unknown>).updated_by, null);

    // The ETag is made from the row as answered: the same fields written by someone else is another state.
    const values = (await store.collection(name).getValues(id))!;
    const fields = registry.parameterNames(COLLECTIONS.find((c) => c.name === name)!.call.name, 1);
    const byOther = [...values];
    byOther[4] = 'someone-else';
    assert.notEqual(
      tagOfJson(rowData(name, fields, values).dataJson, 1, 'json'),
      tagOfJson(rowData(name, fields, byOther).dataJson, 1, 'json'),
    );
  });

  test(`${name}: bulk ingest records the batch's principal on every item`, async (t) => {
    const { store, rows, names, route } = await routesOf(name);
    t.after(() => store.close());
    const batch = route(names.create).batch!;
    const ids = await batch.store([create, create, create], KEY);
    for (const id of ids) {
      const row = await rows.get(id);
      assert.equal(row?.created_by, 'field-laptop');
      assert.equal(row?.updated_by, 'field-laptop');
    }
    for (const id of await batch.store([create], undefined)) assert.equal((await rows.get(id))?.created_by, null);
  });
}
