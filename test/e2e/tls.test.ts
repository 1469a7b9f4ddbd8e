// Issue 21: TLS_CERT and TLS_KEY make the server speak HTTPS itself (src/tls-files.ts, src/server.ts),
// shown with a self-signed certificate made for the test and node's own HTTPS client trusting it:
// requests, the session cookie marked Secure, a malformed request answered with a problem detail
// over TLS, the start line, WORKERS, the drain on SIGTERM, and a sentence for each way the two
// settings can be wrong.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import { connect } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { killIfRunning, startChildServer } from '../support/child-server.js';
import type { ChildServer } from '../support/child-server.js';
import { PASSWORD, addUser } from '../support/credentials.js';
import { opensslSuite, selfSignedCertificate } from '../support/openssl.js';
import type { Certificate } from '../support/openssl.js';
import { startServer } from '../support/server.js';
import { createTestDatabase } from '../support/test-database.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SUITE = { ...opensslSuite(), timeout: 60_000 };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request over HTTPS on a connection of its own, trusting `ca` (or nothing but node's roots). */
function httpsAsk(
  port: number,
  ca: Buffer | undefined,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      { host: '127.0.0.1', port, method, path, headers: options.headers, agent: false, ...(ca === undefined ? {} : { ca }) },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function folderFor(t: TestContext): string {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-tls-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

function certificate(t: TestContext, name?: string): Certificate & { ca: Buffer } {
  const made = selfSignedCertificate(folderFor(t), name);
  return { ...made, ca: readFileSync(made.certPath) };
}

test('with TLS_CERT and TLS_KEY the server answers HTTPS to a client that trusts the certificate, and only over TLS', SUITE, async (t) => {
  const tls = certificate(t);
  const server = await startServer({ tls: { certPath: tls.certPath, keyPath: tls.keyPath } });
  t.after(() => server.close());
  assert.match(server.url, /^https:\/\/127\.0\.0\.1:\d+$/);

  assert.equal((await httpsAsk(server.port, tls.ca, 'GET', '/healthz')).status, 200);
  const created = await httpsAsk(server.port, tls.ca, 'POST', '/locations', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 }),
  });
  assert.equal(created.status, 201, created.text);
  const id = JSON.parse(created.text).data.id as string;
  const read = await httpsAsk(server.port, tls.ca, 'GET', `/locations/${id}?version_number=1`);
  assert.equal(read.status, 200);
  assert.equal(JSON.parse(read.text).data.id, id);

  // A client that does not trust the certificate refuses it: this is TLS, not HTTP on another port.
  await assert.rejects(httpsAsk(server.port, undefined, 'GET', '/healthz'), /self-signed certificate/);
});

test('over TLS the session cookie is Secure, with no proxy and no TRUST_PROXY', SUITE, async (t) => {
  const tls = certificate(t);
  const server = await startServer({ rateLimit: { limit: 0 }, tls: { certPath: tls.certPath, keyPath: tls.keyPath } });
  t.after(() => server.close());
  await addUser(server.databaseUrl, 'vera', 'viewer');
  const signedIn = await httpsAsk(server.port, tls.ca, 'POST', '/session', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'vera', password: PASSWORD }).toString(),
  });
  assert.equal(signedIn.status, 303, signedIn.text);
  const cookie = [signedIn.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('fieldlog_session='));
  assert.match(String(cookie), /; HttpOnly; SameSite=Lax; Secure$/);
});

test('bytes that are not a request get a problem detail over TLS too, as over plain HTTP', SUITE, async (t) => {
  const tls = certificate(t);
  const server = await startServer({ tls: { certPath: tls.certPath, keyPath: tls.keyPath } });
  t.after(() => server.close());
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: server.port, ca: tls.ca, servername: 'localhost' }, () => {
      socket.write('NOT A REQUEST LINE\r\n\r\n');
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  assert.match(answer, /^HTTP\/1\.1 400 /);
  assert.match(answer, /application\/problem\+json/);
});

