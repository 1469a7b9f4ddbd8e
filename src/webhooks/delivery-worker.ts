// Delivering webhooks (issue 19): every process runs one of these. A round turns new events into
// deliveries (WebhookStore.enqueue), then leases the webhooks whose oldest pending delivery is due,
// and works through each one's queue in event order: the head is tried, and only once it is
// delivered (or given up) does the next one go. A failure waits with exponential backoff and jitter;
// 24 hours after its first attempt a delivery is given up and the queue moves on. The lease makes one
// process at a time try a webhook; one that dies leaves a lease that runs out, and what it was
// trying is tried again: at least once, never lost.
import { randomUUID } from 'node:crypto';
import type { WebhookStore } from '../storage/index.js';
import type { EventLog } from '../storage/store.js';
import type { DueDelivery } from '../storage/index.js';
import type { WebhookUrlPolicy } from './address-guard.js';
import { postDelivery } from './post-delivery.js';
import { childTraceparent } from '../tracing/traceparent.js';
import type { DeliveryOutcome } from './post-delivery.js';
import { signDelivery } from './signature.js';

export interface WebhookDeliveryOptions {
  /** WEBHOOK_ALLOW_HTTP, WEBHOOK_ALLOW_PRIVATE: checked again at every attempt, since DNS can change. */
  policy: WebhookUrlPolicy;
  /** WEBHOOK_TIMEOUT_MS: one attempt, connection to last byte. */
  timeoutMs: number;
  /** WEBHOOK_RETRY_BASE_MS: the wait after a first failure; it doubles with each one after it. */
  retryBaseMs: number;
  /** The longest wait between two attempts. */
  retryMaxMs: number;
  /** How long after its first attempt a delivery is given up. */
  giveUpMs: number;
  /** How often due retries are looked for when nothing wakes the worker. */
  pollMs: number;
  /** How long a lease holds a webhook for this process without being renewed. */
  leaseMs: number;
  /** Webhooks worked on at once by this process. */
  concurrency: number;
  onError: (error: unknown) => void;
  /** Hears how each attempt ended, for /metrics: delivered, failed and retrying, or failed and given up. */
  onAttempt?: (outcome: 'delivered' | 'retrying' | 'given_up') => void;
}

export const DEFAULT_WEBHOOK_DELIVERY: Omit<WebhookDeliveryOptions, 'onError'> = {
  policy: { allowHttp: false, allowPrivate: false },
  timeoutMs: 10_000,
  retryBaseMs: 5_000,
  retryMaxMs: 60 * 60 * 1000,
  giveUpMs: 24 * 60 * 60 * 1000,
  pollMs: 1_000,
  // Well past an attempt's timeout: a lease is renewed after every attempt.
  leaseMs: 60_000,
  concurrency: 16,
};

