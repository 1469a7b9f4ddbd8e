// Router's in-place walk (src/router/walk.ts) against the straightforward readings of the same rules:
// RecursiveRouter (split, decode, recurse) and NaiveRouter (scan every route). The conformance suite
// covers the route table the app uses; these tables are built to reach the walk's other branches:
// several pending backtracks, a decoded segment matching a static key, keys holding '/' or '%', and a
// node with enough static children to switch to a Map.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NaiveRouter } from '../../../bench/routers/naive-router.js';
import { RecursiveRouter } from '../../../bench/routers/recursive-router.js';
import { Router } from '../../../src/router/router.js';
import type { RouterLike } from '../../../src/router/router.js';

const TANGLED = [
  '/a/b/c/d',
  '/a/:x/c/e',
  '/a/b/:y/f',
  '/a/:x/:y/g',
  '/a/b/c',
  '/a/:x',
  '/a/b/c/:z/h',
  '/files/a%2Fb',
  '/files/:name',
  '/50%25',
  '/caf%C3%A9/:id',
  '/:p1/:p2/:p3/:p4/:p5/end',
  ...Array.from({ length: 20 }, (_, i) => `/big/k${i}`),
  '/big/:id',
  '/big/:id/k1',
];

function build<R extends RouterLike<string>>(router: R, patterns: readonly string[] = TANGLED): R {
  for (const pattern of patterns) {
    router.add('GET', pattern, pattern);
    if (pattern.startsWith('/a/')) router.add('DELETE', pattern, `DELETE ${pattern}`);
  }
  return router;
}

function patternOf(router: RouterLike<string>, path: string): string | undefined {
  const result = router.find('GET', path);
  return result.kind === 'found' ? result.pattern : undefined;
}

describe('Router walk: branches the app table does not reach', () => {
  test('backtracks across several static branches to the right param route', () => {
    const router = build(new Router<string>());
    const expect = (path: string, pattern: string, params: Record<string, string>): void => {
      const result = router.find('GET', path);
      assert.ok(result.kind === 'found', `${path}: ${result.kind}`);
      assert.equal(result.pattern, pattern, path);
      assert.deepEqual({ ...result.params }, params, path);
    };
    expect('/a/b/c/d', '/a/b/c/d', {});
    expect('/a/b/c/e', '/a/:x/c/e', { x: 'b' });
    expect('/a/b/c/f', '/a/b/:y/f', { y: 'c' });
    expect('/a/b/c/g', '/a/:x/:y/g', { x: 'b', y: 'c' });
    expect('/a/b/c/q/h', '/a/b/c/:z/h', { z: 'q' });
    expect('/a/%62/c/g', '/a/:x/:y/g', { x: 'b', y: 'c' });
    expect('/a/b%20/c/e', '/a/:x/c/e', { x: 'b ' });
    assert.deepEqual(router.find('GET', '/a/b/c/q'), { kind: 'not-found' });
  });

  test('a key decoded from the pattern matches only the decoded segment, never raw text', () => {
    const router = build(new Router<string>());
    assert.equal(patternOf(router, '/files/a%2Fb'), '/files/a%2Fb');
    assert.equal(patternOf(router, '/files/a%2fb'), '/files/a%2Fb');
    assert.deepEqual(router.find('GET', '/files/a/b'), { kind: 'not-found' });
    assert.equal(patternOf(router, '/50%25'), '/50%25');
    assert.deepEqual(router.find('GET', '/50%'), { kind: 'malformed-path', segment: '50%' });
    assert.equal(patternOf(router, '/caf%C3%A9/1'), '/caf%C3%A9/:id');
    assert.equal(patternOf(router, '/café/1'), '/caf%C3%A9/:id');
  });

  test('the leftmost problem decides: malformed before an empty segment, not after it', () => {
    const router = build(new Router<string>());
    assert.deepEqual(router.find('GET', '/a/%ZZ//x'), { kind: 'malformed-path', segment: '%ZZ' });
    assert.deepEqual(router.find('GET', '/a//%ZZ'), { kind: 'not-found' });
    assert.deepEqual(router.find('GET', '/nowhere/x/%E0%A4%A'), { kind: 'malformed-path', segment: '%E0%A4%A' });
  });

  test('a node with many static children still prefers them to its param', () => {
    const router = build(new Router<string>());
    assert.equal(patternOf(router, '/big/k7'), '/big/k7');
    assert.equal(patternOf(router, '/big/%6B7'), '/big/k7');
    assert.equal(patternOf(router, '/big/k77'), '/big/:id');
    assert.equal(patternOf(router, '/big/k7/k1'), '/big/:id/k1');
  });

  test('a route added after a lookup is found by the next lookup', () => {
    const router = build(new Router<string>());
    assert.deepEqual(router.find('GET', '/later'), { kind: 'not-found' });
    router.add('GET', '/later', 'later');
    assert.equal(patternOf(router, '/later'), '/later');
  });
});

