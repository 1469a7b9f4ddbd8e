// The SSRF guard for webhook URLs (issue 19): a subscriber chooses where the server sends POSTs, so
// without a guard a webhook could reach the loopback interface, the private network or a cloud
// metadata service from inside. Three checks, at three moments:
// - checkWebhookUrl, when a subscription is created: the URL's shape, and a host that is an IP
//   literal or a local-only name;
// - resolveWebhookHost, also at creation: every address the name resolves to must be public;
// - guardedLookup, at each delivery: the connection goes only to addresses judged in that same
//   lookup, so a name that resolved to a public address at creation and to 127.0.0.1 now (DNS
//   rebinding) is refused before connecting.
import { type LookupAddress, type LookupAllOptions, promises as dns } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export interface WebhookUrlPolicy {
  /** WEBHOOK_ALLOW_HTTP: accept http: URLs besides https: (receivers in development). */
  allowHttp: boolean;
  /** WEBHOOK_ALLOW_PRIVATE: deliver to loopback, private and other non-public addresses. */
  allowPrivate: boolean;
}

export type WebhookUrlCode =
  | 'url-malformed'
  | 'url-too-long'
  | 'scheme-not-allowed'
  | 'credentials-in-url'
  | 'fragment-in-url'
  | 'address-not-allowed'
  | 'host-unresolvable';

/** Why a webhook URL is refused: a stable code and a sentence that says how to fix it. */
export interface WebhookUrlRefusal {
  ok: false;
  code: WebhookUrlCode;
  message: string;
}

/** Name resolution in the shape of `dns.promises.lookup` with `all: true`; injectable for tests. */
export type HostLookup = (hostname: string, options: LookupAllOptions) => Promise<LookupAddress[]>;

/** The `code` of the connection error guardedLookup raises for a forbidden address. */
export const ADDRESS_NOT_ALLOWED = 'EADDRNOTALLOWED';

export const MAX_WEBHOOK_URL_LENGTH = 2048;

const PRIVATE_HINT = 'Webhooks are delivered only to public addresses; WEBHOOK_ALLOW_PRIVATE=true lifts this (for development).';

// Names that never leave the local network, whatever a resolver answers: localhost (RFC 6761), mDNS
// .local (RFC 6762), .internal (reserved for private use by ICANN, 2024; metadata.google.internal
// is Google Cloud's metadata service) and home.arpa (RFC 8375).
const LOCAL_DOMAINS = ['localhost', 'local', 'internal', 'home.arpa'];

