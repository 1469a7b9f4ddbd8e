// Issue 19: the receiver docs/conventions.md shows (docs/examples/webhook-receiver.mjs), run as it is
// against a real Fieldlog: it verifies every delivery with the `standardwebhooks` package and hands on
// each event once, equal to the change log's; a body changed on the way fails its check.
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
// @ts-expect-error: the example is plain JavaScript for people to copy; it has no types.
import { receiveDeliveries } from '../../docs/examples/webhook-receiver.mjs';
import { assertSuccess } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let fieldlog: TestServer;
const received: { event: Record<string, unknown>; id: string }[] = [];
let listener: ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | undefined;
const receiver = createServer((req, res) => listener?.(req, res));

before(async () => {
  fieldlog = await startServer({ webhooks: { policy: { allowHttp: true, allowPrivate: true }, pollMs: 50 } });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

after(async () => {
  receiver.close();
  await fieldlog.close();
});

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

test('the documented receiver verifies each delivery with standardwebhooks and gets the events of the log, once each', async () => {
  const port = (receiver.address() as AddressInfo).port;
  const created = assertSuccess(
    await fieldlog.request('POST', '/webhooks', { json: { url: `http://127.0.0.1:${port}/fieldlog`, types: 'location.*' } }),
    201,
  );
  const secret = created.data.secret as string;
  listener = receiveDeliveries(new Webhook(secret), (event: Record<string, unknown>, id: string) => received.push({ event, id }));

  const location = assertSuccess(
    await fieldlog.request('POST', '/locations', { json: { version_number: 1, latitude: 52.1, longitude: 4.3, altitude: 2 } }),
    201,
  );
  await fieldlog.request('DELETE', `/locations/${location.data.id}?version_number=1`);
  await until('two deliveries', () => (received.length >= 2 ? true : undefined));

  const logged = assertSuccess(await fieldlog.request('GET', '/events?version_number=1&type=location.*'), 200).data;
  assert.deepEqual(
    received.map((delivery) => delivery.event),
    logged,
  );
  assert.deepEqual(
    received.map((delivery) => delivery.id),
    logged.map((event: { id: number }) => `msg_${created.data.id}_${event.id}`),
  );
});

test('the documented receiver refuses a delivery whose body was changed after it was signed', async () => {
  const port = (receiver.address() as AddressInfo).port;
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
  listener = receiveDeliveries(new Webhook(secret), () => assert.fail('a forged delivery was handed on'));
  const signed = new Webhook(secret).sign('msg_forged_1', new Date(), '{"id":1}');
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': 'msg_forged_1',
          'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
          'webhook-signature': signed,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end('{"id":2}');
  });
  assert.equal(status, 400);
});
