// Webhook signatures (issue 19): what we sign, the Standard Webhooks receiver library verifies, and
// anything changed on the way is refused.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signDelivery } from '../../../src/webhooks/signature.js';

const BODY = JSON.stringify({ id: 7, type: 'reading.created', data: { value: 21.5, unit: 'Cel' } });

test('the receiver library accepts our headers and body', () => {
  const secret = newWebhookSecret();
  const headers = signDelivery(secret, 'msg_01', new Date(), BODY);
  assert.deepEqual(new Webhook(secret).verify(BODY, { ...headers }), JSON.parse(BODY));
});

test('the signature is v1,<base64 HMAC-SHA256 of "<id>.<seconds>.<body>"> with the key the secret encodes', () => {
  const secret = newWebhookSecret();
  const at = new Date('2024-05-06T07:08:09.987Z');
  const headers = signDelivery(secret, 'msg_02', at, BODY);
  assert.equal(headers['webhook-id'], 'msg_02');
  assert.equal(headers['webhook-timestamp'], '1714979289', 'whole seconds, milliseconds dropped');
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`msg_02.1714979289.${BODY}`).digest('base64');
  assert.equal(headers['webhook-signature'], `v1,${expected}`);
});

test('a changed body, id or timestamp, or a different secret, is refused', () => {
  const secret = newWebhookSecret();
  const headers = signDelivery(secret, 'msg_03', new Date(), BODY);
  const receiver = new Webhook(secret);
  assert.throws(() => receiver.verify(BODY.replace('21.5', '22.5'), { ...headers }), /No matching signature/, 'changed body');
  assert.throws(() => receiver.verify(BODY, { ...headers, 'webhook-id': 'msg_04' }), /No matching signature/, 'changed id');
  const later = String(Number(headers['webhook-timestamp']) + 1);
  assert.throws(() => receiver.verify(BODY, { ...headers, 'webhook-timestamp': later }), /No matching signature/, 'changed time');
  assert.throws(() => new Webhook(newWebhookSecret()).verify(BODY, { ...headers }), /No matching signature/, 'other secret');
});

test('a secret is whsec_ and the base64 of 32 bytes, and no two are alike', () => {
  const first = newWebhookSecret();
  const second = newWebhookSecret();
  for (const secret of [first, second]) {
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.equal(Buffer.from(secret.slice(6), 'base64').length, 32);
  }
  assert.notEqual(first, second);
});

test('an invalid Date is a bug, not a signature over NaN', () => {
  assert.throws(() => signDelivery(newWebhookSecret(), 'msg_05', new Date('nope'), BODY), /invalid Date/);
});
