// One webhook delivery attempt (issue 19): a POST whose every outcome, a 2xx, a refusal, a slow or
// silent receiver, a dead host, is a value the retry schedule can record. The receiver is someone
// else's server, so nothing it does may hold the sender longer than the timeout, fill its memory,
// or send it elsewhere (no redirects, and the SSRF guard at the moment of connecting).
import { request as httpRequest } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { ADDRESS_NOT_ALLOWED, checkWebhookUrl, guardedLookup, type HostLookup, type WebhookUrlPolicy } from './address-guard.js';

export interface DeliveryRequest {
  url: URL;
  /** The signature headers (signDelivery) and any others; they may replace the defaults below. */
  headers: Record<string, string>;
  /** The exact JSON text that was signed. */
  body: string;
  /** Bounds the whole exchange: lookup, connect, TLS, sending, the answer's headers and its body. */
  timeoutMs: number;
  policy: WebhookUrlPolicy;
  /** The resolver; dns.promises.lookup unless a test injects one. */
  lookup?: HostLookup;
}

export interface DeliveryOutcome {
  /** True iff the receiver answered 2xx, in full, within the timeout. */
  ok: boolean;
  /** The answer's status, when one arrived (even if its body then timed out). */
  status: number | null;
  /** Why the attempt failed, in a short sentence; null when ok. */
  error: string | null;
  durationMs: number;
  /** The start of the answer's body (at most 1 KiB), for the deliveries list. */
  responseExcerpt: string;
}

export const USER_AGENT = 'Fieldlog-Webhooks/1';

// Past 64 KiB a receiver is not acknowledging an event but streaming at us: stop reading.
const MAX_ANSWER_BYTES = 64 * 1024;
const EXCERPT_BYTES = 1024;

const CONNECTION_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection closed by the receiver before it answered',
  EPIPE: 'connection closed by the receiver while the event was being sent',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'DNS lookup failed (temporarily)',
  HPE_HEADER_OVERFLOW: "the answer's headers are too large",
};

/**
 * POSTs one delivery and reports how it went. It resolves for every network outcome and never
 * follows a redirect (a 3xx is a failure naming its Location). The host is judged again here, a
 * literal by checkWebhookUrl (node does no lookup for one) and a name by guardedLookup, so neither
 * a changed policy nor a DNS answer that changed since the subscription was made lets it through.
 * It rejects only for a programmer's error, such as a header value holding a line break.
 *
 * @example
 *   const outcome = await postDelivery({ url, headers: signDelivery(secret, id, new Date(), body), body, timeoutMs: 10_000, policy });
 */
export async function postDelivery(delivery: DeliveryRequest): Promise<DeliveryOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const checked = checkWebhookUrl(delivery.url.href, delivery.policy);
  if (!checked.ok) return { ok: false, status: null, error: checked.message, durationMs: elapsed(), responseExcerpt: '' };
  // node:https (and node:tls) load with the first delivery to an https:// URL, not with every start.
  const send = delivery.url.protocol === 'https:' ? (await import('node:https')).request : httpRequest;

  return new Promise((resolve) => {
    let status: number | null = null;
    let location: string | undefined;
    const kept: Buffer[] = [];
    let keptBytes = 0;
    let readBytes = 0;
    let settled = false;

    // Called only from events and the timer, all of which come after `req` and `timer` are set.
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Whatever is still arriving is not read: the socket is closed, not drained.
      req.destroy();
      resolve({ ok: error === null, status, error, durationMs: elapsed(), responseExcerpt: excerptOf(kept) });
    };
    const answered = () => finish(judgeStatus(status ?? 0, location));

    const req = send(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        ...delivery.headers,
        'content-length': String(Buffer.byteLength(delivery.body)),
      },
      lookup: guardedLookup(delivery.policy, delivery.lookup),
      // A connection of its own per attempt, closed after it. A pooled keep-alive socket would be
      // reused without a lookup, so guardedLookup would not judge the next attempt; and receivers
      // are many and each is reached rarely, so a pool would mostly hold idle sockets open.
      agent: false,
    });
    req.on('error', (error: NodeJS.ErrnoException) => finish(describeError(error)));
    req.on('response', (res) => {
      status = res.statusCode ?? null;
      location = res.headers.location;
      res.on('data', (chunk: Buffer) => {
        if (keptBytes < EXCERPT_BYTES) {
          const part = chunk.subarray(0, EXCERPT_BYTES - keptBytes);
          kept.push(part);
          keptBytes += part.length;
        }
        readBytes += chunk.length;
        if (readBytes >= MAX_ANSWER_BYTES) answered();
      });
      res.on('end', answered);
      res.on('error', (error: NodeJS.ErrnoException) => finish(describeError(error)));
      // After 'end' this changes nothing; before it, the receiver hung up mid-answer.
      res.on('close', () => finish('the connection closed before the answer was complete'));
    });
    const timer = setTimeout(() => finish(`no complete answer within ${formatDuration(delivery.timeoutMs)}`), delivery.timeoutMs);
    req.end(delivery.body);
  });
}

function judgeStatus(status: number, location: string | undefined): string | null {
  if (status >= 200 && status < 300) return null;
  // A redirect is not followed: it could point anywhere, including where the guard forbids.
  if (status >= 300 && status < 400) return `the receiver answered ${status}; redirects are not followed (Location: ${location ?? 'none'})`;
  return `the receiver answered ${status}`;
}

function describeError(error: NodeJS.ErrnoException): string {
  const code = error.code ?? '';
  if (code === ADDRESS_NOT_ALLOWED) return error.message;
  const known = CONNECTION_ERRORS[code];
  if (known !== undefined) return known;
  if (code.startsWith('HPE_')) return `the answer is not valid HTTP (${code})`;
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return `the receiver's TLS certificate is not trusted (${code})`;
  if (code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) return `TLS failed (${code})`;
  return code === '' ? error.message : `${error.message} (${code})`;
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${ms / 1000} s`;
}

/** The kept bytes as text; StringDecoder holds back a character cut in half at the 1 KiB mark. */
function excerptOf(kept: Buffer[]): string {
  return new StringDecoder('utf8').write(Buffer.concat(kept));
}
