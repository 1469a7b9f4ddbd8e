// Issue 18: a device that locations or readings name is not deleted. The answer is 409
// resource-in-use, whose `referrers` say, per collection, how many rows name it and where to find
// them; nothing is deleted. Once the referrers are gone (deleted, or moved to another device) the
// device deletes with 200, as a device that nothing names does at once. A POST with _method=DELETE
// (in any body format, or X-HTTP-Method-Override) behaves exactly as DELETE does.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOCATION_V1, READING_V1, assertSuccess, rowById } from '../fixtures/resources.js';
import { assertProblem } from '../support/problem-assertions.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';
import { createDevice, createIn, locationV3, readIn, readingV3, snapshot, updateWays } from '../support/version-3.js';
import type { Way } from '../support/version-3.js';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** A plain DELETE, and every POST that stands for one (INTERFACE.md §4). */
function deleteWays(): Way[] {
  return [{ label: 'DELETE', method: 'DELETE', options: {} }, ...updateWays('devices', 'DELETE', { version_number: 1 })];
}

function deleteDevice(id: string, way: Way): Promise<Answer> {
  const target = way.method === 'DELETE' ? `/devices/${id}?version_number=1` : `/devices/${id}`;
  return server.request(way.method, target, way.options);
}

/** A device named by `locations` locations and `readings` readings, all of version 3, and their ids. */
async function deviceInUse(locations: number, readings: number) {
  const id = await createDevice(server, `In use ${locations}/${readings}`);
  const locationIds: string[] = [];
  const readingIds: string[] = [];
  for (let i = 0; i < locations; i++) locationIds.push((await createIn(server, 'locations', 3, locationV3(id, { altitude: i }))).id);
  for (let i = 0; i < readings; i++) readingIds.push((await createIn(server, 'readings', 3, readingV3(id, { mean: i }))).id);
  return { id, locationIds, readingIds };
}

/** The referrers a 409 must list, in the collections' order, with the search that finds them. */
function referrers(id: string, counts: { locations?: number; readings?: number }) {
  return (['locations', 'readings'] as const)
    .filter((collection) => (counts[collection] ?? 0) > 0)
    .map((collection) => ({
      collection,
      field: 'device',
      count: counts[collection],
      href: `/${collection}/search?version_number=3&device=${id}`,
    }));
}

/** The 409 in full, that the detail says how many and where, and that no row of any table changed. */
async function assertInUse(id: string, way: Way, counts: { locations?: number; readings?: number }): Promise<void> {
  const rows = await snapshot(server);
  const device = await readIn(server, 'devices', id, 1);
  const problem = assertProblem(await deleteDevice(id, way), 'resource-in-use', `/devices/${id}`);
  assert.deepEqual(problem.referrers, referrers(id, counts), way.label);
  assert.match(problem.detail, new RegExp(`^Device ${id} was not deleted: `));
  for (const referrer of problem.referrers) {
    const noun = referrer.count === 1 ? referrer.collection.replace(/s$/, '') : referrer.collection;
    assert.ok(
      problem.detail.includes(`${referrer.count} ${noun} (GET ${referrer.href})`),
      `${problem.detail} names ${referrer.collection}`,
    );
  }
  assert.match(problem.detail, /Delete those, or change their device first\.$/);
  assert.deepEqual(await snapshot(server), rows, 'nothing was deleted');
  assert.deepEqual(await readIn(server, 'devices', id, 1), device);
}

describe('a device that locations and readings name', () => {
  for (const way of deleteWays()) {
    test(`${way.label}: 409 resource-in-use counting 2 locations and 3 readings, with where to find them; nothing is deleted`, async () => {
      const { id } = await deviceInUse(2, 3);
      // Rows of another device, and rows of no device, are not counted.
      await deviceInUse(1, 1);
      await createIn(server, 'readings', 3, readingV3());
      await assertInUse(id, way, { locations: 2, readings: 3 });
    });
  }

  test('named by readings alone, or by one location alone, the referrers list that collection only, in the singular', async () => {
    const byReadings = await deviceInUse(0, 1);
    await assertInUse(byReadings.id, deleteWays()[0]!, { readings: 1 });
    const byLocation = await deviceInUse(1, 0);
    await assertInUse(byLocation.id, deleteWays()[0]!, { locations: 1 });
  });

  test('rows of version 1 given the device by a version 3 PATCH count too', async () => {
    const id = await createDevice(server, 'Fitted later');
    for (const [collection, fields] of [
      ['locations', LOCATION_V1],
      ['readings', READING_V1],
      ['readings', READING_V1],
    ] as const) {
      const created = await createIn(server, collection, 1, fields);
      assertSuccess(await server.request('PATCH', `/${collection}/${created.id}`, { json: { version_number: 3, device: id } }), 200);
    }
    await assertInUse(id, deleteWays()[0]!, { locations: 1, readings: 2 });
  });

  test('a browser form (_method=DELETE, no version_number) gets the 409 as a page, and nothing is deleted', async () => {
    const { id } = await deviceInUse(2, 3);
    const rows = await snapshot(server);
    const answer = await server.request('POST', `/devices/${id}`, { form: { _method: 'DELETE' }, headers: PAGE });
    assert.equal(answer.status, 409, answer.text.slice(0, 400));
    assert.match(String(answer.headers['content-type']), /^text\/html; charset=utf-8$/);
    assert.ok(
      answer.text.includes(`2 locations (GET /locations/search?version_number=3&amp;device=${id})`),
      'the page says how many locations',
    );
    assert.ok(
      answer.text.includes(`3 readings (GET /readings/search?version_number=3&amp;device=${id})`),
      'the page says how many readings',
    );
    assert.match(answer.text, /href="\/problems\/resource-in-use"/);
    assert.deepEqual(await snapshot(server), rows);
  });

  test('the XML problem carries the same referrers', async () => {
    const { id } = await deviceInUse(2, 3);
    const answer = await server.request('DELETE', `/devices/${id}?version_number=1`, { headers: { accept: 'application/xml' } });
    assert.equal(answer.status, 409, answer.text);
    assert.match(String(answer.headers['content-type']), /^application\/problem\+xml; charset=utf-8$/);
    for (const { collection, count, href } of referrers(id, { locations: 2, readings: 3 })) {
      assert.ok(
        answer.text.includes(
          `<collection>${collection}</collection><field>device</field><count>${count}</count><href>${href.replaceAll('&', '&amp;')}</href>`,
        ),
        `${collection} in ${answer.text}`,
      );
    }
    assert.ok(await rowById(server, 'devices', id));
  });
});