test(
  'shutdown drains TLS connections as plain ones: an idle keep-alive connection is closed at once, not held for its timeout',
  SUITE,
  async (t) => {
    const tls = certificate(t);
    // Two minutes of keep-alive and of grace: if the drain left idle TLS connections to either, close()
    // would outlast the test's own timeout (a minute).
    const server = await startServer({
      tls: { certPath: tls.certPath, keyPath: tls.keyPath },
      timeouts: { keepAliveMs: 120_000 },
      shutdownGraceMs: 120_000,
    });
    t.after(() => server.close());
    const agent = new Agent({ keepAlive: true, ca: tls.ca });
    t.after(() => agent.destroy());
    // One request answered; its connection then waits, idle, in the agent's pool.
    const socket = await new Promise<Socket>((resolve, reject) => {
      const req = httpsRequest({ host: '127.0.0.1', port: server.port, path: '/healthz', agent }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(req.socket!) : reject(new Error(`GET /healthz answered ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end();
    });
    assert.equal(socket.destroyed, false);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await server.stop();
    await closed;
  },
);

test('the entry point says https:// in its start line, serves HTTPS from every worker, and drains on SIGTERM', SUITE, async (t) => {
  const tls = certificate(t);
  const database = await createTestDatabase();
  t.after(() => database.drop());
  let child: ChildServer | undefined;
  t.after(() => killIfRunning(child));
  child = await startChildServer(database.url, { TLS_CERT: tls.certPath, TLS_KEY: tls.keyPath, WORKERS: '2', LOG_LEVEL: 'info' });
  assert.match(child.stdout(), /Fieldlog listening on https:\/\/127\.0\.0\.1:\d+ \(storage: \w+, workers: 2;/);
  const statuses = [];
  // Eight connections: the workers share them, and each answers over TLS.
  for (let index = 0; index < 8; index++) statuses.push((await httpsAsk(child.port, tls.ca, 'GET', '/readyz')).status);
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 200, 200]);
  child.process.kill('SIGTERM');
  assert.deepEqual(await child.exited, { code: 0, signal: null });
});

/** Runs the entry point with `settings` until it exits (a bad setting stops it before it opens anything). */
function startFailure(t: TestContext, settings: Record<string, string>): { code: number | null; stderr: string; database: string } {
  const database = join(folderFor(t), 'fieldlog.db');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database, LOG_LEVEL: 'silent', ...settings };
  delete env.NODE_TEST_CONTEXT;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });
  return { code: run.status, stderr: run.stderr, database };
}

test('TLS settings that cannot work stop the start with a sentence naming the variable, not a stack trace', SUITE, async (t) => {
  const tls = certificate(t);
  const other = certificate(t, 'other');
  const folder = folderFor(t);
  const notPem = join(folder, 'not.pem');
  writeFileSync(notPem, 'hello, I am not a certificate\n');
  const cases: [Record<string, string>, string][] = [
    [
      { TLS_CERT: tls.certPath },
      'TLS_CERT is set but TLS_KEY is not: HTTPS needs both the certificate (TLS_CERT) and its private key (TLS_KEY), or neither for plain HTTP',
    ],
    [
      { TLS_KEY: tls.keyPath },
      'TLS_KEY is set but TLS_CERT is not: HTTPS needs both the certificate (TLS_CERT) and its private key (TLS_KEY), or neither for plain HTTP',
    ],
    [
      { TLS_CERT: join(folder, 'missing.crt'), TLS_KEY: tls.keyPath },
      `TLS_CERT names ${join(folder, 'missing.crt')}, which cannot be read (no such file)`,
    ],
    [{ TLS_CERT: tls.certPath, TLS_KEY: folder }, `TLS_KEY names ${folder}, which cannot be read (it is a folder)`],
    [
      { TLS_CERT: notPem, TLS_KEY: tls.keyPath },
      `TLS_CERT (${notPem}) holds no PEM certificate: it must begin with -----BEGIN CERTIFICATE-----`,
    ],
    [
      { TLS_CERT: tls.certPath, TLS_KEY: tls.certPath },
      `TLS_KEY (${tls.certPath}) holds no unencrypted PEM private key: it must begin with -----BEGIN PRIVATE KEY----- (or an RSA or EC key's own header), without a passphrase`,
    ],
    [
      { TLS_CERT: tls.certPath, TLS_KEY: other.keyPath },
      `TLS_KEY (${other.keyPath}) is not the private key of the certificate in TLS_CERT (${tls.certPath})`,
    ],
    // The primary checks before it starts any worker: one sentence, not one per failed worker.
    [
      { TLS_CERT: tls.certPath, TLS_KEY: other.keyPath, WORKERS: '2' },
      `TLS_KEY (${other.keyPath}) is not the private key of the certificate in TLS_CERT (${tls.certPath})`,
    ],
  ];
  for (const [settings, sentence] of cases) {
    const failed = startFailure(t, settings);
    assert.equal(failed.code, 1, JSON.stringify(settings));
    assert.equal(failed.stderr, `Fieldlog could not start: ${sentence}\n`);
    assert.equal(existsSync(failed.database), false, 'no database is opened for a certificate that cannot be used');
  }
});