/** Starts delivering; resolves the returned stop() once the attempts in flight have ended. */
export function startWebhookDeliveries(
  store: { webhooks: WebhookStore; events: EventLog },
  options: Partial<WebhookDeliveryOptions> & Pick<WebhookDeliveryOptions, 'onError'>,
): () => Promise<void> {
  const settings: WebhookDeliveryOptions = { ...DEFAULT_WEBHOOK_DELIVERY, ...options };
  const owner = `${process.pid}-${randomUUID()}`;
  // A lease renewed only between attempts must outlast one, or another process could claim the
  // webhook and send the same delivery while this one still waits for its answer.
  const leaseMs = Math.max(settings.leaseMs, 2 * settings.timeoutMs);
  // The webhooks this process is working through, and the work itself (stop() waits for it). A
  // drain leaves `draining` before it gives its lease back: a claim that takes the lease after that
  // must start a new drain, not be skipped as one in progress (that left a lease held by nobody
  // working, and the webhook stalled until it ran out).
  const draining = new Set<string>();
  const working = new Set<Promise<void>>();
  let stopped = false;
  let running = false;
  let again = false;

  const round = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        // The log is watched only while a webhook exists: a server without any pays nothing for them.
        const any = await store.webhooks.enqueue();
        if (any && unwatch === undefined) unwatch = store.events.watch(() => void round());
        if (!any && unwatch !== undefined) {
          unwatch();
          unwatch = undefined;
        }
        // No webhook, nothing to claim: a server without webhooks writes nothing for them.
        if (!any) break;
        const free = settings.concurrency - draining.size;
        if (free <= 0) break;
        const now = new Date();
        const claimed = await store.webhooks.claim(owner, now, new Date(now.getTime() + leaseMs));
        for (const id of claimed) {
          // Ours already only when a drain outlived its lease: the claim renewed it for that drain.
          if (draining.has(id)) continue;
          draining.add(id);
          const work: Promise<void> = drain(id).finally(() => {
            working.delete(work);
            // A place came free: the next due webhook need not wait for the poll.
            if (!stopped) void round();
          });
          working.add(work);
        }
      } while (again && !stopped);
    } catch (error) {
      settings.onError(error);
    } finally {
      running = false;
    }
  };

  /** The webhook's queue, head first, while heads are due and delivered; then the lease goes back. */
  const drain = async (webhookId: string): Promise<void> => {
    try {
      while (!stopped) {
        const head = await store.webhooks.head(webhookId);
        if (head === undefined || head.paused || Date.parse(head.nextAttemptAt) > Date.now()) return;
        const delivered = await attempt(head);
        await store.webhooks.renew(webhookId, owner, new Date(Date.now() + leaseMs));
        if (!delivered) return;
      }
    } catch (error) {
      settings.onError(error);
    } finally {
      draining.delete(webhookId);
      await store.webhooks.release(webhookId, owner).catch(settings.onError);
    }
  };

  /** One attempt at the head, recorded; true when the queue may go on to the next delivery. */
  const attempt = async (head: DueDelivery): Promise<boolean> => {
    const at = new Date();
    const number = head.attempts + 1;
    const outcome: DeliveryOutcome =
      head.event === undefined
        ? {
            ok: false,
            status: null,
            error: 'the event left the change log (EVENT_RETENTION_DAYS) before it could be delivered',
            durationMs: 0,
            responseExcerpt: '',
          }
        : await post(head);
    if (outcome.ok) {
      await store.webhooks.record({
        ...identify(head),
        attempt: number,
        at,
        status: outcome.status,
        error: null,
        durationMs: outcome.durationMs,
        state: 'delivered',
      });
      settings.onAttempt?.('delivered');
      return true;
    }
    const firstAt = head.firstAttemptAt === null ? at.getTime() : Date.parse(head.firstAttemptAt);
    const next = at.getTime() + backoff(number, settings);
    const givenUp = head.event === undefined || next - firstAt > settings.giveUpMs;
    await store.webhooks.record({
      ...identify(head),
      attempt: number,
      at,
      status: outcome.status,
      error: outcome.error,
      durationMs: outcome.durationMs,
      state: givenUp ? 'failed' : 'pending',
      nextAttemptAt: givenUp ? undefined : new Date(next),
    });
    settings.onAttempt?.(givenUp ? 'given_up' : 'retrying');
    // Given up, the queue moves on; waiting, it waits: order within a webhook holds.
    return givenUp;
  };

  const post = (head: DueDelivery): Promise<DeliveryOutcome> => {
    const body = JSON.stringify(head.event);
    // A new timestamp and signature each attempt; the same webhook-id, so receivers can deduplicate.
    const signed = signDelivery(head.secret, head.messageId, new Date(), body);
    // The change's trace goes on (W3C Trace Context): each attempt is a new span, a child of the span
    // of the request that made the change, so the receiver's work joins the same trace.
    const traceparent = head.traceparent === null ? undefined : childTraceparent(head.traceparent);
    const headers: Record<string, string> = traceparent === undefined ? { ...signed } : { ...signed, traceparent };
    let url: URL;
    try {
      url = new URL(head.url);
    } catch {
      return Promise.resolve({ ok: false, status: null, error: 'the webhook URL no longer parses', durationMs: 0, responseExcerpt: '' });
    }
    return postDelivery({ url, headers, body, timeoutMs: settings.timeoutMs, policy: settings.policy });
  };

  let unwatch: (() => void) | undefined;
  const poll = setInterval(() => void round(), settings.pollMs);
  poll.unref();
  void round();

  return async () => {
    stopped = true;
    unwatch?.();
    clearInterval(poll);
    // An attempt waits for its receiver up to WEBHOOK_TIMEOUT_MS, longer than a shutdown's grace:
    // past STOP_WAIT_MS it is left to its lease, which runs out, and it is tried again elsewhere.
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...working]),
      new Promise((resolve) => {
        waited = setTimeout(resolve, STOP_WAIT_MS);
      }),
    ]);
    clearTimeout(waited);
  };
}

/** How long stop() waits for the attempts in flight. */
const STOP_WAIT_MS = 2_000;

function identify(head: DueDelivery): { webhookId: string; eventId: number } {
  return { webhookId: head.webhookId, eventId: head.eventId };
}

/** The wait after the n-th failure: doubling from the base up to the most, each between half and all of it. */
export function backoff(failures: number, settings: Pick<WebhookDeliveryOptions, 'retryBaseMs' | 'retryMaxMs'>): number {
  const full = Math.min(settings.retryBaseMs * 2 ** Math.min(failures - 1, 30), settings.retryMaxMs);
  return full / 2 + Math.random() * (full / 2);
}
