// The seed writes its rows' created_at, updated_at and time with scripts/seed-iso-text.ts instead of
// Date.prototype.toISOString(): the text must be toISOString()'s, character for character, for every
// instant, or the seeded rows would change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createIsoText } from '../../../scripts/seed-iso-text.js';
import { createRandom } from '../../../scripts/seeded-random.js';

const DAY_MS = 86_400_000;

test('the seed formats every instant as toISOString() does, to the millisecond and to the second', () => {
  const { iso, isoSeconds } = createIsoText();
  const random = createRandom(22);
  const instants = [
    0,
    1,
    999,
    DAY_MS - 1,
    DAY_MS,
    Date.UTC(2024, 1, 29, 23, 59, 59, 999), // a leap day's last millisecond
    Date.UTC(2024, 2, 1),
    Date.UTC(1999, 11, 31, 23, 59, 59, 999),
    Date.UTC(9999, 11, 31, 23, 59, 59, 999), // the last instant with a four-digit year
    Date.UTC(10000, 0, 1), // toISOString() writes +010000 from here on
    -1, // before 1970
    Date.UTC(-1, 5, 1),
    1.5, // not a whole millisecond: Date truncates
  ];
  // Instants all over 1970 to 9999, and a year of them around now, as a seed writes them.
  for (let i = 0; i < 20_000; i += 1) instants.push(Math.floor(random() * Date.UTC(10000, 0, 1)));
  const now = Date.now();
  for (let i = 0; i < 20_000; i += 1) instants.push(now - Math.floor(random() * 365 * DAY_MS));
  for (const ms of instants) {
    const expected = new Date(ms).toISOString();
    assert.equal(iso(ms), expected, `${ms}`);
    assert.equal(isoSeconds(ms), expected.slice(0, 19), `${ms}`);
  }
});
