// Issue 21: the settings of proxies, TLS and rate-limit grouping (src/config.ts): their defaults,
// and a sentence naming the variable for each bad value. The TLS files themselves are checked at
// start-up (src/tls-files.ts, test/e2e/tls.test.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readConfig } from '../../src/config.js';

test('by default: plain HTTP, no proxy trusted, IPv6 clients grouped by /56', () => {
  const config = readConfig({});
  assert.equal(config.tls, undefined);
  assert.deepEqual(config.trustProxy, []);
  assert.equal(config.rateLimit.ipv6Prefix, 56);
});

test('TLS_CERT with TLS_KEY, TRUST_PROXY and RATE_LIMIT_IPV6_PREFIX are read from their variables', () => {
  const config = readConfig({
    TLS_CERT: '/etc/fieldlog/tls/fullchain.pem',
    TLS_KEY: '/etc/fieldlog/tls/privkey.pem',
    TRUST_PROXY: 'loopback, 10.0.0.0/8',
    RATE_LIMIT_IPV6_PREFIX: '64',
  });
  assert.deepEqual(config.tls, { certPath: '/etc/fieldlog/tls/fullchain.pem', keyPath: '/etc/fieldlog/tls/privkey.pem' });
  assert.deepEqual(config.trustProxy, ['loopback', '10.0.0.0/8']);
  assert.equal(config.rateLimit.ipv6Prefix, 64);
});

test('one of TLS_CERT and TLS_KEY without the other stops the start with a sentence naming both', () => {
  assert.throws(() => readConfig({ TLS_CERT: '/a.pem' }), {
    message:
      'TLS_CERT is set but TLS_KEY is not: HTTPS needs both the certificate (TLS_CERT) and its private key (TLS_KEY), or neither for plain HTTP',
  });
  assert.throws(() => readConfig({ TLS_KEY: '/a.key', TLS_CERT: '' }), {
    message:
      'TLS_KEY is set but TLS_CERT is not: HTTPS needs both the certificate (TLS_CERT) and its private key (TLS_KEY), or neither for plain HTTP',
  });
});

for (const value of ['0', '129', '/56', '56.5']) {
  test(`RATE_LIMIT_IPV6_PREFIX=${value} stops the start with a sentence naming it`, () => {
    assert.throws(() => readConfig({ RATE_LIMIT_IPV6_PREFIX: value }), {
      message: `RATE_LIMIT_IPV6_PREFIX must be an integer from 1 to 128, not "${value}"`,
    });
  });
}
