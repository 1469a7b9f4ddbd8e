// One behaviour suite for every router implementation (as Hono runs one case file against all of its
// routers). trie.test.ts runs it against Router, naive-router.test.ts against NaiveRouter.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NaiveRouter } from '../../../bench/routers/naive-router.js';
import { Router } from '../../../src/router/router.js';
import type { FindResult, RouterLike } from '../../../src/router/router.js';
import { createRandom } from '../../../scripts/seeded-random.js';

type RouteRow = readonly [method: string, pattern: string, name?: string];

// Member routes come first so that a router relying on registration order would get the named
// collection routes wrong; the ordering test registers the table reversed as well.
function collectionRoutes(plural: string, singular: string, extra: RouteRow[]): RouteRow[] {
  const member = `/${plural}/:id`;
  return [
    ['GET', member, singular],
    ['PUT', member],
    ['PATCH', member],
    ['DELETE', member],
    ['POST', member],
    ['GET', `${member}/edit`, `${singular}-edit`],
    ['GET', `/${plural}`, plural],
    ['POST', `/${plural}`],
    ['GET', `/${plural}/search`, `${plural}-search`],
    ['GET', `/${plural}/latest`, `${plural}-latest`],
    ['GET', `/${plural}/new`, `${singular}-new`],
    ...extra,
  ];
}

export const ROUTE_TABLE: readonly RouteRow[] = [
  ['GET', '/', 'home'],
  ['GET', '/healthz', 'healthz'],
  ...collectionRoutes('locations', 'location', [['GET', '/locations/:id/nearby', 'location-nearby']]),
  ...collectionRoutes('readings', 'reading', [
    ['GET', '/readings/:id/history', 'reading-history'],
    ['GET', '/readings/summary', 'readings-summary'],
  ]),
  ['GET', '/problems/:type', 'problem'],
  ['GET', '/docs', 'docs'],
  ['GET', '/openapi.json', 'openapi'],
];

/** Each route's value is 'METHOD /pattern', so a result names the route that produced it. */
export function addRoutes(router: RouterLike<string>, rows: readonly RouteRow[] = ROUTE_TABLE): RouterLike<string> {
  for (const [method, pattern, name] of rows)
    router.add(method, pattern, `${method} ${pattern}`, name === undefined ? undefined : { name });
  return router;
}

const params = (values: Record<string, string> = {}): Record<string, string> => Object.assign(Object.create(null), values);

function found(method: string, pattern: string, values: Record<string, string> = {}): FindResult<string> {
  return { kind: 'found', value: `${method} ${pattern}`, params: params(values), pattern, method };
}

