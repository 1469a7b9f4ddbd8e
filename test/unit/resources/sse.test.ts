// The live stream's frames: the one the reader splices from the stored text is byte for byte the one
// made from the parsed event, so the stream and the list carry the same JSON (issue 19).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { filterKey, matchesEventFilter, sseEvent, sseEventText } from '../../../src/resources/events/sse.js';
import type { ChangeEvent } from '../../../src/storage/store.js';

const BASE: ChangeEvent = {
  id: 42,
  type: 'reading.created',
  collection: 'readings',
  resource_id: '01JABCDEF',
  actor: null,
  occurred_at: '2026-11-26T07:35:23.454Z',
  data: { id: '01JABCDEF', area: 'bonn:rheinaue', mean: -21.5, note: null },
};

test('a frame spliced from the stored data equals the frame of the parsed event', () => {
  const cases: ChangeEvent[] = [
    BASE,
    { ...BASE, actor: 'field "laptop"', data: { text: 'line\nbreak\r\ndata: id: 7\u2028\u2029', emoji: '🌧', big: 1e21, small: 5e-324 } },
    { ...BASE, type: 'device.deleted', collection: 'devices', data: { nested: { a: [1, 2, { b: 'c' }] } } },
  ];
  for (const event of cases) assert.equal(sseEventText({ ...event, data: JSON.stringify(event.data) }), sseEvent(event));
});

test('for any JSON data, the spliced frame is the parsed one, and it is one data line', () => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.option(fc.string()), (value, actor) => {
      const event: ChangeEvent = { ...BASE, actor, data: { value } as Record<string, unknown> };
      const text = JSON.stringify(event.data);
      // What the log stores is JSON.stringify's text; the frame must not depend on parsing it again.
      const frame = sseEventText({ ...event, data: text });
      assert.equal(frame, sseEvent({ ...event, data: JSON.parse(text) }));
      assert.equal(frame.split('\n').filter((line) => line.startsWith('data:')).length, 1);
    }),
  );
});

test('filters match as the log applies them, and listeners with one filter share one key', () => {
  assert.equal(matchesEventFilter(BASE, { type: 'reading.*' }), true);
  assert.equal(matchesEventFilter(BASE, { type: 'reading.updated' }), false);
  assert.equal(matchesEventFilter(BASE, { type: 'location.*' }), false);
  assert.equal(matchesEventFilter(BASE, { collection: 'locations' }), false);
  assert.equal(matchesEventFilter(BASE, { type: '*', collection: 'readings' }), true);
  assert.equal(filterKey({ type: 'reading.*' }), filterKey({ type: 'reading.*', collection: undefined }));
  assert.notEqual(filterKey({ type: 'reading.*' }), filterKey({ collection: 'readings' }));
});
