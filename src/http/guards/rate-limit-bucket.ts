// Whose count a request goes on (issue 21). An address is a poor name for a client on its own: one
// IPv6 subscriber is handed a whole /56 (or /48) and can take a fresh address for every request, and
// many people behind one NAT or proxy share an IPv4 address. So a request with a valid credential is
// counted under its key or person, one without under its address, with IPv6 addresses grouped by
// their prefix. The health routes are not counted at all: a load balancer probing a busy service
// must never be told 429, nor use up the budget of the clients behind it.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Principal } from '../../contract/route.js';
import type { Exchange } from '../output/respond.js';
import type { ClientAddress } from './client-address.js';

/** The count a request goes on; undefined when it is not counted. A promise while a credential is looked up. */
export type RateBucket = (req: IncomingMessage, exchange: Exchange) => string | undefined | Promise<string | undefined>;

/**
 * The principal a request's credential names, if it is valid: AccessControl.identify, which shares
 * its lookup and cache with the access check that follows, so a valid key costs no extra read.
 */
export type Identify = (req: IncomingMessage) => Principal | undefined | Promise<Principal | undefined>;

export const DEFAULT_IPV6_PREFIX = 56;

const UNCOUNTED = new Set(['/healthz', '/readyz']);

export function createRateBucket(address: ClientAddress, ipv6Prefix: number, identify?: Identify): RateBucket {
  const byAddress = (req: IncomingMessage) => addressGroup(address(req), ipv6Prefix);
  return (req, exchange) => {
    if (UNCOUNTED.has(exchange.path ?? '')) return undefined;
    if (identify === undefined) return byAddress(req);
    // A forged, revoked or malformed credential names nobody and is counted under the address, so
    // inventing keys never buys a fresh budget; a lookup that fails (the database is down) likewise.
    let principal: ReturnType<Identify>;
    try {
      principal = identify(req);
    } catch {
      return byAddress(req);
    }
    if (principal instanceof Promise) {
      return principal.then(
        (found) => (found === undefined ? byAddress(req) : principalBucket(found)),
        () => byAddress(req),
      );
    }
    return principal === undefined ? byAddress(req) : principalBucket(principal);
  };
}

/** Key and person names share no form with an address, and the prefix keeps a key and a person of one name apart. */
function principalBucket(principal: Principal): string {
  return `${principal.kind}:${principal.name}`;
}

/**
 * An IPv4 address as it is (IPv4-mapped IPv6, as a dual-stack socket reports IPv4 clients, counts as
 * the IPv4 address), an IPv6 address as its network of `prefix` bits, anything else as it is.
 */
export function addressGroup(address: string, prefix: number): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (groups === undefined) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  const masked = groups.map((group, index) => {
    const bits = prefix - index * 16;
    if (bits >= 16) return group;
    if (bits <= 0) return 0;
    return group & (0xffff << (16 - bits)) & 0xffff;
  });
  return `${masked.map((group) => group.toString(16)).join(':')}/${prefix}`;
}

/** The eight 16-bit groups of an IPv6 address (one isIP accepted), a zone and a dotted IPv4 tail included. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted !== null) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] === '' ? [] : halves[0]!.split(':');
  const tail = halves.length === 1 || halves[1] === '' ? [] : halves[1]!.split(':');
  const zeros = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array<string>(zeros).fill('0'), ...tail].map((group) => Number.parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : undefined;
}
