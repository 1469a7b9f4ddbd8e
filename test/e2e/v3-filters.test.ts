// Issue 18: version 3 of the named routes filters on the version 3 fields. /locations/search and
// /locations/latest take `device`; /readings/search and /readings/latest take `device`, `quantity`
// and `unit`, each an exact match (a UCUM code is case-sensitive). A device that does not exist
// matches nothing (200, an empty page), and a version 1 or 2 client that sends one of these filters
// is told, 422 unknown, that it arrives with version 3. Answers in JSON, XML and HTML.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LOCATION_V2, READING_V1, READING_V2, assertSuccess } from '../fixtures/resources.js';
import type { Fields } from '../fixtures/resources.js';
import { assertProblem } from '../support/problem-assertions.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';
import { createDevice, createIn, locationV3, readingV3 } from '../support/version-3.js';

let server: TestServer;
const devices = { a: '', b: '' };
/** Created ids, by a name of the test's own. */
const made: Record<string, string> = {};
/** The form of the server's ids, naming nothing. */
const NEVER = '01JNEVEREXISTED0000000000Z';

const at = (day: number, hour = 12) => `2026-05-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;

before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  devices.a = await createDevice(server, 'Collar A');
  devices.b = await createDevice(server, 'Collar B');
  const locations: [string, number, Fields][] = [
    ['a1', 3, locationV3(devices.a, { timestamp: at(1), longitude: 7.1, latitude: 50.7 })],
    ['a2', 3, locationV3(devices.a, { timestamp: at(3), longitude: 7.2, latitude: 50.8 })],
    ['a3', 3, locationV3(devices.a, { timestamp: at(2), longitude: 13.4, latitude: 52.5 })],
    ['a4', 3, locationV3(devices.a, { timestamp: '2026-05-04T14:00:00+02:00', longitude: 7.15, latitude: 50.75 })],
    ['b1', 3, locationV3(devices.b, { timestamp: at(5), longitude: 7.1, latitude: 50.7 })],
    ['b2', 3, locationV3(devices.b, { timestamp: at(6), longitude: 7.1, latitude: 50.7 })],
    ['old1', 2, { ...LOCATION_V2, timestamp: at(7) }],
    ['old2', 2, { ...LOCATION_V2, timestamp: at(8) }],
  ];
  for (const [name, version, fields] of locations) made[name] = (await createIn(server, 'locations', version, fields)).id;
  const readings: [string, number, Fields][] = [
    ['celsius1', 3, readingV3(devices.a, { time: at(1), area: 'bonn:rheinaue', mean: 20 })],
    ['celsius2', 3, readingV3(devices.a, { time: at(2), area: 'bonn:rheinaue', mean: 22 })],
    ['fahrenheit', 3, readingV3(devices.a, { time: at(3), area: 'bonn:rheinaue', mean: 70, unit: '[degF]' })],
    ['humidity', 3, readingV3(devices.a, { time: at(4), area: 'koeln:dom', mean: 61, quantity: 'relative_humidity', unit: '%' })],
    ['celsiusB', 3, readingV3(devices.b, { time: at(5), area: 'koeln:dom', mean: 18 })],
    ['millilitre', 3, readingV3(devices.b, { time: at(6), area: 'koeln:dom', mean: 250, quantity: 'volume', unit: 'mL' })],
    ['millilitre2', 3, readingV3(devices.b, { time: at(7), area: 'koeln:dom', mean: 0.25, quantity: 'volume', unit: 'ml' })],
    ['kelvin', 3, readingV3(undefined, { time: at(8), area: 'bonn:beuel', mean: 293.15, unit: 'K' })],
    ['version2', 2, { ...READING_V2, time: at(9), area: 'bonn:rheinaue' }],
    ['version1', 1, { ...READING_V1, time: at(10), area: 'koeln:dom' }],
  ];
  for (const [name, version, fields] of readings) made[name] = (await createIn(server, 'readings', version, fields)).id;
});
after(() => server.close());

const names = (data: { id: string }[]) => data.map((item) => Object.entries(made).find(([, id]) => id === item.id)?.[0] ?? item.id);

/** A problem's instance: the request's path, without its query. */
const pathOf = (target: string) => target.split('?')[0]!;

async function get(target: string): Promise<any> {
  return assertSuccess(await server.request('GET', target), 200);
}

test('GET /locations/latest?device= answers the newest locations of that device, newest first, with the version 3 fields', async () => {
  const body = await get(`/locations/latest?version_number=3&device=${devices.a}`);
  assert.deepEqual(names(body.data), ['a4', 'a2', 'a3', 'a1']);
  assert.ok(body.data.every((item: any) => item.device === devices.a && item.accuracy === 4.5));
  assert.equal(body.meta.action, 'location-latest');
  assert.match(body.meta.message, new RegExp(`^The 4 newest locations of device ${devices.a} by timestamp`));
  // Page by page: the cursor keeps to the device.
  const first = await get(`/locations/latest?version_number=3&device=${devices.a}&limit=3`);
  assert.deepEqual(names(first.data), ['a4', 'a2', 'a3']);
  assert.match(first.links.next, new RegExp(`device=${devices.a}`));
  assert.deepEqual(names((await get(first.links.next)).data), ['a1']);
  // Without the filter, every location.
  assert.equal((await get('/locations/latest?version_number=3')).data.length, 8);
});

test('GET /locations/search filters by device beside bbox and time, and a version 3 reader sees the device of each', async () => {
  const box = await get(`/locations/search?version_number=3&device=${devices.a}&bbox=7,50,8,51`);
  assert.deepEqual(names(box.data), ['a4', 'a2', 'a1']);
  const range = await get(
    `/locations/search?version_number=3&device=${devices.a}&from=${encodeURIComponent('2026-05-02T00:00:00+02:00')}&to=${at(3)}`,
  );
  assert.deepEqual(names(range.data), ['a2', 'a3']);
  const other = await get(`/locations/search?version_number=3&device=${devices.b}&bbox=7,50,8,51`);
  assert.deepEqual(names(other.data), ['b2', 'b1']);
});

test('GET /readings/search filters by device, quantity and unit, each exactly: a UCUM code is case-sensitive', async () => {
  const cases: [string, string[]][] = [
    [`device=${devices.a}`, ['humidity', 'fahrenheit', 'celsius2', 'celsius1']],
    ['quantity=air_temperature', ['kelvin', 'celsiusB', 'fahrenheit', 'celsius2', 'celsius1']],
    ['unit=Cel', ['celsiusB', 'celsius2', 'celsius1']],
    ['unit=mL', ['millilitre']],
    ['unit=ml', ['millilitre2']],
    ['quantity=relative_humidity&unit=Cel', []],
    [`device=${devices.a}&quantity=air_temperature&unit=Cel&area=bonn:*`, ['celsius2', 'celsius1']],
    [`device=${devices.b}&min_mean=100`, ['millilitre']],
    [`unit=Cel&from=${at(2)}`, ['celsiusB', 'celsius2']],
  ];
  for (const [query, expected] of cases) {
    const body = await get(`/readings/search?version_number=3&${query}`);
    assert.deepEqual(names(body.data), expected, query);
  }
  const [first] = (await get(`/readings/search?version_number=3&device=${devices.b}&unit=mL`)).data;
  assert.deepEqual([first.quantity, first.unit, first.device], ['volume', 'mL', devices.b]);
});

test('GET /readings/latest: quantity and unit narrow it to the newest such reading of each area, device too', async () => {
  const cases: [string, string[]][] = [
    ['', ['kelvin', 'version2', 'version1']],
    ['quantity=air_temperature', ['kelvin', 'fahrenheit', 'celsiusB']],
    ['quantity=air_temperature&unit=Cel', ['celsius2', 'celsiusB']],
    ['unit=%25', ['humidity']],
    [`device=${devices.a}`, ['fahrenheit', 'humidity']],
    [`device=${devices.b}&quantity=air_temperature`, ['celsiusB']],
    [`device=${devices.a}&area=koeln:*`, ['humidity']],
  ];
  for (const [query, expected] of cases) {
    const body = await get(`/readings/latest?version_number=3${query === '' ? '' : `&${query}`}`);
    assert.deepEqual(names(body.data), expected, query);
  }
  // A page counts the areas that have a match, so the next page starts after the last of them.
  const first = await get('/readings/latest?version_number=3&quantity=air_temperature&limit=1');
  assert.deepEqual(names(first.data), ['kelvin']);
  assert.deepEqual(names((await get(first.links.next)).data), ['fahrenheit']);
});

test('a filter naming a device that does not exist, or the id of something else, matches nothing: 200 and an empty page', async () => {
  for (const device of [NEVER, made.a1!, made.celsius1!]) {
    for (const path of ['/locations/latest', '/locations/search', '/readings/search', '/readings/latest', '/readings/summary']) {
      const body = await get(`${path}?version_number=3&device=${device}`);
      assert.deepEqual(body.data, [], `${path} device=${device}`);
      assert.equal(body.meta.count, 0);
      assert.equal(body.meta.next_cursor, null);
    }
  }
});

test('versions 1 and 2 do not know these filters: 422 unknown, saying they arrive with version 3', async () => {
  const cases: [string, string][] = [
    ['/locations/search', 'device'],
    ['/locations/latest', 'device'],
    ['/readings/search', 'device'],
    ['/readings/search', 'quantity'],
    ['/readings/search', 'unit'],
    ['/readings/latest', 'device'],
    ['/readings/latest', 'quantity'],
    ['/readings/latest', 'unit'],
    ['/readings/summary', 'device'],
    ['/readings/summary', 'quantity'],
    ['/readings/summary', 'unit'],
  ];
  const values: Record<string, string> = { device: devices.a, quantity: 'air_temperature', unit: 'Cel' };
  for (const version of [1, 2]) {
    for (const [path, parameter] of cases) {
      const target = `${path}?version_number=${version}&${parameter}=${values[parameter]}`;
      const problem = assertProblem(await server.request('GET', target), 'invalid-parameters', pathOf(target));
      assert.equal(problem.errors.length, 1, target);
      const [error] = problem.errors;
      assert.equal(error.parameter, parameter);
      assert.equal(error.code, 'unknown');
      assert.equal(error.received, values[parameter]);
      assert.match(
        error.message,
        new RegExp(
          `^${parameter} is not a parameter of [a-z-]+ version ${version}: it was added in version 3; send version_number=3 to use it$`,
        ),
      );
    }
  }
});

test('a unit filter is checked as a unit is on writes: not UCUM, or another case of nothing, is 422 with the code to use', async () => {
  for (const unit of ['°C', 'cel']) {
    const target = `/readings/search?version_number=3&unit=${encodeURIComponent(unit)}`;
    const problem = assertProblem(await server.request('GET', target), 'invalid-parameters', pathOf(target));
    assert.deepEqual(
      problem.errors.map((error: any) => [error.parameter, error.code]),
      [['unit', 'ucum']],
    );
    assert.match(problem.errors[0].message, /Cel/);
  }
  // As on writes, a temperature cannot be measured in a unit of something else: no reading could match.
  const mixed = '/readings/summary?version_number=3&quantity=air_temperature&unit=%25';
  const refused = assertProblem(await server.request('GET', mixed), 'invalid-parameters', pathOf(mixed));
  assert.deepEqual(
    refused.errors.map((error: any) => [error.parameter, error.code, error.received]),
    [['unit', 'ucum', '%']],
  );
  const target = '/readings/latest?version_number=3&quantity=Air-Temperature';
  const problem = assertProblem(await server.request('GET', target), 'invalid-parameters', pathOf(target));
  assert.deepEqual(
    problem.errors.map((error: any) => [error.parameter, error.code]),
    [['quantity', 'pattern']],
  );
});

function assertXml(answer: Answer): string {
  assert.equal(answer.status, 200, answer.text);
  assert.match(String(answer.headers['content-type']), /^application\/xml/);
  return answer.text;
}

test('the filters answer alike in XML, element for element', async () => {
  const json = await get(`/readings/search?version_number=3&device=${devices.a}&unit=Cel`);
  const xml = assertXml(await server.request('GET', `/readings/search.xml?version_number=3&device=${devices.a}&unit=Cel`));
  for (const item of json.data) assert.ok(xml.includes(`<id>${item.id}</id>`), item.id);
  assert.equal(xml.match(/<unit>Cel<\/unit>/g)?.length, json.data.length);
  assert.doesNotMatch(xml, /\[degF\]/);
  const locations = assertXml(
    await server.request('GET', `/locations/latest?version_number=3&device=${devices.b}`, { headers: { accept: 'application/xml' } }),
  );
  assert.equal(locations.match(new RegExp(`<device>${devices.b}</device>`, 'g'))?.length, 2);
  assert.doesNotMatch(locations, new RegExp(devices.a));
});

test('the pages filter with the newest version, and their forms offer the filters', async () => {
  const page = await server.request('GET', `/readings/search.html?device=${devices.b}&quantity=volume`);
  assert.equal(page.status, 200, page.text);
  assert.match(String(page.headers['content-type']), /^text\/html/);
  for (const name of ['millilitre', 'millilitre2']) assert.ok(page.text.includes(made[name]!), name);
  for (const name of ['celsiusB', 'celsius1']) assert.ok(!page.text.includes(made[name]!), name);
  for (const field of ['device', 'quantity', 'unit']) assert.match(page.text, new RegExp(`name="${field}"`));
  const latest = await server.request('GET', `/locations/latest.html?device=${devices.b}`);
  assert.equal(latest.status, 200, latest.text);
  for (const name of ['b1', 'b2']) assert.ok(latest.text.includes(made[name]!), name);
  assert.ok(!latest.text.includes(made.a1!));
});
