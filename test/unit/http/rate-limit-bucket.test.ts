// Issue 21: the address a rate-limit count goes on (src/http/guards/rate-limit-bucket.ts, addressGroup):
// IPv6 by its network prefix in every way an address can be written, IPv4 and IPv4-mapped IPv6 as
// the IPv4 address.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressGroup } from '../../../src/http/guards/rate-limit-bucket.js';

test('IPv6 addresses of one /56 give one group, whichever way they are written', () => {
  const group = '2001:db8:0:0:0:0:0:0/56';
  for (const address of [
    '2001:db8::1',
    '2001:0db8:0000:00ff:ffff:ffff:ffff:ffff',
    '2001:DB8:0:1::',
    '2001:db8::1%eth0',
    '2001:db8::192.0.2.1',
  ]) {
    assert.equal(addressGroup(address, 56), group, address);
  }
  assert.equal(addressGroup('2001:db8:0:100::1', 56), '2001:db8:0:100:0:0:0:0/56');
  assert.equal(addressGroup('::', 56), '0:0:0:0:0:0:0:0/56');
});

test('the prefix is honoured at any length, 128 keeping every address apart', () => {
  assert.equal(addressGroup('2001:db8:abcd:12ff::1', 48), '2001:db8:abcd:0:0:0:0:0/48');
  assert.equal(addressGroup('2001:db8:abcd:12ff::1', 60), '2001:db8:abcd:12f0:0:0:0:0/60');
  assert.equal(addressGroup('2001:db8:abcd:12ff::1', 128), '2001:db8:abcd:12ff:0:0:0:1/128');
  assert.equal(addressGroup('ffff::1', 1), '8000:0:0:0:0:0:0:0/1');
});

test('IPv4 stays as it is, and IPv4-mapped IPv6 is its IPv4 address in either notation', () => {
  assert.equal(addressGroup('203.0.113.9', 56), '203.0.113.9');
  assert.equal(addressGroup('::ffff:203.0.113.9', 56), '203.0.113.9');
  assert.equal(addressGroup('::ffff:cb00:7109', 56), '203.0.113.9');
  assert.equal(addressGroup('::1', 56), '0:0:0:0:0:0:0:0/56', 'the IPv6 loopback is an IPv6 address like another');
  assert.equal(addressGroup('unknown', 56), 'unknown');
});
