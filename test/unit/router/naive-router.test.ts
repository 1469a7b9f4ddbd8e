import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeRouter } from '../../../src/router/describe.js';
import { NaiveRouter } from '../../../bench/routers/naive-router.js';
import { Router } from '../../../src/router/router.js';
import { addRoutes, runRouterSuite } from './conformance.js';

runRouterSuite('NaiveRouter (reference)', <T>() => new NaiveRouter<T>());

test('describeRouter prints the same tree for the naive router as for the trie', () => {
  assert.equal(describeRouter(addRoutes(new NaiveRouter<string>())), describeRouter(addRoutes(new Router<string>())));
});
