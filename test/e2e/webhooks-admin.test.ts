// Webhooks for admins over HTTP (issue 19, INTERFACE.md §9): made with their signing secret shown
// once, listed, shown, paused and resumed (PATCH, or a form's POST with _method=PATCH) and removed;
// admin scope only. A URL that is malformed, not https, holds credentials, is too long, or names a
// loopback, private, link-local or metadata address (the SSRF guard), and types or a description out
// of bounds, are each a 422 naming the parameter and the reason, and store nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertProblem, assertSuccess } from '../fixtures/resources.js';
import { makeKey } from '../support/credentials.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';
import { webhookSettings } from '../support/webhooks.js';

const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;
// No receiver listens there: these tests make no event, so nothing is ever sent.
const RECEIVER = 'http://127.0.0.1:9/fieldlog';
// A public address, written as one: it needs no DNS (the tests may run without any).
const PUBLIC = 'https://1.1.1.1/fieldlog';

function bearer(key: string): Record<string, string> {
  return { Authorization: `Bearer ${key}` };
}

test('an admin makes a webhook (201, Location, the secret once), lists and shows it without the secret, pauses and resumes it both ways, and removes it', async (t) => {
  const server = await startServer({ webhooks: webhookSettings() });
  t.after(() => server.close());
  const admin = bearer(await makeKey(server.databaseUrl, 'root', 'admin'));

  const created = await server.request('POST', '/webhooks', {
    headers: admin,
    json: { url: RECEIVER, types: 'reading.*, location.created', description: 'Alerts for the north field' },
  });
  const body = assertSuccess(created, 201);
  const { id, secret } = body.data as { id: string; secret: string };
  assert.match(secret, SECRET);
  assert.equal(created.headers.location, `/webhooks/${id}`);
  assert.equal(created.headers['cache-control'], 'no-store');
  assert.match(body.meta.message, /shown this once/);
  assert.deepEqual(
    { ...body.data, id: undefined, secret: undefined, created_at: undefined, updated_at: undefined },
    {
      id: undefined,
      secret: undefined,
      url: RECEIVER,
      types: ['location.created', 'reading.*'],
      description: 'Alerts for the north field',
      paused: false,
      created_at: undefined,
      updated_at: undefined,
      created_by: 'root',
      pending: 0,
      delivered: 0,
      failed: 0,
    },
  );
  const secretPart = secret.slice('whsec_'.length);

  const listed = await server.request('GET', '/webhooks', { headers: admin });
  assert.deepEqual(
    assertSuccess(listed, 200).data.map((webhook: { id: string; url: string }) => [webhook.id, webhook.url]),
    [[id, RECEIVER]],
  );
  const shown = await server.request('GET', `/webhooks/${id}`, { headers: admin });
  assert.equal(assertSuccess(shown, 200).data.id, id);
  for (const answer of [listed, shown]) {
    assert.ok(!answer.text.includes(secretPart) && !answer.text.includes('whsec_'), 'the secret is shown only in the answer to the create');
  }

  const pausedNow = async () => assertSuccess(await server.request('GET', `/webhooks/${id}`, { headers: admin }), 200).data.paused;
  const changes: [string, { json?: unknown; form?: Record<string, string> }, boolean][] = [
    ['PATCH', { json: { paused: true } }, true],
    ['PATCH', { json: { paused: 'false' } }, false],
    ['POST', { form: { _method: 'PATCH', paused: 'true' } }, true],
    ['POST', { form: { _method: 'PATCH', paused: 'false' } }, false],
  ];
  for (const [method, payload, paused] of changes) {
    const changed = await server.request(method, `/webhooks/${id}`, { headers: admin, ...payload });
    const data = assertSuccess(changed, 200).data;
    assert.equal(data.paused, paused, `${method} ${JSON.stringify(payload)}`);
    assert.equal(data.secret, undefined);
    assert.equal(await pausedNow(), paused);
  }
  const unclear = await server.request('PATCH', `/webhooks/${id}`, { headers: admin, json: { paused: 'maybe' } });
  assert.equal(assertProblem(unclear, 422, 'invalid-parameters', `/webhooks/${id}`).errors[0].parameter, 'paused');
  assert.equal(await pausedNow(), false);

  const removed = await server.request('DELETE', `/webhooks/${id}`, { headers: admin });
  assert.equal(assertSuccess(removed, 200).data.id, id);
  assertProblem(await server.request('GET', `/webhooks/${id}`, { headers: admin }), 404, 'resource-not-found', `/webhooks/${id}`);
  assertProblem(await server.request('DELETE', `/webhooks/${id}`, { headers: admin }), 404, 'resource-not-found', `/webhooks/${id}`);
  assertProblem(
    await server.request('GET', `/webhooks/${id}/deliveries`, { headers: admin }),
    404,
    'resource-not-found',
    `/webhooks/${id}/deliveries`,
  );
  assert.deepEqual(assertSuccess(await server.request('GET', '/webhooks', { headers: admin }), 200).data, []);
  assert.equal(await server.count('webhooks'), 0);
  assert.equal(await server.count('webhook_types'), 0);
});