// Checked in order, so a narrow range names its reason before the wide one that holds it.
const IPV4_RANGES: [reason: string, cidrs: string[]][] = [
  // 169.254.169.254 serves AWS, Google, Azure and Oracle; 100.100.100.200 Alibaba; 168.63.129.16 is
  // Azure's WireServer, a public address that every Azure VM reaches its host through.
  ['cloud metadata', ['169.254.169.254/32', '100.100.100.200/32', '168.63.129.16/32']],
  ['broadcast', ['255.255.255.255/32']],
  // Linux connects 0.0.0.0 to the local host.
  ['unspecified', ['0.0.0.0/8']],
  ['loopback', ['127.0.0.0/8']],
  ['private (RFC 1918)', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']],
  ['carrier-grade NAT', ['100.64.0.0/10']],
  ['link-local', ['169.254.0.0/16']],
  ['documentation', ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24']],
  ['benchmarking', ['198.18.0.0/15']],
  ['multicast', ['224.0.0.0/4']],
  // IETF protocol assignments, the retired 6to4 relay anycast, and the never-assigned class E.
  ['reserved', ['192.0.0.0/24', '192.88.99.0/24', '240.0.0.0/4']],
];

const IPV6_RANGES: [reason: string, cidrs: string[]][] = [
  ['unspecified', ['::/128']],
  ['loopback', ['::1/128']],
  // AWS's instance metadata over IPv6 (Nitro).
  ['cloud metadata', ['fd00:ec2::254/128']],
  ['link-local', ['fe80::/10']],
  ['unique local (IPv6)', ['fc00::/7']],
  ['multicast', ['ff00::/8']],
  ['documentation', ['2001:db8::/32', '3fff::/20']],
  // IPv4-compatible (deprecated, RFC 4291), discard-only, Teredo (its embedded IPv4 is obfuscated,
  // so it cannot be judged), local-use NAT64 (RFC 8215) and the deprecated site-local.
  ['reserved', ['::/96', '100::/64', '2001::/32', '64:ff9b:1::/48', 'fec0::/10']],
];

function compile(ranges: [string, string[]][], type: 'ipv4' | 'ipv6'): [string, BlockList][] {
  return ranges.map(([reason, cidrs]) => {
    const list = new BlockList();
    for (const cidr of cidrs) {
      const [network, bits] = cidr.split('/');
      list.addSubnet(network!, Number(bits), type);
    }
    return [reason, list];
  });
}

// One family per table: BlockList also matches an IPv4 address against an IPv6 rule covering its
// ::ffff: form, and the reverse, so a table of the other family could answer for it.
const IPV4_LISTS = compile(IPV4_RANGES, 'ipv4');
const IPV6_LISTS = compile(IPV6_RANGES, 'ipv6');
const GLOBAL_UNICAST = compile([['global unicast', ['2000::/3']]], 'ipv6')[0]![1];

/**
 * Why `ip` may not receive webhooks ("loopback", "private (RFC 1918)", "cloud metadata", …), or
 * undefined when it is public. An IPv6 address that carries an IPv4 one (IPv4-mapped ::ffff:0:0/96,
 * NAT64 64:ff9b::/96, 6to4 2002::/16) is judged by the IPv4 address it reaches.
 *
 * @example isForbiddenAddress('::ffff:7f00:1') // 'loopback (127.0.0.1 inside an IPv4-mapped address)'
 */
export function isForbiddenAddress(ip: string): string | undefined {
  const address = ip.split('%')[0]!; // a zone (fe80::1%eth0) names an interface, not an address
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  if (family === 4) return firstReason(IPV4_LISTS, address, 'ipv4');
  const words = ipv6Words(address);
  const embedded = embeddedIpv4(words);
  if (embedded !== undefined) {
    const reason = firstReason(IPV4_LISTS, embedded.ipv4, 'ipv4');
    return reason === undefined ? undefined : `${reason} (${embedded.ipv4} inside ${embedded.kind})`;
  }
  return firstReason(IPV6_LISTS, address, 'ipv6') ?? (GLOBAL_UNICAST.check(address, 'ipv6') ? undefined : 'reserved');
}

function firstReason(lists: [string, BlockList][], address: string, type: 'ipv4' | 'ipv6'): string | undefined {
  return lists.find(([, list]) => list.check(address, type))?.[0];
}

/** The eight 16-bit words of a valid IPv6 address, with `::` expanded and a dotted tail converted. */
function ipv6Words(address: string): number[] {
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => {
    const high = (Number(a) << 8) | Number(b);
    const low = (Number(c) << 8) | Number(d);
    return `${high.toString(16)}:${low.toString(16)}`;
  });
  const [head = '', tail] = hex.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((word) => Number.parseInt(word, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function embeddedIpv4(words: number[]): { ipv4: string; kind: string } | undefined {
  const [w0, w1, w2, w3, w4, w5, w6, w7] = words as [number, number, number, number, number, number, number, number];
  const dotted = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeroUpTo5 = w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0;
  if (zeroUpTo5 && w5 === 0xffff) return { ipv4: dotted(w6, w7), kind: 'an IPv4-mapped address' };
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) {
    return { ipv4: dotted(w6, w7), kind: 'a NAT64 address' };
  }
  if (w0 === 0x2002) return { ipv4: dotted(w1, w2), kind: 'a 6to4 address' };
  return undefined;
}

function refuse(code: WebhookUrlCode, message: string): WebhookUrlRefusal {
  return { ok: false, code, message };
}

/** A URL's host without the brackets of an IPv6 literal or a final dot. */
function bareHost(url: URL): string {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/**
 * The shape checks of a webhook URL, with no network access: an absolute https: URL (http: too
 * under `allowHttp`), at most 2048 characters, with no user:password@ and no #fragment, whose host
 * is not a forbidden IP literal or a local-only name (unless `allowPrivate`). A name that resolves
 * to a private address passes here; resolveWebhookHost judges it.
 */
export function checkWebhookUrl(text: unknown, policy: WebhookUrlPolicy): { ok: true; url: URL } | WebhookUrlRefusal {
  if (typeof text !== 'string' || text.trim() === '') {
    return refuse('url-malformed', 'The webhook URL must be a non-empty string, such as https://example.com/hooks/fieldlog.');
  }
  if (text.length > MAX_WEBHOOK_URL_LENGTH) {
    return refuse('url-too-long', `The webhook URL is ${text.length} characters long; the limit is ${MAX_WEBHOOK_URL_LENGTH}.`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    const shown = text.length > 80 ? `${text.slice(0, 80)}…` : text;
    return refuse(
      'url-malformed',
      `"${shown}" is not an absolute URL; give the scheme and host, such as https://example.com/hooks/fieldlog.`,
    );
  }
  const schemes = policy.allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) {
    const hint = policy.allowHttp
      ? ''
      : ' Deliveries carry signed event data, so they go over https; WEBHOOK_ALLOW_HTTP=true allows http: too.';
    return refuse('scheme-not-allowed', `The webhook URL's scheme is ${url.protocol}; only ${schemes.join(' and ')} are accepted.${hint}`);
  }
  if (url.username !== '' || url.password !== '') {
    return refuse(
      'credentials-in-url',
      'The webhook URL holds a user name or password (user:pass@); remove it. A receiver authenticates deliveries by their webhook-signature header.',
    );
  }
  // The serialised URL holds a # only when there is a fragment, even an empty one ("…/hooks#").
  if (url.href.includes('#')) {
    return refuse('fragment-in-url', 'The webhook URL has a fragment (#…), which is never sent to the receiver; remove it.');
  }
  if (!policy.allowPrivate) {
    const host = bareHost(url);
    if (isIP(host) !== 0) {
      const reason = isForbiddenAddress(host);
      if (reason !== undefined)
        return refuse('address-not-allowed', `The host ${host} is not a public address (${reason}). ${PRIVATE_HINT}`);
    }
    const domain = LOCAL_DOMAINS.find((local) => host === local || host.endsWith(`.${local}`));
    if (domain !== undefined) {
      return refuse(
        'address-not-allowed',
        `The host ${host} names a machine on a local network (${domain} is for local use only). ${PRIVATE_HINT}`,
      );
    }
  }
  return { ok: true, url };
}

/** The sentence refusing the first forbidden address among those `host` resolved to, if any. */
function forbiddenAmong(host: string, addresses: readonly string[]): string | undefined {
  for (const address of addresses) {
    const reason = isForbiddenAddress(address);
    if (reason !== undefined) return `${host} resolves to ${address}, which is not a public address (${reason}). ${PRIVATE_HINT}`;
  }
  return undefined;
}

/**
 * Resolves the URL's host (every address, IPv4 and IPv6) and refuses it when any address is
 * forbidden, since a connection may go to any of them, or when it does not resolve. Under
 * `allowPrivate` every resolvable host passes.
 */
export async function resolveWebhookHost(
  url: URL,
  policy: WebhookUrlPolicy,
  lookup: HostLookup = dns.lookup,
): Promise<{ ok: true; addresses: string[] } | WebhookUrlRefusal> {
  const host = bareHost(url);
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = (await lookup(host, { all: true })).map((found) => found.address);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'lookup failed';
      return refuse(
        'host-unresolvable',
        `The host ${host} does not resolve (${code}); check its spelling and that its DNS records are published.`,
      );
    }
    if (addresses.length === 0) return refuse('host-unresolvable', `The host ${host} resolves to no address; check its DNS records.`);
  }
  const message = policy.allowPrivate ? undefined : forbiddenAmong(host, addresses);
  return message === undefined ? { ok: true, addresses } : refuse('address-not-allowed', message);
}

/**
 * A `lookup` for `http.request` / `https.request` that fails the connection, with an Error whose
 * code is EADDRNOTALLOWED, when the name resolves to any forbidden address (unless `allowPrivate`).
 * The socket connects only to the addresses judged here, so no later answer of the resolver can
 * slip in between. Node calls no lookup for an IP-literal host: judge those with checkWebhookUrl.
 *
 * @example http.request(url, { method: 'POST', lookup: guardedLookup(policy) })
 */
export function guardedLookup(policy: WebhookUrlPolicy, lookup: HostLookup = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }).then(
      (found) => {
        const message = policy.allowPrivate
          ? undefined
          : forbiddenAmong(
              hostname,
              found.map((entry) => entry.address),
            );
        const first = found[0];
        if (message !== undefined) callback(Object.assign(new Error(message), { code: ADDRESS_NOT_ALLOWED, hostname }), '', 0);
        else if (first === undefined)
          callback(Object.assign(new Error(`${hostname} resolves to no address.`), { code: 'ENOTFOUND', hostname }), '', 0);
        // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily), else for one.
        else if (options.all === true) callback(null, found);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