describe('Router answers that are shared', () => {
  test('a route without params answers one frozen result, with frozen empty null-prototype params', () => {
    const router = build(new Router<string>());
    const first = router.find('GET', '/a/b/c');
    assert.equal(first, router.find('GET', '/a/b/c/'));
    assert.ok(first.kind === 'found');
    assert.ok(Object.isFrozen(first) && Object.isFrozen(first.params));
    assert.equal(Object.getPrototypeOf(first.params), null);
    assert.throws(() => {
      (first.params as Record<string, string>).x = 'y';
    }, TypeError);
  });

  test('a 405 lists a frozen Allow list, and allowedMethods hands out a copy', () => {
    const router = build(new Router<string>());
    const answer = router.find('POST', '/a/b/c');
    assert.ok(answer.kind === 'method-not-allowed');
    assert.ok(Object.isFrozen(answer.allowed));
    const copy = router.allowedMethods('/a/b/c');
    copy.push('EXTRA');
    assert.deepEqual(router.allowedMethods('/a/b/c'), ['GET', 'HEAD', 'DELETE', 'OPTIONS']);
  });
});

test('agrees with RecursiveRouter and NaiveRouter on thousands of seeded random paths', () => {
  const routers = [build(new Router<string>()), build(new RecursiveRouter<string>()), build(new NaiveRouter<string>())];
  const pieces = [
    'a',
    'b',
    'c',
    'd',
    'e',
    'f',
    'g',
    'h',
    'files',
    'big',
    'k1',
    'k7',
    'k19',
    'k20',
    'end',
    '50%25',
    '50%',
    'a%2Fb',
    '%61',
    '%62',
    'caf%C3%A9',
    'café',
    '%ZZ',
    '%E0%A4%A',
    '%FF',
    '',
    'x',
    '%2F',
    '%20',
    '__proto__',
  ];
  let state = 99;
  const random = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  const kinds = new Map<string, number>();
  for (let run = 0; run < 4000; run++) {
    const piece = (): string => pieces[Math.floor(random() * pieces.length)] as string;
    // Half the paths follow a pattern (params and the odd static swapped for pieces), so that found
    // and 405 answers are as common as not-found and malformed ones.
    const segments =
      random() < 0.5
        ? Array.from({ length: Math.floor(random() * 7) }, piece)
        : (TANGLED[Math.floor(random() * TANGLED.length)] as string)
            .split('/')
            .slice(1)
            .map((part) => (part.startsWith(':') || random() < 0.15 ? piece() : part));
    let path = segments.map((segment) => `/${segment}`).join('');
    if (path === '' || random() < 0.15) path += '/';
    const method = ['GET', 'GET', 'HEAD', 'DELETE', 'POST'][Math.floor(random() * 5)] as string;
    const [ours, ...peers] = routers.map((router) => [router.find(method, path), router.allowedMethods(path)]);
    for (const peer of peers) assert.deepEqual(ours, peer, `run ${run}: ${method} ${path}`);
    const kind = (ours![0] as { kind: string }).kind;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  // The paths must exercise every answer, not only not-found.
  for (const kind of ['found', 'method-not-allowed', 'not-found', 'malformed-path'])
    assert.ok((kinds.get(kind) ?? 0) > 100, `${kind}: ${kinds.get(kind)}`);
});
