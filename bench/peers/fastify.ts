// Peer: Fastify 5 on its idiomatic fast path. Routes by find-my-way, validates the create's body
// and the lists' query by JSON Schema (ajv, compiled at start-up), and serialises every answer by
// its response schema (fast-json-stringify). Logger off, as Fieldlog's is in the bench. Data access
// is bench/peers/sqlite.ts, the same SQL as Fieldlog's.
import Fastify from 'fastify';
import { isEntryPoint, readPeerEnvironment, tsxLaunch } from './peer.js';
import type { Peer } from './peer.js';
import { openPeerData } from './sqlite.js';
import type { NewLocation } from './sqlite.js';
import { CREATE_BODY, ERROR, LIST_QUERY, LOCATION, PAGE } from './fastify-schemas.js';

export const fastifyPeer: Peer = {
  name: 'fastify',
  description: 'Fastify 5: find-my-way routing, ajv body and query schemas, fast-json-stringify response schemas',
  // No bulk-ingest route (issue 7): Fieldlog's batch figure stands alone, as locations per second.
  skips: ['bulk-full'],
  launch: (settings) => tsxLaunch(import.meta.url, settings),
};

if (isEntryPoint(import.meta.url)) {
  const { port, database } = readPeerEnvironment();
  const data = openPeerData(database);
  const app = Fastify({ logger: false });

  app.get('/hello', { schema: { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } } }, async () => ({
    hello: 'world',
  }));
  app.get('/healthz', { schema: { response: { 200: { type: 'object', properties: { status: { type: 'string' } } } } } }, async () => {
    data.check();
    return { status: 'ok' };
  });
  app.get('/locations', { schema: { querystring: LIST_QUERY, response: { 200: PAGE } } }, async (request) => {
    const { limit } = request.query as { limit: number };
    return { data: data.list(limit) };
  });
  // A static route: find-my-way tries it before /locations/:id.
  app.get('/locations/latest', { schema: { querystring: LIST_QUERY, response: { 200: PAGE } } }, async (request) => {
    const { limit } = request.query as { limit: number };
    return { data: data.latest(limit) };
  });
  app.get('/locations/:id', { schema: { response: { 200: LOCATION, 404: ERROR } } }, async (request, reply) => {
    const row = data.get((request.params as { id: string }).id);
    if (row === undefined) return reply.code(404).send({ error: 'not found' });
    return row;
  });
  app.post('/locations', { schema: { body: CREATE_BODY, response: { 201: LOCATION } } }, async (request, reply) => {
    const { version_number: _version, ...fields } = request.body as NewLocation & { version_number: number };
    reply.code(201);
    return data.insert(fields);
  });

  await app.listen({ port, host: '127.0.0.1' });
  process.stdout.write(`fastify peer listening on http://127.0.0.1:${port}\n`);
  process.once('SIGTERM', () => {
    void app.close().then(() => {
      data.close();
      process.exit(0);
    });
  });
}
