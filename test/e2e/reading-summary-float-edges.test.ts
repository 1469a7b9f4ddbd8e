// Issue 14, item 11: /readings/summary at the edges of the double range. Pooled statistics of finite
// readings are finite, and no intermediate sum may overflow or underflow on the way: means of 1e308
// and -1e308 pool to their true mean, one reading of 1.7e308 is 1.7e308 in JSON and XML alike, tiny
// spreads survive beside large means, and a thousand counts of 2^53 − 1 sum without an error. A
// standard deviation truly beyond the largest double is null in both formats (docs/named-routes.md).
// Expected values are computed here from the readings, independently of the server's SQL.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { FLOAT_EDGE_AREAS as AREAS, MAX_COUNT } from '../fixtures/summary-float-edges.js';
import { postAll } from '../support/named-routes.js';
import type { Body } from '../support/named-routes.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const TIME = '2026-11-22T18:00:00Z';

let server: TestServer;
before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  const bodies: Body[] = Object.entries(AREAS).flatMap(([area, { readings }]) =>
    readings.map(([number, mean, stdDev]) => ({
      version_number: 2,
      time: TIME,
      area,
      mean,
      good: number,
      number,
      seen: number,
      span: 60,
      stdDev,
    })),
  );
  await postAll(server, 'readings', bodies);
});
after(() => server.close());

function close(actual: number, wanted: number, label: string): void {
  assert.ok(actual === wanted || Math.abs(actual - wanted) <= 1e-12 * Math.abs(wanted), `${label}: ${actual} against ${wanted}`);
}

/** The summary items of a page in XML, by area, each member's text ("null" for nil="true"). */
function xmlItems(text: string): Map<string, Record<string, string>> {
  const items = new Map<string, Record<string, string>>();
  for (const [, inner] of text.matchAll(/<i>(.*?)<\/i>/gs)) {
    const fields: Record<string, string> = {};
    for (const [, name, value] of inner!.matchAll(/<(\w+)(?: nil="true"\/>|>([^<]*)<\/\1>)/g)) fields[name!] = value ?? 'null';
    items.set(fields.area!, fields);
  }
  return items;
}

test('issue 14: pooled means and standard deviations near the largest and smallest doubles are the true ones, never Infinity or a lost 0', async () => {
  const answer = await server.request('GET', '/readings/summary?version_number=2&limit=100');
  assert.equal(answer.status, 200, answer.text);
  const items = new Map<string, any>(answer.json().data.map((item: any) => [item.area, item]));
  assert.deepEqual([...items.keys()].sort(), Object.keys(AREAS).sort());
  for (const [area, { readings, mean, stdDev }] of Object.entries(AREAS)) {
    const item = items.get(area)!;
    assert.equal(
      item.number,
      readings.reduce((sum, [n]) => sum + n, 0),
      `${area} number`,
    );
    close(item.mean, mean, `${area} mean`);
    if (stdDev === null) assert.equal(item.stdDev, null, `${area} stdDev`);
    else close(item.stdDev, stdDev, `${area} stdDev`);
  }
  // The cases the issue names, spelled out.
  close(items.get('opposite').mean, 1e308 / 3, 'opposite');
  assert.equal(items.get('edge').mean, 1.7e308);
  assert.equal(items.get('largest').mean, Number.MAX_VALUE);
  assert.equal(items.get('tiny').stdDev, 5e-324);
  assert.equal(items.get('far').stdDev, 1e-200);
  assert.equal(items.get('beyond').stdDev, null);
  assert.equal(items.get('beyond').number_with_std_dev, 2 * MAX_COUNT);
});

test('issue 14: the summary says the same in JSON and XML at the edges of the range, for version 1 and version 2 readers', async () => {
  for (const version of [1, 2]) {
    const json = await server.request('GET', `/readings/summary?version_number=${version}&limit=100`);
    const xml = await server.request('GET', `/readings/summary.xml?version_number=${version}&limit=100`);
    assert.equal(xml.status, 200, xml.text);
    const inXml = xmlItems(xml.text);
    for (const item of json.json().data) {
      for (const [name, value] of Object.entries(item)) {
        assert.equal(inXml.get(item.area)?.[name], value === null ? 'null' : String(value), `version ${version}: ${item.area} ${name}`);
      }
    }
  }
});

test('issue 14: a thousand readings of 2^53 − 1 samples each are summed, not refused with a 500', async () => {
  const readings = 1030;
  const line = JSON.stringify({
    time: TIME,
    area: 'counts',
    mean: 1,
    good: MAX_COUNT,
    number: MAX_COUNT,
    seen: MAX_COUNT,
    span: 60,
    stdDev: 1,
  });
  const batch = await server.request('POST', '/readings?version_number=2', {
    body: `${`${line}\n`.repeat(readings)}`,
    headers: { 'content-type': 'application/x-ndjson' },
  });
  assert.equal(batch.status, 200, batch.text.slice(0, 400));
  assert.equal(batch.json().meta.created, readings);
  const answer = await server.request('GET', '/readings/summary?version_number=2&area=counts');
  assert.equal(answer.status, 200, answer.text);
  const [item] = answer.json().data;
  // Beyond 2^53 a sum is the nearest double: SQLite's integer sum() would stop at 2^63 with an error.
  assert.deepEqual(
    [item.readings, item.number, item.good, item.mean, item.stdDev],
    [readings, readings * MAX_COUNT, readings * MAX_COUNT, 1, 1],
  );
});
