import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeRouter } from '../../../src/router/describe.js';
import { parsePattern } from '../../../src/router/pattern.js';
import { Router } from '../../../src/router/router.js';
import { addRoutes, runRouterSuite } from './conformance.js';

runRouterSuite('Router (trie)', <T>() => new Router<T>());

describe('parsePattern', () => {
  test('parses static and param segments once, with each param position', () => {
    assert.deepEqual(parsePattern('/locations/:id/nearby'), {
      source: '/locations/:id/nearby',
      segments: [
        { kind: 'static', value: 'locations' },
        { kind: 'param', name: 'id' },
        { kind: 'static', value: 'nearby' },
      ],
      paramNames: ['id'],
      paramIndexes: [1],
    });
    assert.deepEqual(parsePattern('/').segments, []);
  });

  test('decodes static segments so that an encoded pattern is the same route', () => {
    assert.deepEqual(parsePattern('/%6Cocations/a%20b').segments, [
      { kind: 'static', value: 'locations' },
      { kind: 'static', value: 'a b' },
    ]);
  });
});

describe('Router registration errors', () => {
  const cases: [pattern: string, message: RegExp][] = [
    ['locations', /must start with "\/"/],
    ['', /must start with "\/"/],
    ['/locations//x', /empty segment/],
    ['/locations/', /empty segment/],
    ['/a/:id/b/:id', /uses :id twice/],
    ['/a/:', /has the parameter ":"/],
    ['/a/:1st', /has the parameter ":1st"/],
    ['/search?q', /contains "\?"/],
    ['/a/%ZZ', /malformed percent-escape in "%ZZ"/],
    ['/a/..', /dot segment/],
  ];
  for (const [pattern, message] of cases) {
    test(`pattern ${JSON.stringify(pattern)} is rejected with a sentence`, () => {
      assert.throws(() => new Router<string>().add('GET', pattern, 'x'), message);
    });
  }

  test(':id and :other at the same position name both patterns and both params', () => {
    const router = new Router<string>();
    router.add('GET', '/locations/:id/nearby', 'x');
    assert.throws(() => router.add('GET', '/locations/:other', 'y'), {
      message:
        'Pattern /locations/:other names a parameter :other where /locations/:id/nearby already names it :id; use one name at one position',
    });
  });

  test('an encoded and a plain spelling of one pattern are one route', () => {
    const router = new Router<string>();
    router.add('GET', '/a%20b', 'x', { name: 'spaced' });
    assert.throws(() => router.add('GET', '/a b', 'y'), { message: 'Route GET /a%20b is already registered as "spaced"' });
    router.add('POST', '/a b', 'z');
    assert.deepEqual(router.find('POST', '/a%20b'), {
      kind: 'found',
      value: 'z',
      params: Object.create(null),
      pattern: '/a%20b',
      method: 'POST',
    });
    assert.equal(router.urlFor('spaced'), '/a%20b');
  });

  test('an empty route name is rejected rather than treated as no name', () => {
    assert.throws(() => new Router<string>().add('GET', '/x', 'x', { name: '' }), /empty name/);
  });
});

describe('describeRouter', () => {
  test('prints the trie with statics sorted before the param and methods in Allow order', () => {
    const router = addRoutes(new Router<string>(), [
      ['GET', '/', 'home'],
      ['DELETE', '/locations/:id'],
      ['GET', '/locations/:id', 'location'],
      ['GET', '/locations/:id/nearby'],
      ['POST', '/locations'],
      ['GET', '/locations', 'locations'],
      ['GET', '/locations/latest'],
      ['GET', '/healthz'],
    ]);
    assert.equal(
      describeRouter(router),
      [
        '/  GET (home)',
        '├── healthz  GET',
        '└── locations  GET (locations), POST',
        '    ├── latest  GET',
        '    └── :id  GET (location), DELETE',
        '        └── nearby  GET',
        '',
      ].join('\n'),
    );
  });

  test('does not depend on registration order', () => {
    const rows = [
      ['GET', '/b'],
      ['GET', '/a/:x'],
      ['GET', '/a/z'],
      ['PUT', '/b'],
    ] as const;
    const forward = describeRouter(addRoutes(new Router<string>(), rows));
    assert.equal(describeRouter(addRoutes(new Router<string>(), [...rows].reverse())), forward);
    assert.equal(forward, '/\n├── a\n│   ├── z  GET\n│   └── :x  GET\n└── b  GET, PUT\n');
  });
});
