// Issue 6: every limit is configurable from the environment, has the documented default, and a bad
// value stops the start with a sentence naming the variable (docs/operations.md).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readConfig } from '../../src/config.js';

test('with no settings, the limits are the documented defaults', () => {
  const config = readConfig({});
  assert.deepEqual(config.limits, { maxBytes: 1_048_576, maxXmlBytes: 131_072, maxParameters: 64, maxBatchBytes: 16_777_216 });
  assert.deepEqual({ limit: config.rateLimit.limit, windowSeconds: config.rateLimit.windowSeconds }, { limit: 6000, windowSeconds: 60 });
  assert.deepEqual(config.cors.origins, []);
  assert.equal(config.shutdownGraceMs, 8000);
  assert.deepEqual(config.timeouts, { keepAliveMs: 5000, headersMs: 10_000, requestMs: 25_000 });
});

test('each limit is read from its variable', () => {
  const config = readConfig({
    BODY_LIMIT_BYTES: '2048',
    XML_BODY_LIMIT_BYTES: '1024',
    PARAMETER_LIMIT: '8',
    BULK_BODY_LIMIT_BYTES: '4096',
    RATE_LIMIT: '0',
    RATE_LIMIT_WINDOW_SECONDS: '5',
    CORS_ORIGINS: 'https://a.example, https://b.example,',
    SHUTDOWN_GRACE_MS: '0',
    KEEP_ALIVE_TIMEOUT_MS: '65000',
    HEADERS_TIMEOUT_MS: '20000',
    REQUEST_TIMEOUT_MS: '120000',
  });
  assert.deepEqual(config.limits, { maxBytes: 2048, maxXmlBytes: 1024, maxParameters: 8, maxBatchBytes: 4096 });
  assert.deepEqual({ limit: config.rateLimit.limit, windowSeconds: config.rateLimit.windowSeconds }, { limit: 0, windowSeconds: 5 });
  assert.deepEqual(config.cors.origins, ['https://a.example', 'https://b.example']);
  assert.equal(config.shutdownGraceMs, 0);
  assert.deepEqual(config.timeouts, { keepAliveMs: 65_000, headersMs: 20_000, requestMs: 120_000 });
});

for (const [name, value] of [
  ['BODY_LIMIT_BYTES', '1mb'],
  ['BODY_LIMIT_BYTES', '100'],
  ['BULK_BODY_LIMIT_BYTES', '16MiB'],
  ['XML_BODY_LIMIT_BYTES', '-1'],
  ['PARAMETER_LIMIT', '1e3'],
  ['RATE_LIMIT', 'lots'],
  ['RATE_LIMIT_WINDOW_SECONDS', '0'],
  ['SHUTDOWN_GRACE_MS', '600000'],
  ['KEEP_ALIVE_TIMEOUT_MS', '0'],
  ['HEADERS_TIMEOUT_MS', '10s'],
  ['REQUEST_TIMEOUT_MS', '999'],
] as const) {
  test(`${name}=${value} stops the start with a sentence naming ${name}`, () => {
    assert.throws(
      () => readConfig({ [name]: value }),
      (error: Error) => error.message.startsWith(`${name} must be an integer from `) && error.message.endsWith(`, not "${value}"`),
    );
  });
}

test('HEADERS_TIMEOUT_MS above REQUEST_TIMEOUT_MS stops the start with a sentence naming both', () => {
  assert.throws(() => readConfig({ HEADERS_TIMEOUT_MS: '30000' }), {
    message: 'HEADERS_TIMEOUT_MS (30000) must not exceed REQUEST_TIMEOUT_MS (25000): the headers are part of the request',
  });
});

test('LOG_LEVEL takes debug, info, warn, error or silent (info by default), and SLOW_QUERY_MS a number of milliseconds (issue 21)', () => {
  assert.equal(readConfig({}).logLevel, 'info');
  assert.equal(readConfig({}).slowQueryMs, 100);
  for (const level of ['debug', 'info', 'warn', 'error', 'silent']) assert.equal(readConfig({ LOG_LEVEL: level }).logLevel, level);
  for (const bad of ['verbose', 'INFO', 'trace', 'fatal']) {
    assert.throws(() => readConfig({ LOG_LEVEL: bad }), {
      message: `LOG_LEVEL must be debug, info, warn, error or silent, not "${bad}"`,
    });
  }
  assert.equal(readConfig({ SLOW_QUERY_MS: '0' }).slowQueryMs, 0);
  assert.throws(() => readConfig({ SLOW_QUERY_MS: '-5' }), { message: 'SLOW_QUERY_MS must be an integer from 0 to 600000, not "-5"' });
});