test('webhooks need the admin scope: no credential is a 401, a write or read key a 403 naming admin, and nothing is made', async (t) => {
  const server = await startServer({ webhooks: webhookSettings() });
  t.after(() => server.close());
  const admin = bearer(await makeKey(server.databaseUrl, 'root', 'admin'));
  const write = bearer(await makeKey(server.databaseUrl, 'writer', 'write'));
  const read = bearer(await makeKey(server.databaseUrl, 'reader', 'read'));
  const { id } = assertSuccess(
    await server.request('POST', '/webhooks', { headers: admin, json: { url: RECEIVER, types: '*' } }),
    201,
  ).data;

  const calls: [string, string, { json?: unknown }][] = [
    ['GET', '/webhooks', {}],
    ['POST', '/webhooks', { json: { url: RECEIVER, types: '*' } }],
    ['GET', `/webhooks/${id}`, {}],
    ['PATCH', `/webhooks/${id}`, { json: { paused: true } }],
    ['DELETE', `/webhooks/${id}`, {}],
    ['GET', `/webhooks/${id}/deliveries`, {}],
  ];
  for (const [method, target, payload] of calls) {
    const anonymous = await server.request(method, target, payload);
    assertProblem(anonymous, 401, 'authentication-required', target);
    assert.equal(anonymous.headers['www-authenticate'], 'Bearer realm="fieldlog"');
    for (const headers of [write, read]) {
      const refused = assertProblem(await server.request(method, target, { headers, ...payload }), 403, 'scope-insufficient', target);
      assert.equal(refused.scope, 'admin', `${method} ${target}`);
    }
  }
  const [webhook] = assertSuccess(await server.request('GET', '/webhooks', { headers: admin }), 200).data;
  assert.deepEqual([webhook.id, webhook.paused], [id, false], 'the refused PATCH and DELETE changed nothing');
  assert.equal(await server.count('webhooks'), 1, 'the refused POSTs made nothing');
});

/** One refused create: the 422, its single error for `parameter` with `code`; nothing stored after it. */
async function assertRefused(server: TestServer, body: Record<string, unknown>, parameter: string, code: string): Promise<void> {
  const answer = await server.request('POST', '/webhooks', { json: body });
  const problem = assertProblem(answer, 422, 'invalid-parameters', '/webhooks');
  const label = JSON.stringify(body).slice(0, 120);
  assert.deepEqual(
    problem.errors.map((error: { parameter: string; code: string }) => [error.parameter, error.code]),
    [[parameter, code]],
    label,
  );
  assert.equal(typeof problem.errors[0].message, 'string');
  assert.deepEqual(assertSuccess(await server.request('GET', '/webhooks'), 200).data, [], `${label} stored nothing`);
}

