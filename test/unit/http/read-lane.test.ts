import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { after, test } from 'node:test';
import { createApp } from '../../../src/app.js';
import { findVersionOnlyRead } from '../../../src/http/pipeline/read-lane.js';
import { openSqliteStore } from '../../../src/storage/sqlite/database.js';
import { NO_CLIENT } from '../../../src/contract/route.js';

const store = await openSqliteStore(':memory:');
const app = createApp({ store });
after(() => store.close());
const ID = '01M82WCNEXW9DQCC3MXG4DN1M8';

function request(method: string, url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { method, url, headers } as unknown as IncomingMessage;
}

const lane = (req: IncomingMessage) => findVersionOnlyRead(app.router, app.registry, req);

test('the read lane takes GET /{collection}/{id}?version_number=N from a JSON client, with the route, id and version', () => {
  for (const accept of [undefined, '*/*', 'application/json']) {
    const read = lane(request('GET', `/locations/${ID}?version_number=2`, accept === undefined ? {} : { accept }));
    assert.ok(read !== undefined, `Accept ${accept}`);
    assert.equal(read.route.name, 'location');
    assert.equal(read.params.id, ID);
    assert.equal(read.version.version, 2);
    assert.equal(read.path, `/locations/${ID}`);
  }
  const reading = lane(request('GET', `/readings/${ID}?version_number=1`, { 'x-request-id': 'r1', 'user-agent': 'curl/8' }));
  assert.equal(reading?.route.name, 'reading');
  assert.equal(reading?.version.version, 1);
});

test('everything else is left to the general path', () => {
  const declined: [string, string, Record<string, string>?][] = [
    ['HEAD', `/locations/${ID}?version_number=2`],
    ['DELETE', `/locations/${ID}?version_number=2`],
    ['GET', `/locations/${ID}?version_number=2`, { accept: 'application/xml' }],
    ['GET', `/locations/${ID}?version_number=2`, { accept: 'application/json;q=0.9' }],
    ['GET', `/locations/${ID}?version_number=2`, { 'if-none-match': '"json-v2-x"' }],
    ['GET', `/locations/${ID}?version_number=2`, { 'if-match': '"json-v2-x"' }],
    ['GET', `/locations/${ID}?version_number=2`, { 'idempotency-key': 'k' }],
    ['GET', `/locations/${ID}?version_number=2`, { 'x-http-method-override': 'DELETE' }],
    ['GET', `/locations/${ID}.json?version_number=2`],
    ['GET', `/locations/${ID}.xml?version_number=2`],
    ['GET', `/locations/${ID}`],
    ['GET', `/locations/${ID}?`],
    ['GET', `/locations/${ID}?version_number=4`],
    ['GET', `/locations/${ID}?version_number=02`],
    ['GET', `/locations/${ID}?version_number=2&version_number=2`],
    ['GET', `/locations/${ID}?version_number=2&action=location`],
    ['GET', `/locations/${ID}?version_number=2&_method=DELETE`],
    ['GET', `/locations/${ID}?version_number=%32`],
    ['GET', `/locations/${ID}?version_number=`],
    ['GET', `/locations/${ID}?version_number=2x`],
    ['GET', `/locations/${ID}?version_number=+2`],
    ['GET', `/locations/${ID}?version_number=1234567890`],
    ['GET', `/locations/${ID}?Version_number=2`],
    ['GET', `/locations/${ID}?xversion_number=2`],
    ['GET', `/locations/${ID}?version_number=2#x`],
    ['GET', '/locations?version_number=2'],
    ['GET', '/locations/latest?version_number=2'],
    ['GET', `/locations/${ID}/nearby?version_number=2`],
    ['GET', '/locations/new?version_number=2'],
    ['GET', '/healthz?version_number=2'],
    ['GET', `/nowhere/${ID}?version_number=2`],
    ['GET', `http://example.com/locations/${ID}?version_number=2`],
    ['GET', `/locations/${ID}%ZZ?version_number=2`],
  ];
  for (const [method, url, headers] of declined)
    assert.equal(lane(request(method, url, headers)), undefined, `${method} ${url} ${JSON.stringify(headers ?? {})}`);
});

test("the read-one route's handler answers at once, as the lane sends it in the request's turn, refusals thrown (issue 15: one handler contract)", async () => {
  const created = await store
    .collection('locations')
    .insert({ longitude: 5.5, latitude: 51.25, altitude: 12, speed: 3, timestamp: '2026-11-23T01:00:00Z' });
  const read = lane(request('GET', `/locations/${created.id}?version_number=2`));
  assert.ok(read !== undefined);
  const context = (id: string) => ({
    params: { id },
    values: {},
    version: read.version,
    method: 'GET',
    format: 'json' as const,
    path: `/locations/${id}`,
    requestId: 'r1',
    conditions: { ifMatch: undefined, ifNoneMatch: undefined },
    idempotencyKey: undefined,
    principal: undefined,
    client: NO_CLIENT,
  });
  const now = read.route.handler(context(created.id));
  assert.ok(!(now instanceof Promise), 'a Reply, not a promise of one');
  assert.equal((now.data as { altitude: number }).altitude, 12);
  assert.throws(() => read.route.handler(context(ID)), { type: 'resource-not-found', status: 404 });
});
