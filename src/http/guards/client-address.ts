// Who the client is, for the rate limit: the socket's peer, unless that peer is a proxy the operator
// trusts (TRUST_PROXY), in which case X-Forwarded-For says who it forwarded for. Only trusted hops
// are believed: the list is read from the right (the hop nearest to us) and the first address that
// is not a trusted proxy is the client. Anyone can write X-Forwarded-For, so without TRUST_PROXY it
// is ignored, and a client cannot escape its limit by naming someone else.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** Reads the client's address of a request. */
export type ClientAddress = (req: IncomingMessage) => string;

const LOOPBACK = ['127.0.0.0/8', '::1/128'];
const PRIVATE = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'];

/**
 * `trusted`: addresses or CIDR ranges of proxies, and the words `loopback` and `private` for those
 * ranges. Throws a sentence for anything else (read at start-up, from TRUST_PROXY).
 */
export function createClientAddress(trusted: readonly string[]): ClientAddress {
  return createProxyTrust(trusted).address;
}

/** What TRUST_PROXY lets the server believe of a request: who the client is, and whether it used TLS. */
export interface ProxyTrust {
  address: ClientAddress;
  /** TLS on the socket itself, or a trusted proxy's X-Forwarded-Proto naming https as the client's scheme. */
  secure(req: IncomingMessage): boolean;
}

export function createProxyTrust(trusted: readonly string[]): ProxyTrust {
  const isTrusted = trustedProxies(trusted);
  const address: ClientAddress = (req) => {
    let client = req.socket.remoteAddress ?? 'unknown';
    if (isTrusted === undefined || !isTrusted(client)) return client;
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim());
    for (let index = hops.length - 1; index >= 0; index--) {
      const hop = hops[index]!;
      // A hop that is not an address (a typo, "unknown") ends what can be believed.
      if (isIP(hop) === 0) return client;
      client = hop;
      if (!isTrusted(hop)) return client;
    }
    return client;
  };
  const secure = (req: IncomingMessage) => {
    if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
    if (isTrusted === undefined || !isTrusted(req.socket.remoteAddress ?? '')) return false;
    // The proxy nearest to us appends last; its word is the one that counts.
    const proto = req.headers['x-forwarded-proto'];
    const last = (Array.isArray(proto) ? proto.join(',') : (proto ?? '')).split(',').pop()?.trim().toLowerCase();
    return last === 'https';
  };
  return { address, secure };
}

/** The test for a trusted proxy's address; undefined when none is trusted. */
function trustedProxies(trusted: readonly string[]): ((address: string) => boolean) | undefined {
  if (trusted.length === 0) return undefined;
  const proxies = new BlockList();
  for (const entry of trusted.flatMap((word) => (word === 'loopback' ? LOOPBACK : word === 'private' ? PRIVATE : [word]))) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '');
    if (family === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits)) || Number(bits) > (family === 4 ? 32 : 128)) {
      throw new Error(`TRUST_PROXY names "${entry}", which is not an IP address, a CIDR range, "loopback" or "private".`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) proxies.addAddress(address!, type);
    else proxies.addSubnet(address!, Number(bits), type);
  }
  return (address: string) => {
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && proxies.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