describe('a webhook that cannot be made is a 422 naming the parameter and why, and stores nothing', () => {
  // The default policy (https only, public addresses only), as a server without WEBHOOK_ALLOW_* runs.
  let strict: TestServer;
  // WEBHOOK_ALLOW_HTTP=true alone: http: is accepted, private addresses still are not.
  let httpOnly: TestServer;
  before(async () => {
    strict = await startServer();
    httpOnly = await startServer({ webhooks: webhookSettings({ policy: { allowHttp: true, allowPrivate: false } }) });
  });
  after(async () => {
    await strict.close();
    await httpOnly.close();
  });

  test('url: missing, malformed, not https, with credentials or a fragment, 4 KB long, or a name that does not resolve', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'required'],
      ['', 'required'],
      ['receiver.example.org/fieldlog', 'url-malformed'],
      ['ftp://example.org/fieldlog', 'scheme-not-allowed'],
      ['http://example.org/fieldlog', 'scheme-not-allowed'],
      ['http://127.0.0.1:1/', 'scheme-not-allowed'],
      ['https://user:pw@example.org/', 'credentials-in-url'],
      ['https://example.org/fieldlog#part', 'fragment-in-url'],
      [`https://example.org/${'a'.repeat(4096)}`, 'url-too-long'],
      // .invalid never resolves (RFC 6761 §6.4).
      ['https://no-such-host.invalid/fieldlog', 'host-unresolvable'],
    ];
    for (const [url, code] of cases) await assertRefused(strict, url === undefined ? { types: '*' } : { url, types: '*' }, 'url', code);
  });

  test('url: loopback, private, link-local, metadata and local names are refused by default, http or https', async () => {
    const hosts = ['127.0.0.1:1', '10.0.0.1', '169.254.169.254', '[::1]', 'localhost', '192.168.1.10', '[::ffff:127.0.0.1]', '0.0.0.0'];
    for (const host of hosts) {
      await assertRefused(httpOnly, { url: `http://${host}/`, types: '*' }, 'url', 'address-not-allowed');
      await assertRefused(strict, { url: `https://${host}/`, types: '*' }, 'url', 'address-not-allowed');
    }
    const metadata = await strict.request('POST', '/webhooks', { json: { url: 'https://169.254.169.254/latest/meta-data/', types: '*' } });
    assert.match(assertProblem(metadata, 422, 'invalid-parameters', '/webhooks').errors[0].message, /cloud metadata/);
  });

  test('types missing, unknown or more than 20, and a description past 500 characters', async () => {
    await assertRefused(strict, { url: PUBLIC }, 'types', 'required');
    await assertRefused(strict, { url: PUBLIC, types: 'foo' }, 'types', 'pattern');
    await assertRefused(strict, { url: PUBLIC, types: 'reading.*,location.moved' }, 'types', 'pattern');
    await assertRefused(strict, { url: PUBLIC, types: Array(21).fill('reading.created').join(',') }, 'types', 'pattern');
    await assertRefused(strict, { url: PUBLIC, types: '*', description: 'd'.repeat(501) }, 'description', 'maxLength');
  });

  test('every mistake of one request is named at once', async () => {
    const answer = await strict.request('POST', '/webhooks', {
      json: { url: 'ftp://example.org/', types: 'foo', description: 'd'.repeat(501) },
    });
    const problem = assertProblem(answer, 422, 'invalid-parameters', '/webhooks');
    assert.deepEqual(problem.errors.map((error: { parameter: string }) => error.parameter).sort(), ['description', 'types', 'url']);
    assert.equal(await strict.count('webhooks'), 0);
  });

  test('the same request with its mistakes mended is made: the refusals above were for the reasons named', async () => {
    const made = assertSuccess(
      await strict.request('POST', '/webhooks', {
        json: { url: PUBLIC, types: Array(20).fill('reading.created').join(','), description: 'd'.repeat(500) },
      }),
      201,
    );
    assert.deepEqual(made.data.types, ['reading.created']);
    await strict.request('DELETE', `/webhooks/${made.data.id}`);
  });
});
