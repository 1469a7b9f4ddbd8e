// An answer repeats at most 256 characters of any value or name the client sent, with the length
// when cut (issue 14, item 6): a megabyte-long action or parameter name no longer comes back whole.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const CUT = /^a{256}… \(\d+ characters\)$/;

test('a 1 MB action comes back cut to 256 characters and its length, in a small answer', async () => {
  const action = 'a'.repeat(1_000_000);
  const answer = await server.request('POST', '/locations', {
    json: { version_number: 1, action, longitude: 1, latitude: 2, altitude: 3 },
  });
  assert.equal(answer.status, 400);
  const problem = answer.json();
  assert.equal(problem.type, '/problems/action-mismatch');
  assert.equal(problem.received, `${'a'.repeat(256)}… (1000000 characters)`);
  assert.ok(answer.text.length < 2_000, `${answer.text.length} bytes`);
});

test('long unknown parameter names are named once each, cut, in an answer far smaller than the request', async () => {
  const names = ['x', 'y', 'z'].map((first) => `${first}${'a'.repeat(300_000)}`);
  const body = `version_number=1&longitude=1&latitude=2&altitude=3&${names.map((name) => `${name}=1`).join('&')}`;
  const answer = await server.request('POST', '/locations', { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(answer.status, 422);
  const problem = answer.json();
  assert.equal(problem.errors.length, 3);
  for (const error of problem.errors) {
    assert.equal(error.code, 'unknown');
    assert.match(error.parameter, /^[xyz]a{255}… \(300001 characters\)$/);
    assert.ok(error.message.length < 1_000, error.message.slice(0, 100));
  }
  assert.ok(answer.text.length < 6_000, `${answer.text.length} bytes for a ${body.length}-byte request`);
});

test('a long value and a long version_number come back cut in received, in every body format', async () => {
  const long = 'a'.repeat(100_000);
  const area = await server.request('POST', '/readings', {
    form: { version_number: 1, time: '2026-11-22T18:00:00Z', area: long, mean: 1, good: 1, number: 1 },
  });
  assert.equal(area.status, 422);
  assert.match(area.json().errors[0].received, CUT);
  const version = await server.request('POST', '/locations', { xml: `<location><version_number>${long}</version_number></location>` });
  assert.equal(version.status, 400);
  assert.match(version.json().received, CUT);
  assert.ok(version.text.length < 2_000);
});

test('a batch item with a long unknown name reports it cut, as a single create would', async () => {
  const item = { longitude: 1, latitude: 2, altitude: 3, ['b'.repeat(5_000)]: 1 };
  const answer = await server.request('POST', '/locations?version_number=1', { json: [item] });
  assert.equal(answer.status, 200);
  const [result] = answer.json().data;
  assert.equal(result.status, 422);
  assert.match(result.errors[0].parameter, /^b{256}… \(5000 characters\)$/);
});
