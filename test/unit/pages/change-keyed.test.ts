// Issue 22: the home page's newest lists are rendered once per change of the data (change-keyed.ts).
// What is kept is exactly what was read while the change log's newest id stood still, under the key
// of what the visitor may use; anything read while it moved, or with a section that failed, is not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ChangeKeyedMarkup } from '../../../src/pages/change-keyed.js';
import type { Rendered } from '../../../src/pages/change-keyed.js';
import { html } from '../../../src/pages/html.js';

/** A change log whose newest id the test sets, and a renderer that says how often it ran. */
function fixture() {
  const log = { newest: 0 };
  const cache = new ChangeKeyedMarkup(async () => log.newest);
  let renders = 0;
  const render =
    (text: string, options: { complete?: boolean; during?: () => void } = {}) =>
    async (): Promise<Rendered> => {
      renders++;
      options.during?.();
      return { markup: html`${text}`, complete: options.complete ?? true };
    };
  return { log, cache, render, renders: () => renders };
}

test('one render per change of the log and key; the same markup until the log moves', async () => {
  const { log, cache, render, renders } = fixture();
  assert.equal(String(await cache.get('rc', render('at 0'))), 'at 0');
  assert.equal(String(await cache.get('rc', render('not asked'))), 'at 0');
  assert.equal(String(await cache.get('r-', render('viewer at 0'))), 'viewer at 0', 'another key renders its own');
  assert.equal(String(await cache.get('rc', render('not asked'))), 'at 0');
  assert.equal(renders(), 2);
  log.newest = 7;
  assert.equal(String(await cache.get('rc', render('at 7'))), 'at 7', 'a change renders again');
  assert.equal(String(await cache.get('r-', render('viewer at 7'))), 'viewer at 7', 'every key, once');
  assert.equal(String(await cache.get('r-', render('not asked'))), 'viewer at 7');
  assert.deepEqual(cache.counts, { rendered: 4, kept: 3 });
});

test('markup read while a change committed is shown but not kept', async () => {
  const { log, cache, render } = fixture();
  const moved = await cache.get('rc', render('read across 0 → 1', { during: () => (log.newest = 1) }));
  assert.equal(String(moved), 'read across 0 → 1');
  assert.equal(String(await cache.get('rc', render('at 1'))), 'at 1', 'rendered again at the new id');
  assert.equal(String(await cache.get('rc', render('not asked'))), 'at 1');
});

test('a page whose section could not be read is not kept', async () => {
  const { cache, render } = fixture();
  assert.equal(String(await cache.get('rc', render('unavailable', { complete: false }))), 'unavailable');
  assert.equal(String(await cache.get('rc', render('read'))), 'read');
  assert.equal(String(await cache.get('rc', render('not asked'))), 'read');
});

test('a slow render of an older snapshot never replaces what a later one kept', async () => {
  // On SQLite a request reads the log and its rows in its turn's snapshot, so a slow one can see 3
  // before and after its rendering while a later request, in a later snapshot, has kept the markup
  // of 4. The log answers each read in the order of this script.
  const script = [3, 4, 4, 3, 4];
  const cache = new ChangeKeyedMarkup(async () => script.shift() ?? 4);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const slow = cache.get('rc', async () => {
    await held;
    return { markup: html`at 3`, complete: true };
  });
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(String(await cache.get('rc', async () => ({ markup: html`at 4`, complete: true }))), 'at 4');
  release();
  assert.equal(String(await slow), 'at 3', 'the slow request gets what it read');
  assert.equal(String(await cache.get('rc', async () => ({ markup: html`not asked`, complete: true }))), 'at 4');
  assert.deepEqual(cache.counts, { rendered: 2, kept: 1 });
});

test('a log that cannot be read renders every time and keeps nothing', async () => {
  let away = true;
  const cache = new ChangeKeyedMarkup(async () => {
    if (away) throw new Error('The database does not answer right now');
    return 5;
  });
  let renders = 0;
  const render = async (): Promise<Rendered> => ({ markup: html`render ${++renders}`, complete: true });
  assert.equal(String(await cache.get('rc', render)), 'render 1');
  assert.equal(String(await cache.get('rc', render)), 'render 2', 'nothing was kept while the log was away');
  away = false;
  assert.equal(String(await cache.get('rc', render)), 'render 3');
  assert.equal(String(await cache.get('rc', render)), 'render 3', 'kept once the log answers');
});