const MEMBER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export function runRouterSuite(name: string, makeRouter: <T>() => RouterLike<T>): void {
  const table = (): RouterLike<string> => addRoutes(makeRouter<string>());

  describe(`${name}: matching paths`, () => {
    test('/ is the root route and static routes match exactly', () => {
      const router = table();
      assert.deepEqual(router.find('GET', '/'), found('GET', '/'));
      assert.deepEqual(router.find('GET', '/healthz'), found('GET', '/healthz'));
      assert.deepEqual(router.find('GET', '/openapi.json'), found('GET', '/openapi.json'));
      assert.deepEqual(router.find('GET', '/readings/summary'), found('GET', '/readings/summary'));
    });

    test(':id captures one segment and member routes capture it too', () => {
      const router = table();
      assert.deepEqual(router.find('GET', '/locations/42'), found('GET', '/locations/:id', { id: '42' }));
      assert.deepEqual(router.find('GET', '/locations/42/nearby'), found('GET', '/locations/:id/nearby', { id: '42' }));
      assert.deepEqual(router.find('GET', '/readings/01J9/history'), found('GET', '/readings/:id/history', { id: '01J9' }));
      assert.deepEqual(router.find('GET', '/problems/version-missing'), found('GET', '/problems/:type', { type: 'version-missing' }));
    });

    test('a named collection route beats :id regardless of registration order', () => {
      for (const router of [table(), addRoutes(makeRouter<string>(), [...ROUTE_TABLE].reverse())]) {
        for (const named of ['search', 'latest', 'new']) {
          assert.deepEqual(router.find('GET', `/locations/${named}`), found('GET', `/locations/${named}`));
        }
        assert.deepEqual(router.find('GET', '/locations/newest'), found('GET', '/locations/:id', { id: 'newest' }));
      }
    });

    test('a static branch that fails deeper falls back to the param branch', () => {
      const router = addRoutes(makeRouter<string>(), [
        ['GET', '/a/b/c'],
        ['GET', '/a/:x/d'],
        ['GET', '/a/:x'],
      ]);
      assert.deepEqual(router.find('GET', '/a/b/c'), found('GET', '/a/b/c'));
      assert.deepEqual(router.find('GET', '/a/b/d'), found('GET', '/a/:x/d', { x: 'b' }));
      assert.deepEqual(router.find('GET', '/a/b'), found('GET', '/a/:x', { x: 'b' }));
      assert.deepEqual(router.find('GET', '/a/b/e'), { kind: 'not-found' });
    });

    test('unknown paths, extra segments and paths without a leading / are not found', () => {
      const router = table();
      for (const path of ['/nope', '/locations/42/unknown', '/locations/42/nearby/extra', '', 'locations', '*', '/problems']) {
        assert.deepEqual(router.find('GET', path), { kind: 'not-found' }, path);
      }
    });

    test('one trailing slash is ignored but empty segments never match', () => {
      const router = table();
      assert.deepEqual(router.find('GET', '/locations/'), found('GET', '/locations'));
      assert.deepEqual(router.find('GET', '/locations/42/'), found('GET', '/locations/:id', { id: '42' }));
      for (const path of ['//', '//locations', '/locations//', '/locations//42', '/locations/42//nearby']) {
        assert.deepEqual(router.find('GET', path), { kind: 'not-found' }, path);
      }
    });
  });

  describe(`${name}: percent-encoded paths`, () => {
    test('segments are matched decoded, so encoded and plain spellings are the same route', () => {
      const router = table();
      assert.deepEqual(router.find('GET', '/%6Cocations'), found('GET', '/locations'));
      assert.deepEqual(router.find('GET', '/locations/%6catest'), found('GET', '/locations/latest'));
      assert.deepEqual(router.find('GET', '/locations/a%20b'), found('GET', '/locations/:id', { id: 'a b' }));
      assert.deepEqual(router.find('GET', '/locations/%E2%82%AC'), found('GET', '/locations/:id', { id: '€' }));
      assert.deepEqual(router.find('GET', '/locations/a+b'), found('GET', '/locations/:id', { id: 'a+b' }));
    });

    test('an encoded slash stays inside its segment', () => {
      const router = table();
      assert.deepEqual(router.find('GET', '/locations/a%2Fb'), found('GET', '/locations/:id', { id: 'a/b' }));
      assert.deepEqual(router.find('GET', '/locations/a%2Fb/nearby'), found('GET', '/locations/:id/nearby', { id: 'a/b' }));
      assert.deepEqual(router.find('GET', '/locations%2Flatest'), { kind: 'not-found' });
    });

    test('a bad percent-escape is reported as malformed-path with the raw segment, not thrown', () => {
      const router = table();
      assert.deepEqual(router.find('GET', '/locations/%E0%A4%A'), { kind: 'malformed-path', segment: '%E0%A4%A' });
      assert.deepEqual(router.find('GET', '/locations/%ZZ/nearby'), { kind: 'malformed-path', segment: '%ZZ' });
      assert.deepEqual(router.find('GET', '/locations/50%'), { kind: 'malformed-path', segment: '50%' });
      // Well-formed escapes of bytes that are not UTF-8 fail too (RFC 3986 §2.5 text is UTF-8).
      assert.deepEqual(router.find('GET', '/nowhere/%FF'), { kind: 'malformed-path', segment: '%FF' });
      assert.deepEqual(router.allowedMethods('/locations/%E0%A4%A'), []);
    });
  });

  describe(`${name}: methods`, () => {
    test('a known path with an unregistered method lists the allowed methods in a stable order', () => {
      const router = table();
      assert.deepEqual(router.find('DELETE', '/locations'), {
        kind: 'method-not-allowed',
        allowed: ['GET', 'HEAD', 'POST', 'OPTIONS'],
        pattern: '/locations',
      });
      assert.deepEqual(router.allowedMethods('/locations/42'), MEMBER_METHODS);
      assert.deepEqual(router.allowedMethods('/locations/42/'), MEMBER_METHODS);
      assert.deepEqual(router.allowedMethods('/nope'), []);
    });

    test('a named collection route is never treated as an :id for another method', () => {
      assert.deepEqual(table().find('DELETE', '/locations/latest'), {
        kind: 'method-not-allowed',
        allowed: ['GET', 'HEAD', 'OPTIONS'],
        pattern: '/locations/latest',
      });
    });

    test('HEAD falls back to GET unless HEAD is registered, and says which value it used', () => {
      assert.deepEqual(table().find('HEAD', '/locations/7'), found('GET', '/locations/:id', { id: '7' }));
      const router = addRoutes(makeRouter<string>(), [
        ['GET', '/files/:name'],
        ['HEAD', '/files/:name'],
      ]);
      assert.deepEqual(router.find('HEAD', '/files/x'), found('HEAD', '/files/:name', { name: 'x' }));
    });

    test('OPTIONS answers method-not-allowed with Allow unless an OPTIONS route exists', () => {
      assert.deepEqual(table().find('OPTIONS', '/healthz'), {
        kind: 'method-not-allowed',
        allowed: ['GET', 'HEAD', 'OPTIONS'],
        pattern: '/healthz',
      });
      const router = addRoutes(makeRouter<string>(), [['OPTIONS', '/cors']]);
      assert.deepEqual(router.find('OPTIONS', '/cors'), found('OPTIONS', '/cors'));
    });

    test('other methods sort alphabetically after OPTIONS, and HEAD is only implied by GET', () => {
      const router = addRoutes(makeRouter<string>(), [
        ['PROPFIND', '/dav'],
        ['GET', '/dav'],
        ['LOCK', '/dav'],
        ['POST', '/form'],
      ]);
      assert.deepEqual(router.allowedMethods('/dav'), ['GET', 'HEAD', 'OPTIONS', 'LOCK', 'PROPFIND']);
      assert.deepEqual(router.allowedMethods('/form'), ['POST', 'OPTIONS']);
    });

    test('methods are case-sensitive (RFC 9110 §9.1), so get is not GET', () => {
      assert.equal(table().find('get', '/healthz').kind, 'method-not-allowed');
    });
  });

  describe(`${name}: params`, () => {
    test('params live in a null-prototype object that is new on every match', () => {
      const router = addRoutes(makeRouter<string>(), [
        ['GET', '/things/:constructor'],
        ['GET', '/static'],
      ]);
      const first = router.find('GET', '/things/__proto__');
      assert.ok(first.kind === 'found');
      assert.equal(Object.getPrototypeOf(first.params), null);
      assert.deepEqual(Object.entries(first.params), [['constructor', '__proto__']]);
      assert.deepEqual(router.find('GET', '/things/x'), found('GET', '/things/:constructor', { constructor: 'x' }));
      assert.equal(first.params.constructor, '__proto__', 'a later match must not overwrite earlier params');
      assert.deepEqual(router.find('GET', '/static'), found('GET', '/static'));
    });
  });

  describe(`${name}: registration`, () => {
    test('registering the same method and pattern twice throws a sentence naming the route', () => {
      const router = table();
      assert.throws(() => router.add('GET', '/locations/:id', 'again'), {
        message: 'Route GET /locations/:id is already registered as "location"',
      });
      assert.throws(() => router.add('PUT', '/locations/:id', 'again'), { message: 'Route PUT /locations/:id is already registered' });
    });

    test('a duplicate route name throws', () => {
      assert.throws(() => table().add('GET', '/elsewhere', 'x', { name: 'location' }), {
        message: 'Route name "location" is already used by GET /locations/:id',
      });
    });

    test('two parameter names at one position throw a sentence naming both', () => {
      assert.throws(() => table().add('GET', '/locations/:other/photos', 'x'), /:other.*:id/);
    });

    test('a rejected registration leaves the router as it was', () => {
      const router = table();
      const before = router.routes();
      assert.throws(() => router.add('GET', '/locations/:locationId', 'x'));
      assert.throws(() => router.add('get', '/lowercase', 'x'), /upper-case/);
      assert.deepEqual(router.routes(), before);
      assert.deepEqual(router.find('GET', '/lowercase'), { kind: 'not-found' });
    });

    test('routes() lists every entry in registration order and is a copy', () => {
      const router = table();
      const routes = router.routes();
      assert.deepEqual(
        routes.map((r) => [r.method, r.pattern, r.name]),
        ROUTE_TABLE.map(([m, p, n]) => [m, p, n]),
      );
      assert.equal(routes[0]?.value, 'GET /');
      routes.length = 0;
      assert.equal(router.routes().length, ROUTE_TABLE.length);
    });
  });

  describe(`${name}: urlFor`, () => {
    test('percent-encodes params and round-trips through find', () => {
      const router = table();
      assert.equal(router.urlFor('location', { id: 'a b/c' }), '/locations/a%20b%2Fc');
      assert.deepEqual(
        router.find('GET', router.urlFor('location-nearby', { id: 'a b/c' })),
        found('GET', '/locations/:id/nearby', { id: 'a b/c' }),
      );
      assert.equal(router.urlFor('home'), '/');
      assert.equal(router.urlFor('locations-latest', { unused: 'x' }), '/locations/latest');
    });

    test('throws for an unknown name, a missing param or a value that cannot reach the route', () => {
      const router = addRoutes(table(), [['GET', '/things/:constructor', 'thing']]);
      assert.throws(() => router.urlFor('locaton', { id: '1' }), /No route is named "locaton"/);
      assert.throws(() => router.urlFor('location'), /missing the parameter :id/);
      assert.throws(() => router.urlFor('thing', {}), /missing the parameter :constructor/);
      for (const id of ['', '.', '..']) assert.throws(() => router.urlFor('location', { id }), /cannot use/);
    });
  });

  describe(`${name}: agreement`, () => {
    test('agrees with Router and NaiveRouter on a few hundred seeded random paths', () => {
      const extra: RouteRow[] = [
        ['GET', '/a/b/c'],
        ['GET', '/a/:x/d'],
        ['POST', '/a/:x'],
      ];
      const routers = [makeRouter<string>(), new Router<string>(), new NaiveRouter<string>()].map((router) =>
        addRoutes(addRoutes(router), extra),
      );
      const patterns = [...ROUTE_TABLE, ...extra].map(([, pattern]) => pattern);
      const random = createRandom(20240611);
      for (let run = 0; run < 400; run++) {
        const path = randomPath(random, patterns);
        const method = pick(random, ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS', 'get', 'PROPFIND']);
        const [subject, ...peers] = routers.map((router) => [router.find(method, path), router.allowedMethods(path)]);
        for (const peer of peers) assert.deepEqual(subject, peer, `run ${run}: ${method} ${JSON.stringify(path)}`);
      }
    });
  });
}

const SEGMENTS = [
  'locations',
  'readings',
  'latest',
  'search',
  'new',
  'summary',
  'nearby',
  'history',
  'edit',
  'healthz',
  'docs',
  'openapi.json',
  'problems',
  'a',
  'b',
  'c',
  'd',
  '42',
  '%6Cocations',
  '%6catest',
  'a%20b',
  'a%2Fb',
  '%E0%A4%A',
  '%ZZ',
  '%',
  '%C3%A9',
  '%FF',
  '__proto__',
  'constructor',
  '',
  '.',
  '..',
];
const JUNK = 'ab%2F/?.:-_~E0';

// Half the paths start from a registered pattern (params and the odd static swapped for pool segments),
// so that found and 405 results are as common as not-found and malformed ones.
function randomPath(random: () => number, patterns: readonly string[]): string {
  const segment = (): string =>
    random() < 0.8 ? pick(random, SEGMENTS) : Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(random, [...JUNK])).join('');
  const segments =
    random() < 0.5
      ? Array.from({ length: Math.floor(random() * 5) }, segment)
      : pick(random, patterns)
          .split('/')
          .slice(1)
          .map((part) => (part.startsWith(':') || random() < 0.1 ? segment() : part));
  const path = (random() < 0.95 ? '/' : '') + segments.join('/');
  return random() < 0.2 ? `${path}/` : path;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}
