// Issue 21: the metrics settings (METRICS, METRICS_PORT, METRICS_HOST) have their documented
// defaults, and a bad value stops the start with a sentence naming the variable.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readConfig } from '../../src/config.js';

test('by default /metrics is on, on the service port only', () => {
  const config = readConfig({});
  assert.deepEqual([config.metrics, config.metricsPort, config.metricsHost], ['on', undefined, undefined]);
});

test('METRICS_PORT and METRICS_HOST are read; METRICS=off is read', () => {
  const config = readConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' });
  assert.deepEqual([config.metrics, config.metricsPort, config.metricsHost], ['on', 9464, '10.0.0.5']);
  assert.equal(readConfig({ METRICS: 'off' }).metrics, 'off');
});

for (const [env, sentence] of [
  [{ METRICS: 'yes' }, 'METRICS must be on or off, not "yes"'],
  [{ METRICS_PORT: 'http' }, 'METRICS_PORT must be an integer from 1 to 65535, not "http"'],
  [{ METRICS_PORT: '0' }, 'METRICS_PORT must be an integer from 1 to 65535, not "0"'],
  [{ METRICS_PORT: '9464', METRICS: 'off' }, 'METRICS_PORT must not be set with METRICS=off: there would be nothing to serve on it'],
  [{ METRICS_PORT: '3000' }, 'METRICS_PORT must differ from PORT (3000): it serves /metrics without credentials'],
] as const) {
  test(`${JSON.stringify(env)} is refused with a sentence`, () => {
    assert.throws(() => readConfig(env), { message: sentence });
  });
}
