// Webhook signing secrets and signatures (issue 19), as Standard Webhooks 1.0 defines them, so any
// receiver can verify a delivery with that project's libraries. The signing itself is the
// standardwebhooks package's: the same code receivers verify with, not our reading of the spec.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The three headers that carry a delivery's signature. */
// A type, not an interface: only a type alias is assignable to postDelivery's Record<string, string>.
export type SignatureHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/**
 * A new signing secret: `whsec_` and the base64 of 32 random bytes. Standard Webhooks allows 24 to 64
 * bytes; 32 is as long as the HMAC-SHA256 it keys, so a longer key would add no strength.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The headers for one delivery attempt. `messageId` is the same on every retry of one event, so a
 * receiver can drop duplicates; `timestamp` is the attempt's time (receivers refuse one more than
 * five minutes away from their clock). `body` must be the exact bytes sent.
 * Throws when `secret` is not `whsec_` plus base64 (a stored secret is always ours, so that is a bug).
 *
 * @example
 *   const headers = signDelivery(secret, 'evt_42', new Date(), JSON.stringify(event));
 *   // { 'webhook-id': 'evt_42', 'webhook-timestamp': '1700000000', 'webhook-signature': 'v1,…' }
 */
export function signDelivery(secret: string, messageId: string, timestamp: Date, body: string): SignatureHeaders {
  const milliseconds = timestamp.getTime();
  if (Number.isNaN(milliseconds)) throw new Error(`signDelivery was given an invalid Date for message ${messageId}.`);
  // The package strips the whsec_ prefix and decodes the rest as base64, then signs
  // "<id>.<seconds>.<body>" with the timestamp floored to whole seconds; the header must say those
  // same seconds or the receiver computes a different HMAC.
  const signature = new Webhook(secret).sign(messageId, timestamp, body);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(milliseconds / 1000)),
    'webhook-signature': signature,
  };
}
