// Peer on PostgreSQL (issue 16): the Fastify peer of bench/peers/fastify.ts, route for route and
// schema for schema, over bench/peers/postgres.ts instead of SQLite: `pg`, a pool of Fieldlog's
// default size, prepared statements, synchronous_commit on, Fieldlog's tables. A create is one
// INSERT … RETURNING with an id and timestamps made here, committed on its own.
import Fastify from 'fastify';
import { CREATE_BODY, ERROR, LIST_QUERY, LOCATION, PAGE } from './fastify-schemas.js';
import { isEntryPoint, readPeerEnvironment, tsxLaunch } from './peer.js';
import type { Peer } from './peer.js';
import { openPgPeerData } from './postgres.js';
import type { NewLocation } from './sqlite.js';

export const fastifyPgPeer: Peer = {
  name: 'fastify-pg',
  description: 'Fastify 5 on PostgreSQL: pg.Pool of 10, prepared statements, one INSERT … RETURNING and one commit per create',
  engine: 'postgres',
  // No bulk-ingest route, as on SQLite; no synchronous=NORMAL on PostgreSQL (synchronous_commit stays on).
  skips: ['bulk-full', 'create-normal'],
  launch: (settings) => tsxLaunch(import.meta.url, settings),
};

if (isEntryPoint(import.meta.url)) {
  const { port, database } = readPeerEnvironment();
  const data = openPgPeerData(database);
  const app = Fastify({ logger: false });

  app.get('/hello', { schema: { response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } } } }, async () => ({
    hello: 'world',
  }));
  app.get('/healthz', { schema: { response: { 200: { type: 'object', properties: { status: { type: 'string' } } } } } }, async () => {
    await data.check();
    return { status: 'ok' };
  });
  app.get('/locations', { schema: { querystring: LIST_QUERY, response: { 200: PAGE } } }, async (request) => {
    const { limit } = request.query as { limit: number };
    return { data: await data.list(limit) };
  });
  // A static route: find-my-way tries it before /locations/:id.
  app.get('/locations/latest', { schema: { querystring: LIST_QUERY, response: { 200: PAGE } } }, async (request) => {
    const { limit } = request.query as { limit: number };
    return { data: await data.latest(limit) };
  });
  app.get('/locations/:id', { schema: { response: { 200: LOCATION, 404: ERROR } } }, async (request, reply) => {
    const row = await data.get((request.params as { id: string }).id);
    if (row === undefined) return reply.code(404).send({ error: 'not found' });
    return row;
  });
  app.post('/locations', { schema: { body: CREATE_BODY, response: { 201: LOCATION } } }, async (request, reply) => {
    const { version_number: _version, ...fields } = request.body as NewLocation & { version_number: number };
    const row = await data.insert(fields);
    reply.code(201);
    return row;
  });

  await app.listen({ port, host: '127.0.0.1' });
  process.stdout.write(`fastify-pg peer listening on http://127.0.0.1:${port}\n`);
  process.once('SIGTERM', () => {
    void app.close().then(async () => {
      await data.close();
      process.exit(0);
    });
  });
}
