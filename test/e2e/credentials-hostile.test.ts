// Bad credentials (issue 17, "Bad input"): malformed Authorization headers, keys of the right prefix
// and a wrong body, cookies that are forged, expired or of a removed person. Each is 401
// credentials-invalid, the one answer for all of them (nothing tells which part was wrong), with a
// WWW-Authenticate challenge; nothing is written and the server keeps serving.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, test } from 'node:test';
import { openUsers } from '../../src/storage/index.js';
import { addUser, expiredSession, makeKey, signIn } from '../support/credentials.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const LOCATION = { version_number: 2, longitude: 7.1, latitude: 50.7, altitude: 61.5, speed: 1.5, timestamp: '2026-11-26T10:00:00Z' };
let server: TestServer;
let key: string;
before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  key = await makeKey(server.databaseUrl, 'writer', 'write');
});
after(() => server.close());

/** Sends raw header lines, so that repeated and odd headers reach the server exactly as written. */
function rawPost(headerLines: [string, string][]): Promise<{ status: number; body: string; www: string | undefined }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(LOCATION);
    const req = request({ host: '127.0.0.1', port: server.port, method: 'POST', path: '/locations', agent: false });
    req.setHeader('Content-Type', 'application/json');
    req.setHeader('Content-Length', Buffer.byteLength(body));
    const grouped = new Map<string, string[]>();
    for (const [name, value] of headerLines) grouped.set(name, [...(grouped.get(name) ?? []), value]);
    for (const [name, values] of grouped) req.setHeader(name, values.length === 1 ? values[0]! : values);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, www: res.headers['www-authenticate'] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('malformed Authorization headers: each is 401 credentials-invalid, and nothing is stored', async () => {
  const wrongBody = `fl_${'A'.repeat(43)}`;
  const cases: [string, [string, string][]][] = [
    ['no scheme', [['Authorization', key]]],
    ['Basic', [['Authorization', `Basic ${Buffer.from('writer:secret').toString('base64')}`]]],
    ['Token', [['Authorization', `Token ${key}`]]],
    ['Bearer and nothing', [['Authorization', 'Bearer']]],
    ['Bearer and spaces', [['Authorization', 'Bearer    ']]],
    ['two keys in one header', [['Authorization', `Bearer ${key} ${key}`]]],
    [
      'two Authorization headers, both the right key',
      [
        ['Authorization', `Bearer ${key}`],
        ['Authorization', `Bearer ${key}`],
      ],
    ],
    ['10 KB of text', [['Authorization', `Bearer ${'x'.repeat(10_240)}`]]],
    ['non-ASCII', [['Authorization', `Bearer fl_${'é'.repeat(43)}`]]],
    ['a key cut short', [['Authorization', `Bearer ${key.slice(0, -1)}`]]],
    ['a key one character longer', [['Authorization', `Bearer ${key}A`]]],
    ['the right prefix, a wrong body', [['Authorization', `Bearer ${wrongBody}`]]],
    ['another prefix', [['Authorization', `Bearer gh_${key.slice(3)}`]]],
  ];
  for (const [name, headers] of cases) {
    const answer = await rawPost(headers.map(([header, value]) => [header, Buffer.from(value, 'latin1').toString('latin1')]));
    assert.equal(answer.status, 401, `${name}: ${answer.body}`);
    assert.match(JSON.parse(answer.body).type, /\/problems\/credentials-invalid$/, name);
    assert.equal(answer.www, 'Bearer realm="fieldlog", error="invalid_token"', name);
    assert.ok(!answer.body.includes(key), `${name}: the answer never echoes a credential`);
  }
  assert.equal(await server.count('locations'), 0);
  // The scheme is case-insensitive (RFC 9110 §11.1), and the right key still works.
  const lower = await rawPost([['Authorization', `bearer ${key}`]]);
  assert.equal(lower.status, 201, lower.body);
});

test('one answer for unknown, revoked, forged, expired and removed: the bodies differ only in their request id', async () => {
  await addUser(server.databaseUrl, 'gone', 'editor');
  const removedCookie = await signIn(server, 'gone');
  const users = await openUsers(server.databaseUrl);
  await users.remove('gone');
  await users.close();
  await addUser(server.databaseUrl, 'old', 'editor');
  const revokedKey = await makeKey(server.databaseUrl, 'revoked', 'write');
  const keys = await (await import('../../src/storage/index.js')).openApiKeys(server.databaseUrl);
  await keys.revoke('revoked');
  await keys.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const answers = [];
  const sent: Record<string, string>[] = [
    { Authorization: `Bearer fl_${'B'.repeat(43)}` },
    { Authorization: `Bearer ${revokedKey}` },
    { Authorization: 'Bearer nonsense' },
    { Cookie: 'fieldlog_session=forged' },
    { Cookie: `fieldlog_session=${'C'.repeat(43)}` },
    { Cookie: await expiredSession(server, 'old') },
    { Cookie: await expiredSession(server, 'old', 8 * 24 * 60 * 60 * 1000, 60_000) },
    { Cookie: removedCookie },
  ];
  for (const headers of sent) {
    const answer = await server.request('POST', '/locations', { headers, json: LOCATION });
    assert.equal(answer.status, 401, JSON.stringify(headers));
    answers.push({ ...answer.json(), request_id: undefined });
  }
  for (const answer of answers) assert.deepEqual(answer, answers[0]);
  assert.equal(await server.count('locations'), 1, 'only the earlier test’s create');
});
