// Issue 6: numbers outside the contract's grammar are refused in every numeric parameter, in every
// format: JSON strings and tokens in bodies, and the query string of every GET route. Driven by the
// registry and the route table, so a new numeric parameter or route is covered without new test code.
// (Form and XML bodies are covered the same way in hostile-input.test.ts.)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createApp } from '../../src/app.js';
import { openStore } from '../../src/storage/index.js';
import type { ParameterSpec } from '../../src/versioning/index.js';
import { LOCATION_V2, READING_V2, create } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const OUTSIDE_GRAMMAR = ['Infinity', '-Infinity', 'NaN', '1e400', '0x10', ' ', '', '1_000', '+5', '.5', '5.', '0b1', '1,5', '١٢'];
/** JSON tokens that are numbers in JavaScript or elsewhere but not in RFC 8259: the body does not parse. */
const NOT_JSON_NUMBERS = ['Infinity', '-Infinity', 'NaN', '0x10', '+5', '.5', '5.', '01', '1_000'];

const isNumeric = (spec: ParameterSpec) => spec.schema.type === 'number' || spec.schema.type === 'integer';

const store = await openStore(':memory:');
const app = createApp({ store });
await store.close();
/** Every GET route of a query call (list, search, …), with the numeric parameters of its newest version. */
const GET_ROUTES = app.router
  .routes()
  .map((entry) => entry.value)
  .filter((route) => route.method === 'GET' && route.call !== undefined && app.registry.getCall(route.call).kind === 'query')
  .map((route) => {
    const version = app.registry.newest(route.call!);
    return {
      path: route.path,
      version: version.version,
      numbers: Object.entries(version.parameters)
        .filter(([, spec]) => isNumeric(spec))
        .map(([name]) => name),
    };
  })
  .filter((route) => route.numbers.length > 0);
const BODIES = { locations: { call: 'location', valid: LOCATION_V2 }, readings: { call: 'reading', valid: READING_V2 } };

let server: TestServer;
const ids: Record<string, string> = {};
before(async () => {
  server = await startServer();
  ids.locations = (await create(server, 'locations', 2, LOCATION_V2)).id;
  ids.readings = (await create(server, 'readings', 2, READING_V2)).id;
});
after(() => server.close());

async function rows(): Promise<number> {
  return (await server.row<{ n: number }>('SELECT (SELECT count(*) FROM locations) + (SELECT count(*) FROM readings) AS n'))!.n;
}

test('the route table has numeric query parameters to check', () => {
  assert.ok(GET_ROUTES.length >= 6, JSON.stringify(GET_ROUTES));
  assert.ok(GET_ROUTES.some((r) => r.numbers.includes('radius')) && GET_ROUTES.some((r) => r.numbers.includes('min_mean')));
});

describe('query strings', () => {
  for (const route of GET_ROUTES) {
    test(`GET ${route.path}: ${route.numbers.join(', ')} refuse ${OUTSIDE_GRAMMAR.length} non-numbers each, by name`, async () => {
      const path = route.path.replace(':id', route.path.startsWith('/readings') ? ids.readings! : ids.locations!);
      for (const name of route.numbers) {
        for (const bad of OUTSIDE_GRAMMAR) {
          const answer = await server.request('GET', `${path}?version_number=${route.version}&${name}=${encodeURIComponent(bad)}`);
          assert.equal(answer.status, 422, `${name}=${JSON.stringify(bad)}: ${answer.text}`);
          const errors = answer.json().errors.filter((e: any) => e.parameter === name);
          assert.equal(errors.length, 1, `${name}=${JSON.stringify(bad)}: ${answer.text}`);
          assert.equal(errors[0].received, bad);
          assert.equal(errors[0].code, 'type', `${name}=${JSON.stringify(bad)}`);
        }
      }
    });
  }
});

describe('JSON bodies', () => {
  for (const [collection, { call, valid }] of Object.entries(BODIES)) {
    // The bodies are of version 2: its numeric parameters (version 3 adds accuracy, which it would not send).
    const numbers = Object.entries(app.registry.findVersion(call, 2)!.parameters)
      .filter(([, spec]) => isNumeric(spec))
      .map(([name]) => name);

    test(`${collection}: every numeric parameter sent as a string outside the grammar is 422 by name and never stored`, async () => {
      const before = await rows();
      for (const bad of OUTSIDE_GRAMMAR) {
        const answer = await server.request('POST', `/${collection}`, {
          json: { version_number: 2, ...valid, ...Object.fromEntries(numbers.map((n) => [n, bad])) },
        });
        assert.equal(answer.status, 422, `${JSON.stringify(bad)}: ${answer.text}`);
        assert.deepEqual(
          answer
            .json()
            .errors.map((e: any) => e.parameter)
            .sort(),
          [...numbers].sort(),
          JSON.stringify(bad),
        );
      }
      assert.equal(await rows(), before);
    });

    test(`${collection}: every numeric parameter written as a non-JSON number token is 400 body-malformed and never stored`, async () => {
      const before = await rows();
      for (const name of numbers) {
        for (const token of NOT_JSON_NUMBERS) {
          const members = Object.entries({ version_number: 2, ...valid }).map(
            ([k, v]) => `"${k}":${k === name ? token : JSON.stringify(v)}`,
          );
          const answer = await server.request('POST', `/${collection}`, {
            body: `{${members.join(',')}}`,
            headers: { 'content-type': 'application/json' },
          });
          assert.equal(answer.status, 400, `${name}: ${token}`);
          assert.equal(answer.json().type, '/problems/body-malformed');
          assert.equal(typeof answer.json().position, 'number');
        }
      }
      assert.equal(await rows(), before);
    });

    test(`${collection}: numbers beyond a double (1e400, -1e400) in JSON are 422 by name`, async () => {
      for (const token of ['1e400', '-1e400']) {
        for (const name of numbers) {
          const members = Object.entries({ version_number: 2, ...valid }).map(
            ([k, v]) => `"${k}":${k === name ? token : JSON.stringify(v)}`,
          );
          const answer = await server.request('POST', `/${collection}`, {
            body: `{${members.join(',')}}`,
            headers: { 'content-type': 'application/json' },
          });
          assert.equal(answer.status, 422, `${name}: ${token}`);
          assert.deepEqual(
            answer.json().errors.map((e: any) => e.parameter),
            [name],
          );
        }
      }
    });
  }
});
