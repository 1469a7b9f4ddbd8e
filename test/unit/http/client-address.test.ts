// TRUST_PROXY (issue 16): behind a load balancer the client is the address a trusted proxy forwarded
// for, and only a trusted hop is believed, so a client cannot pick its own rate-limit bucket.
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { test } from 'node:test';
import { createClientAddress } from '../../../src/http/guards/client-address.js';

function request(peer: string, forwardedFor?: string | string[]): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

test('without TRUST_PROXY the socket is the client and X-Forwarded-For is ignored', () => {
  const clientOf = createClientAddress([]);
  assert.equal(clientOf(request('127.0.0.1', '203.0.113.5')), '127.0.0.1');
});

test('a trusted proxy: the nearest hop that is not a trusted proxy is the client', () => {
  const clientOf = createClientAddress(['loopback', '10.0.0.0/8', '2001:db8::/32']);
  assert.equal(clientOf(request('127.0.0.1', '203.0.113.5')), '203.0.113.5');
  assert.equal(clientOf(request('::ffff:127.0.0.1', '203.0.113.5')), '203.0.113.5', 'IPv4 mapped into IPv6');
  // A client that writes its own X-Forwarded-For only adds hops to the left of the real one.
  assert.equal(clientOf(request('127.0.0.1', '198.51.100.1, 203.0.113.5')), '203.0.113.5');
  assert.equal(clientOf(request('127.0.0.1', '198.51.100.1, 203.0.113.5, 10.1.2.3')), '203.0.113.5', 'through two proxies');
  assert.equal(clientOf(request('127.0.0.1', ['198.51.100.1', '203.0.113.5'])), '203.0.113.5', 'repeated headers are one list');
  assert.equal(clientOf(request('2001:db8::7', '2001:db8::8, 2001:db9::1')), '2001:db9::1');
  // Every hop a trusted proxy: the farthest is as far as can be known.
  assert.equal(clientOf(request('127.0.0.1', '10.0.0.9, 10.0.0.8')), '10.0.0.9');
  // No header, or one that is not an address, leaves the last believable hop.
  assert.equal(clientOf(request('127.0.0.1')), '127.0.0.1');
  assert.equal(clientOf(request('127.0.0.1', 'unknown, 10.0.0.4')), '10.0.0.4');
});

test('a peer that is not a trusted proxy is the client, whatever it forwards', () => {
  const clientOf = createClientAddress(['10.0.0.1']);
  assert.equal(clientOf(request('192.0.2.44', '203.0.113.5')), '192.0.2.44');
  assert.equal(clientOf(request('10.0.0.1', '203.0.113.5')), '203.0.113.5');
  assert.equal(clientOf(request('10.0.0.2', '203.0.113.5')), '10.0.0.2');
});

test('TRUST_PROXY refuses what is not an address, a range, loopback or private, with a sentence', () => {
  for (const entry of ['proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.0/x', 'all']) {
    assert.throws(() => createClientAddress([entry]), new RegExp(`TRUST_PROXY names "${entry.replace(/[./]/g, '\\$&')}", which is not`));
  }
  assert.doesNotThrow(() => createClientAddress(['private', '192.0.2.1', 'fd00::/8']));
});
