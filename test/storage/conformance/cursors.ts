// Cursors, over every list the store pages: each accepts the cursors it issued, refuses another
// list's (another collection, route or origin) as CursorError 'foreign', and refuses text it did not
// issue, or an issued cursor cut, padded or garbled, as 'malformed'; a refused cursor is never a
// query error. Cursors are opaque here: the cases only ever pass back text a store handed out, or
// mangle it without reading it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CursorError, encodeCursor } from '../../../src/storage/index.js';
import { encodeKeyset } from '../../../src/storage/keyset.js';
import type { CursorErrorReason, Store } from '../../../src/storage/index.js';
import type { FreshStore } from '../conformance.js';
import { generateLocations, generateReadings, seed } from './data.js';

/** One paged list of the store: asks for a page of 2 with `cursor` under `scope`, and answers its next cursor. */
type Lister = (store: Store, scope: string, cursor?: string) => Promise<string | null>;

interface ListCase {
  name: string;
  /** The scope a caller gives it; lists by collection have theirs built in. */
  scope: string;
  list: Lister;
}

function listCases(origins: { location: string; reading: string }): ListCase[] {
  const { location, reading } = origins;
  return [
    {
      name: 'locations list',
      scope: 'locations',
      list: async (store, _scope, cursor) => (await store.collection('locations').list({ limit: 2, cursor })).nextCursor,
    },
    {
      name: 'readings list',
      scope: 'readings',
      list: async (store, _scope, cursor) => (await store.collection('readings').listValues({ limit: 2, cursor })).nextCursor,
    },
    {
      name: 'devices list',
      scope: 'devices',
      list: async (store, _scope, cursor) => (await store.collection('devices').list({ limit: 2, cursor })).nextCursor,
    },
    {
      name: 'location search',
      scope: 'location-search',
      list: async (store, scope, cursor) =>
        (await store.queries.locations.search({ bbox: { minLon: 5, minLat: 47, maxLon: 15, maxLat: 55 }, limit: 2, cursor, scope }))
          .nextCursor,
    },
    {
      name: 'location latest',
      scope: 'location-latest',
      list: async (store, scope, cursor) => (await store.queries.locations.search({ limit: 2, cursor, scope })).nextCursor,
    },
    {
      name: 'nearby',
      scope: `location-nearby:${location}`,
      list: async (store, scope, cursor) =>
        (await store.queries.locations.nearby({ id: location, radius: 20_015_115, limit: 2, cursor, scope }))!.nextCursor,
    },
    {
      name: 'reading search',
      scope: 'reading-search',
      list: async (store, scope, cursor) => (await store.queries.readings.search({ area: 'bonn:*', limit: 2, cursor, scope })).nextCursor,
    },
    {
      name: 'reading latest',
      scope: 'reading-latest',
      list: async (store, scope, cursor) => (await store.queries.readings.latest({ limit: 2, cursor, scope })).nextCursor,
    },
    {
      name: 'history',
      scope: `reading-history:${reading}`,
      list: async (store, scope, cursor) => (await store.queries.readings.history({ id: reading, limit: 2, cursor, scope }))!.nextCursor,
    },
    {
      name: 'summary',
      scope: 'reading-summary',
      list: async (store, scope, cursor) => (await store.queries.readings.summary({ limit: 2, cursor, scope })).nextCursor,
    },
  ];
}

/** Text no store issues, and an issued cursor mangled: cut short, lengthened, padded, spaced, or past any sensible length. */
function mangled(cursor: string): string[] {
  return [
    'not a cursor',
    '',
    '!',
    'eyJ2IjoxfQ',
    '%00',
    cursor.slice(0, -3),
    `${cursor}!`,
    `${cursor}==`,
    ` ${cursor}`,
    `${cursor.slice(0, 5)}.${cursor.slice(5)}`,
    `${cursor.slice(0, 5)}/${cursor.slice(5)}`,
    cursor.repeat(40),
  ];
}

async function assertRefused(attempt: Promise<unknown>, reason: CursorErrorReason, label: string): Promise<void> {
  await assert.rejects(attempt, (error) => {
    assert.ok(error instanceof CursorError, `${label}: ${String(error)}`);
    assert.equal(error.reason, reason, `${label}: ${error.message}`);
    assert.ok(error.message.length > 0);
    return true;
  });
}

