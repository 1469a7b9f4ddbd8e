// The SSRF guard for webhook URLs (issue 19): every forbidden range is refused and its nearest
// public neighbours are not; URLs are refused with a code that says why; and at delivery time a
// name that resolves to a forbidden address fails the connection before it is made.
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import {
  ADDRESS_NOT_ALLOWED,
  checkWebhookUrl,
  guardedLookup,
  type HostLookup,
  isForbiddenAddress,
  resolveWebhookHost,
  type WebhookUrlPolicy,
} from '../../../src/webhooks/address-guard.js';

const STRICT: WebhookUrlPolicy = { allowHttp: false, allowPrivate: false };
const OPEN: WebhookUrlPolicy = { allowHttp: true, allowPrivate: true };

/** A resolver that answers every name with `addresses`, and counts its calls. */
function resolverOf(...addresses: string[]): HostLookup & { calls: number } {
  const lookup = async (): Promise<LookupAddress[]> => {
    lookup.calls++;
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  lookup.calls = 0;
  return lookup;
}

describe('isForbiddenAddress', () => {
  // [address, the reason it starts with, or undefined for public]
  const cases: [string, string | undefined][] = [
    ['0.0.0.0', 'unspecified'],
    ['0.255.255.255', 'unspecified'],
    ['1.0.0.0', undefined],
    ['9.255.255.255', undefined],
    ['10.0.0.0', 'private (RFC 1918)'],
    ['10.255.255.255', 'private (RFC 1918)'],
    ['11.0.0.0', undefined],
    ['100.63.255.255', undefined],
    ['100.64.0.0', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['100.128.0.0', undefined],
    ['100.100.100.200', 'cloud metadata'],
    ['126.255.255.255', undefined],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['128.0.0.0', undefined],
    ['168.63.129.16', 'cloud metadata'],
    ['169.253.255.255', undefined],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.255.255', 'link-local'],
    ['169.255.0.0', undefined],
    ['172.15.255.255', undefined],
    ['172.16.0.0', 'private (RFC 1918)'],
    ['172.31.255.255', 'private (RFC 1918)'],
    ['172.32.0.0', undefined],
    ['191.255.255.255', undefined],
    ['192.0.0.8', 'reserved'],
    ['192.0.1.0', undefined],
    ['192.0.2.1', 'documentation'],
    ['192.0.3.0', undefined],
    ['192.88.99.1', 'reserved'],
    ['192.167.255.255', undefined],
    ['192.168.0.1', 'private (RFC 1918)'],
    ['192.168.255.255', 'private (RFC 1918)'],
    ['192.169.0.0', undefined],
    ['198.17.255.255', undefined],
    ['198.18.0.0', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.20.0.0', undefined],
    ['198.51.99.255', undefined],
    ['198.51.100.7', 'documentation'],
    ['198.51.101.0', undefined],
    ['203.0.112.255', undefined],
    ['203.0.113.9', 'documentation'],
    ['203.0.114.0', undefined],
    ['223.255.255.255', undefined],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.255', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.254', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['8.8.8.8', undefined],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::2', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'reserved'],
    ['fc00::1', 'unique local (IPv6)'],
    ['fdff:ffff::1', 'unique local (IPv6)'],
    ['fd00:ec2::254', 'cloud metadata'],
    ['fd00:ec2::253', 'unique local (IPv6)'],
    ['fe00::1', 'reserved'],
    ['ff02::1', 'multicast'],
    ['ff0e::1', 'multicast'],
    ['2001:db7:ffff:ffff::1', undefined],
    ['2001:db8::1', 'documentation'],
    ['2001:db8:ffff::1', 'documentation'],
    ['2001:db9::1', undefined],
    ['2001::1', 'reserved'],
    ['3fff::1', 'documentation'],
    ['100::1', 'reserved'],
    ['2606:4700:4700::1111', undefined],
    ['2001:4860:4860::8888', undefined],
    ['4000::1', 'reserved'],
    // IPv4 inside IPv6 is judged by the IPv4 address the packets reach.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
    ['::ffff:10.1.2.3', 'private (RFC 1918)'],
    ['::ffff:a9fe:a9fe', 'cloud metadata'],
    ['::ffff:172.32.0.0', undefined],
    ['::ffff:8.8.8.8', undefined],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::192.168.1.1', 'private (RFC 1918)'],
    ['64:ff9b::8.8.8.8', undefined],
    ['64:ff9b:1::8.8.8.8', 'reserved'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a9fe:a9fe::', 'cloud metadata'],
    ['2002:808:808::1', undefined],
  ];
  for (const [address, reason] of cases) {
    test(`${address} is ${reason ?? 'public'}`, () => {
      const found = isForbiddenAddress(address);
      if (reason === undefined) assert.equal(found, undefined);
      else assert.ok(found?.startsWith(reason), `${address}: expected "${reason}…", got ${found}`);
    });
  }

  test('an embedded IPv4 address is named in the reason', () => {
    assert.equal(isForbiddenAddress('::ffff:7f00:1'), 'loopback (127.0.0.1 inside an IPv4-mapped address)');
    assert.equal(isForbiddenAddress('2002:a00:1::'), 'private (RFC 1918) (10.0.0.1 inside a 6to4 address)');
  });

  test('what is not an IP address is not public', () => {
    assert.equal(isForbiddenAddress('example.com'), 'not an IP address');
  });
});

describe('checkWebhookUrl', () => {
  const refusals: [string, unknown, WebhookUrlPolicy, string, RegExp][] = [
    ['a number', 42, STRICT, 'url-malformed', /non-empty string/],
    ['an empty string', '  ', STRICT, 'url-malformed', /non-empty string/],
    ['a relative URL', '/hooks', STRICT, 'url-malformed', /not an absolute URL/],
    ['a URL of 4 KB', `https://example.com/${'a'.repeat(4076)}`, STRICT, 'url-too-long', /4096 characters long; the limit is 2048/],
    ['http: by default', 'http://example.com/hooks', STRICT, 'scheme-not-allowed', /WEBHOOK_ALLOW_HTTP=true/],
    ['ftp:', 'ftp://example.com/hooks', OPEN, 'scheme-not-allowed', /scheme is ftp:; only https: and http:/],
    ['javascript:', 'javascript:alert(1)', STRICT, 'scheme-not-allowed', /scheme is javascript:/],
    ['user and password', 'https://user:pass@example.com/hooks', STRICT, 'credentials-in-url', /user:pass@/],
    ['a user alone', 'https://user@example.com/hooks', OPEN, 'credentials-in-url', /remove it/],
    ['a fragment', 'https://example.com/hooks#part', STRICT, 'fragment-in-url', /fragment/],
    ['an empty fragment', 'https://example.com/hooks#', STRICT, 'fragment-in-url', /fragment/],
    ['a loopback literal', 'https://127.0.0.1/hooks', STRICT, 'address-not-allowed', /127\.0\.0\.1 is not a public address \(loopback\)/],
    ['a loopback in hex', 'https://0x7f.1/hooks', STRICT, 'address-not-allowed', /127\.0\.0\.1.*loopback/],
    ['a loopback as one number', 'https://2130706433/hooks', STRICT, 'address-not-allowed', /loopback/],
    ['a literal with a final dot', 'https://10.0.0.1./hooks', STRICT, 'address-not-allowed', /RFC 1918/],
    ['the metadata address', 'https://169.254.169.254/latest/meta-data/', STRICT, 'address-not-allowed', /cloud metadata/],
    ['an IPv6 loopback', 'https://[::1]:8443/hooks', STRICT, 'address-not-allowed', /::1 is not a public address \(loopback\)/],
    ['an IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hooks', STRICT, 'address-not-allowed', /loopback/],
    ['a unique local IPv6', 'https://[fd12::1]/hooks', STRICT, 'address-not-allowed', /unique local/],
    ['localhost', 'https://localhost:8080/hooks', STRICT, 'address-not-allowed', /localhost names a machine on a local network/],
    ['localhost with a final dot', 'https://LOCALHOST./hooks', STRICT, 'address-not-allowed', /local network/],
    ['a name under .localhost', 'https://api.localhost/hooks', STRICT, 'address-not-allowed', /localhost is for local use/],
    ['a name under .local', 'https://printer.local/hooks', STRICT, 'address-not-allowed', /local is for local use/],
    ['a name under .internal', 'https://db.corp.internal/hooks', STRICT, 'address-not-allowed', /internal is for local use/],
    ['the Google metadata name', 'https://metadata.google.internal/', STRICT, 'address-not-allowed', /WEBHOOK_ALLOW_PRIVATE=true/],
  ];
  for (const [name, text, policy, code, message] of refusals) {
    test(`refuses ${name} with ${code}`, () => {
      const result = checkWebhookUrl(text, policy);
      assert.equal(result.ok, false, `${String(text).slice(0, 60)} was accepted`);
      if (result.ok) return;
      assert.equal(result.code, code);
      assert.match(result.message, message);
    });
  }

  const accepted: [string, string, WebhookUrlPolicy][] = [
    ['an https URL', 'https://hooks.example.com/fieldlog?tenant=7', STRICT],
    ['a public literal', 'https://8.8.8.8/hooks', STRICT],
    ['a public IPv6 literal', 'https://[2606:4700:4700::1111]/hooks', STRICT],
    ['a name that merely contains "local"', 'https://localhost.example.com/hooks', STRICT],
    ['http: under allowHttp', 'http://example.com/hooks', { allowHttp: true, allowPrivate: false }],
    ['loopback under allowPrivate', 'https://127.0.0.1:8443/hooks', { allowHttp: false, allowPrivate: true }],
    ['localhost under allowPrivate', 'http://localhost:3000/hooks', OPEN],
    ['a URL of exactly 2048 characters', `https://example.com/${'a'.repeat(2028)}`, STRICT],
  ];
  for (const [name, text, policy] of accepted) {
    test(`accepts ${name}`, () => {
      const result = checkWebhookUrl(text, policy);
      assert.ok(result.ok, result.ok ? '' : result.message);
      assert.equal(result.url.href.length > 0, true);
    });
  }
});

describe('resolveWebhookHost', () => {
  const url = new URL('https://hooks.example.com/fieldlog');

  test('a name resolving to public addresses passes, with every address', async () => {
    const result = await resolveWebhookHost(url, STRICT, resolverOf('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'));
    assert.deepEqual(result, { ok: true, addresses: ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'] });
  });

  test('one private address among public ones refuses the name, naming the address and why', async () => {
    const result = await resolveWebhookHost(url, STRICT, resolverOf('93.184.215.14', '10.0.0.5'));
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.equal(result.code, 'address-not-allowed');
    assert.match(result.message, /hooks\.example\.com resolves to 10\.0\.0\.5, which is not a public address \(private \(RFC 1918\)\)/);
  });

  test('under allowPrivate a private address passes', async () => {
    assert.deepEqual(await resolveWebhookHost(url, OPEN, resolverOf('10.0.0.5')), { ok: true, addresses: ['10.0.0.5'] });
  });

  test('a name that does not resolve is host-unresolvable', async () => {
    const failing: HostLookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const result = await resolveWebhookHost(url, OPEN, failing);
    assert.equal(result.ok, false);
    if (!result.ok) assert.equal(result.code, 'host-unresolvable');
    assert.match(result.ok ? '' : result.message, /hooks\.example\.com does not resolve \(ENOTFOUND\)/);
    const empty = await resolveWebhookHost(url, OPEN, resolverOf());
    assert.equal(empty.ok ? '' : empty.code, 'host-unresolvable');
  });

  test('an IP-literal host is judged without a lookup', async () => {
    const lookup = resolverOf('8.8.8.8');
    const result = await resolveWebhookHost(new URL('https://[::ffff:10.0.0.1]/'), STRICT, lookup);
    assert.equal(result.ok ? '' : result.code, 'address-not-allowed');
    assert.equal(lookup.calls, 0);
  });
});

describe('guardedLookup', () => {
  test('answers one address or all, as node asks', async () => {
    const lookup = guardedLookup(STRICT, resolverOf('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'));
    const one = await new Promise((resolve, reject) =>
      lookup('hooks.example.com', {}, (error, address, family) => (error ? reject(error) : resolve([address, family]))),
    );
    assert.deepEqual(one, ['93.184.215.14', 4]);
    const all = await new Promise((resolve, reject) =>
      lookup('hooks.example.com', { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
    );
    assert.deepEqual(all, [
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ]);
  });

  test('passes the resolver error through', async () => {
    const failing: HostLookup = async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
    };
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup(STRICT, failing)('x.example', {}, resolve));
    assert.equal(error?.code, 'EAI_AGAIN');
  });

  // DNS rebinding: the name was public when the subscription was made and is loopback now.
  test('a real request to a name now resolving to 127.0.0.1 fails with EADDRNOTALLOWED and never connects', async (t) => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      res.end('reached');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t.after(() => server.close());
    const { port } = server.address() as AddressInfo;
    const send = (policy: WebhookUrlPolicy) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`http://rebound.example:${port}/hook`, {
          method: 'POST',
          agent: false,
          lookup: guardedLookup(policy, resolverOf('127.0.0.1')),
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end('{}');
      });

    await assert.rejects(send(STRICT), (error: NodeJS.ErrnoException) => {
      assert.equal(error.code, ADDRESS_NOT_ALLOWED);
      assert.match(error.message, /rebound\.example resolves to 127\.0\.0\.1, which is not a public address \(loopback\)/);
      return true;
    });
    assert.equal(hits, 0, 'the receiver was reached');
    // The same request under allowPrivate arrives, so the refusal above was the guard's doing.
    assert.equal(await send(OPEN), 200);
    assert.equal(hits, 1);
  });
});
