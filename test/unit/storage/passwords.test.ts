// Passwords of people (issue 17): scrypt with a salt of its own per hash, verified in constant time;
// a stored string that is not ours is a wrong password, never an error; a name nobody has costs the
// time of a real check.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../../src/storage/index.js';

const PASSWORD = 'correct horse battery staple';
const STORED = /^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/;

test('a hash verifies its password and no other', async () => {
  const stored = await hashPassword(PASSWORD);
  assert.match(stored, STORED);
  assert.ok(!stored.includes(PASSWORD));
  assert.equal(await verifyPassword(PASSWORD, stored), true);
  assert.equal(await verifyPassword(`${PASSWORD} `, stored), false);
  assert.equal(await verifyPassword('Correct horse battery staple', stored), false);
  assert.equal(await verifyPassword('', stored), false);
});

test('each hash has a salt of its own, so one password gives two hashes that each verify it', async () => {
  const [first, second] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
  assert.notEqual(first.split('$')[4], second.split('$')[4]);
  assert.notEqual(first, second);
  assert.equal(await verifyPassword(PASSWORD, first), true);
  assert.equal(await verifyPassword(PASSWORD, second), true);
});

test('a password is compared as text in Unicode normal form C, however it was typed', async () => {
  const stored = await hashPassword('caf\u00e9 au lait, bitte');
  assert.equal(await verifyPassword('cafe\u0301 au lait, bitte', stored), true);
});

test('a malformed stored string, or one with parameters out of bounds, is false and never throws', async () => {
  const good = await hashPassword(PASSWORD);
  const [, , , , salt, hash] = good.split('$');
  const malformed = [
    '',
    'scrypt',
    good.replace('scrypt$', 'bcrypt$'),
    good.slice(0, -4),
    `${good}$`,
    `scrypt$16384$8$1$${salt}`,
    `scrypt$16384$8$1$${salt}$not*base64`,
    `scrypt$16383$8$1$${salt}$${hash}`, // N not a power of two
    `scrypt$1073741824$8$1$${salt}$${hash}`, // gigabytes
    `scrypt$16384$0$1$${salt}$${hash}`,
    `scrypt$16384$8$999$${salt}$${hash}`,
    `scrypt$16384$8$1$AAAA$${hash}`, // a salt of 3 bytes
    `scrypt$16384$8$1$${salt}$AAAA`, // a hash of 3 bytes
    '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
  ];
  for (const stored of malformed) assert.equal(await verifyPassword(PASSWORD, stored), false, stored);
});

test('verifyAgainstNothing answers false after as much work as a real check', async () => {
  const stored = await hashPassword(PASSWORD);
  const time = async (check: () => Promise<boolean>) => {
    const started = performance.now();
    await check();
    return performance.now() - started;
  };
  assert.equal(await verifyAgainstNothing(PASSWORD), false);
  // Medians of a few rounds each, taken in turn, so that a busy moment of the machine falls on both.
  const real: number[] = [];
  const nothing: number[] = [];
  for (let round = 0; round < 5; round++) {
    real.push(await time(() => verifyPassword('wrong password here', stored)));
    nothing.push(await time(() => verifyAgainstNothing('wrong password here')));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
  const ratio = median(nothing) / median(real);
  assert.ok(ratio > 0.5 && ratio < 2, `verifyAgainstNothing took ${median(nothing)} ms, a real check ${median(real)} ms`);
});