export function cursorCases(fresh: FreshStore): void {
  test('every list refuses cursors of another list as foreign and mangled or made-up text as malformed, and takes its own', async (t) => {
    const store = await fresh(t);
    const locations = await seed(store, 'locations', generateLocations(31).slice(0, 200), 5);
    const readings = await seed(store, 'readings', generateReadings(32).slice(0, 400), 5);
    await store.collection('devices').insertMany(Array.from({ length: 5 }, (_, index) => ({ name: `device-${index}` })));
    const bonn = readings.filter((row) => row.fields.area === 'bonn:rheinaue');
    const origins = { location: locations[0]!.id, reading: bonn[0]!.id };
    const cases = listCases(origins);
    const issued = new Map<string, string>();
    for (const { name, scope, list } of cases) {
      const cursor = await list(store, scope);
      assert.ok(typeof cursor === 'string' && cursor.length > 0, `${name} issues a cursor`);
      issued.set(name, cursor);
      // Its own cursor goes on, and so does the next.
      const next = await list(store, scope, cursor);
      if (next !== null) await list(store, scope, next);
    }
    for (const { name, scope, list } of cases) {
      for (const [other, cursor] of issued) {
        if (other === name) continue;
        // The lists by collection are scoped by their collection's name, the others by the caller's scope.
        await assertRefused(list(store, scope, cursor), 'foreign', `${name} with the cursor of ${other}`);
      }
      for (const text of mangled(issued.get(name)!))
        await assertRefused(list(store, scope, text), 'malformed', `${name} with ${JSON.stringify(text.slice(0, 40))}`);
      // Made with the right scope, in every key shape, but holding U+0000, which no issued key does
      // (and PostgreSQL's text could not bind): malformed on every engine, never a query error.
      // A list by collection takes any text as an id key, so only the first is made-up for it.
      const byCollection = scope === 'locations' || scope === 'readings' || scope === 'devices';
      const withNul = [
        encodeCursor(scope, 'A\u0000'),
        ...(byCollection
          ? []
          : [
              encodeKeyset(scope, ['\u0000']),
              encodeKeyset(scope, ['2026-01-01T00:00:00.000000000', '\u0000']),
              encodeKeyset(scope, ['\u0000', 'A']),
              encodeKeyset(scope, [1, '\u0000']),
            ]),
      ];
      for (const text of withNul) await assertRefused(list(store, scope, text), 'malformed', `${name} with a key holding U+0000`);
    }
  });

  test("nearby and history refuse another origin's cursor as foreign", async (t) => {
    const store = await fresh(t);
    const locations = await seed(store, 'locations', generateLocations(33).slice(0, 100), 5);
    const readings = await seed(store, 'readings', generateReadings(34).slice(0, 300), 5);
    const [one, two] = locations;
    const nearby = (id: string, cursor?: string) =>
      store.queries.locations.nearby({ id, radius: 20_015_115, limit: 3, cursor, scope: `location-nearby:${id}` });
    const cursor = (await nearby(one!.id))!.nextCursor!;
    await assertRefused(nearby(two!.id, cursor), 'foreign', 'nearby of another origin');
    assert.equal((await nearby(one!.id, cursor))!.items.length, 3);
    const bonn = readings.filter((row) => row.fields.area === 'bonn:rheinaue');
    const history = (id: string, cursor?: string) =>
      store.queries.readings.history({ id, limit: 2, cursor, scope: `reading-history:${id}` });
    const own = (await history(bonn[0]!.id))!.nextCursor!;
    await assertRefused(history(bonn[1]!.id, own), 'foreign', 'history of another reading');
  });

  test('a cursor issued under one scope by one kind of list is malformed for a list of another kind under that scope', async (t) => {
    const store = await fresh(t);
    const locations = await seed(store, 'locations', generateLocations(35).slice(0, 100), 5);
    await seed(store, 'readings', generateReadings(36).slice(0, 300), 5);
    const scope = 'shared';
    const id = locations[0]!.id;
    const cursors = {
      search: (await store.queries.locations.search({ limit: 2, scope })).nextCursor!,
      nearby: (await store.queries.locations.nearby({ id, radius: 20_015_115, limit: 2, scope }))!.nextCursor!,
      summary: (await store.queries.readings.summary({ limit: 2, scope })).nextCursor!,
    };
    // search keys on (time, id), nearby on (distance, id), summary on an area: none fits another.
    await assertRefused(
      store.queries.locations.search({ limit: 2, scope, cursor: cursors.nearby }),
      'malformed',
      'search with a nearby cursor',
    );
    await assertRefused(
      store.queries.locations.search({ limit: 2, scope, cursor: cursors.summary }),
      'malformed',
      'search with a summary cursor',
    );
    await assertRefused(
      store.queries.locations.nearby({ id, radius: 1e7, limit: 2, scope, cursor: cursors.search }),
      'malformed',
      'nearby with a search cursor',
    );
    await assertRefused(
      store.queries.readings.summary({ limit: 2, scope, cursor: cursors.nearby }),
      'malformed',
      'summary with a nearby cursor',
    );
    // A list's own cursor is scoped to its collection: under that name, a named query still cannot read it.
    const listCursor = (await store.collection('locations').list({ limit: 2 })).nextCursor!;
    await assertRefused(
      store.queries.locations.search({ limit: 2, scope: 'locations', cursor: listCursor }),
      'malformed',
      'search with a list cursor',
    );
  });
}
