// Types generated from the served OpenAPI document compile, and a client typed by them (openapi-fetch)
// creates, reads, updates through _method, and deletes a location (issue 4).
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import ts from 'typescript';
import { GENERATED_TYPES, renderApiTypes } from '../support/api-types.js';
import { checkContract } from '../support/contract.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';
import { locationRoundTrip } from '../support/typed-client.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Inside the project (and gitignored), so the copy resolves openapi-fetch from node_modules as the original does.
const WORK = join(ROOT, '.tmp', `typed-client-${process.pid}`);

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(async () => {
  rmSync(WORK, { recursive: true, force: true });
  await server.close();
});

test("types generated from /openapi.json compile together with the typed client, under the project's strict settings", async (t) => {
  const fresh = await renderApiTypes((await server.request('GET', '/openapi.json')).json());
  mkdirSync(join(WORK, 'generated'), { recursive: true });
  mkdirSync(join(WORK, 'support'), { recursive: true });
  writeFileSync(join(WORK, 'generated', 'fieldlog-api.ts'), fresh);
  copyFileSync(join(ROOT, 'test', 'support', 'typed-client.ts'), join(WORK, 'support', 'typed-client.ts'));

  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram([join(WORK, 'support', 'typed-client.ts')], { ...options, noEmit: true });
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  assert.deepEqual(diagnostics, []);

  if (readFileSync(GENERATED_TYPES, 'utf8') !== fresh) {
    t.diagnostic('test/generated/fieldlog-api.ts is older than the document; run npm run openapi:types');
  }
});

test('the typed client creates, reads, updates through _method, and deletes a location', async () => {
  // Every answer the client receives is held to the document, as server.request's are.
  const checkedFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const url = new URL(request.url);
    await checkContract({
      method: request.method,
      target: url.pathname + url.search,
      status: response.status,
      headers: Object.fromEntries(response.headers),
      text: await response.clone().text(),
    });
    return response;
  };
  const trip = await locationRoundTrip(server.url, checkedFetch);
  assert.deepEqual(trip.statuses, [201, 200, 200, 200]);
  assert.equal(trip.read.id, trip.created.id);
  assert.equal(trip.read.speed, 1.4);
  assert.equal(trip.updated.speed, 2.5);
  assert.equal(trip.updated.altitude, 60, 'PATCH through _method changed only speed');
  assert.equal(trip.deleted.id, trip.created.id);
  const gone = await server.request('GET', `/locations/${trip.created.id}?version_number=2`);
  assert.equal(gone.status, 404);
});