describe('once nothing names it, the device deletes', () => {
  for (const way of deleteWays()) {
    test(`${way.label}: each referrer deleted lowers the counts; after the last, 200 with the device, then 404`, async () => {
      const { id, locationIds, readingIds } = await deviceInUse(2, 3);
      const device = await readIn(server, 'devices', id, 1);
      const left = { locations: 2, readings: 3 };
      for (const [collection, ids] of [
        ['locations', locationIds],
        ['readings', readingIds],
      ] as const) {
        for (const rowId of ids) {
          await assertInUse(id, way, left);
          assertSuccess(await server.request('DELETE', `/${collection}/${rowId}?version_number=3`), 200);
          left[collection]--;
        }
      }
      const answer = await deleteDevice(id, way);
      const body = assertSuccess(answer, 200);
      assert.deepEqual(body.data, device);
      assert.equal(await rowById(server, 'devices', id), undefined);
      assertProblem(await server.request('GET', `/devices/${id}?version_number=1`), 'resource-not-found', `/devices/${id}`);
    });
  }

  test('moving the referrers to another device (a PATCH, a version 3 PUT of a reading without device) frees it', async () => {
    const { id, locationIds, readingIds } = await deviceInUse(1, 2);
    const other = await createDevice(server, 'Replacement');
    assertSuccess(await server.request('PATCH', `/locations/${locationIds[0]}`, { json: { version_number: 3, device: other } }), 200);
    await assertInUse(id, deleteWays()[0]!, { readings: 2 });
    assertSuccess(await server.request('PATCH', `/readings/${readingIds[0]}`, { form: { version_number: '3', device: other } }), 200);
    await assertInUse(id, deleteWays()[0]!, { readings: 1 });
    assertSuccess(await server.request('PUT', `/readings/${readingIds[1]}`, { json: { version_number: 3, ...readingV3() } }), 200);
    const before = await snapshot(server);
    assertSuccess(await server.request('POST', `/devices/${id}`, { form: { _method: 'DELETE', version_number: '1' } }), 200);
    const after = await snapshot(server);
    assert.deepEqual(after.locations, before.locations, 'the locations stay, with their new device');
    assert.deepEqual(after.readings, before.readings);
    assert.deepEqual(
      after.devices,
      before.devices.filter((row) => row.id !== id),
    );
    // Its id is now refused where a device is named.
    const refused = await server.request('POST', '/locations', { json: { version_number: 3, ...locationV3(id) } });
    assert.deepEqual(
      assertProblem(refused, 'invalid-parameters', '/locations').errors.map((e: any) => [e.parameter, e.code, e.received]),
      [['device', 'unknown-device', id]],
    );
  });

  for (const way of deleteWays()) {
    test(`${way.label}: a device that nothing names deletes at once with 200 and the device`, async () => {
      const id = await createDevice(server, 'Never fitted');
      // Rows of no device, and of version 1 and 2, do not hold it.
      await createIn(server, 'locations', 1, LOCATION_V1);
      await createIn(server, 'readings', 3, readingV3());
      const device = await readIn(server, 'devices', id, 1);
      const before = await snapshot(server);
      const body = assertSuccess(await deleteDevice(id, way), 200);
      assert.deepEqual(body.data, device);
      assert.equal(body.meta.action, 'device');
      const after = await snapshot(server);
      assert.deepEqual(
        after.devices,
        before.devices.filter((row) => row.id !== id),
      );
      assert.deepEqual([after.locations, after.readings], [before.locations, before.readings]);
    });
  }
});
