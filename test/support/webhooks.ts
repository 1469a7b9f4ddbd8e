// Webhooks over HTTP for the webhook tests (issue 19): subscribing, reading a webhook's deliveries and
// the change log they come from, and the delivery settings a test server runs with.
import { DEFAULT_WEBHOOK_DELIVERY } from '../../src/webhooks/delivery-worker.js';
import type { WebhookDeliveryOptions } from '../../src/webhooks/delivery-worker.js';
import type { ServerOptions } from '../../src/server.js';
import { assertSuccess } from '../fixtures/resources.js';
import { send } from './server.js';
import type { Requester } from './events.js';
import type { WebhookDelivery } from '../../src/storage/index.js';

export type { Requester };

/** A Requester for a server known by its port only (a second server on a database, a child process). */
export function over(port: number): Requester {
  return { request: (method, target, options) => send(port, method, target, options) };
}

/** A delivery as GET /webhooks/{id}/deliveries answers it: the store's shape, sent as it is. */
export type DeliveryView = WebhookDelivery;

/** Settings of the delivery worker a test may change. */
export type DeliverySettings = Partial<Omit<WebhookDeliveryOptions, 'onError'>>;

/**
 * The `webhooks` option of a test server: delivery to the loopback receiver allowed, and the
 * worker's timings, small, as the test names them. src/server.ts hands the whole object to the
 * worker, though ServerOptions types only the part the environment sets (Config['webhooks']).
 */
export function webhookSettings(settings: DeliverySettings = {}): ServerOptions['webhooks'] {
  return { ...DEFAULT_WEBHOOK_DELIVERY, policy: { allowHttp: true, allowPrivate: true }, pollMs: 50, retryBaseMs: 20, ...settings };
}

/** Creates a webhook over HTTP; resolves to its id and its secret. */
export async function subscribe(
  server: Requester,
  url: string,
  types: string,
  headers: Record<string, string> = {},
): Promise<{ id: string; secret: string }> {
  const body = assertSuccess(await server.request('POST', '/webhooks', { headers, json: { url, types } }), 201);
  return { id: body.data.id, secret: body.data.secret };
}

/** A webhook's deliveries as GET /webhooks/{id}/deliveries shows them, oldest event first. */
export async function deliveriesOf(server: Requester, webhookId: string, headers: Record<string, string> = {}): Promise<DeliveryView[]> {
  const body = assertSuccess(await server.request('GET', `/webhooks/${webhookId}/deliveries?limit=200`, { headers }), 200);
  return (body.data as DeliveryView[]).reverse();
}
