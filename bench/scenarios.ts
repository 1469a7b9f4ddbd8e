// Named scenarios, after find-my-way's benchmark/bench.js: each a kind of request a router must
// answer, as raw request paths (still percent-encoded, as they arrive on the wire).

export const ROUTES: readonly (readonly [string, string])[] = [
  ['GET', '/'],
  ['GET', '/healthz'],
  ['GET', '/docs'],
  ['GET', '/openapi.json'],
  ['GET', '/problems/:type'],
  ...['locations', 'readings'].flatMap(
    (c) =>
      [
        ['GET', `/${c}`],
        ['POST', `/${c}`],
        ['GET', `/${c}/search`],
        ['GET', `/${c}/latest`],
        ['GET', `/${c}/new`],
        ['GET', `/${c}/:id`],
        ['PUT', `/${c}/:id`],
        ['PATCH', `/${c}/:id`],
        ['DELETE', `/${c}/:id`],
        ['POST', `/${c}/:id`],
        ['GET', `/${c}/:id/edit`],
      ] as [string, string][],
  ),
  ['GET', '/locations/:id/nearby'],
  ['GET', '/readings/:id/history'],
  ['GET', '/readings/summary'],
];

/** [method, raw path] */
export type Request = readonly [method: string, path: string];

export interface Scenario {
  name: string;
  requests: readonly Request[];
}

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'static',
    requests: [
      ['GET', '/healthz'],
      ['GET', '/locations'],
    ],
  },
  {
    name: ':id',
    requests: [
      ['GET', '/locations/01JD4X2V6T6Y6K0Z5Q8R9S7W3N'],
      ['PUT', '/readings/01JD4X2V6T6Y6K0Z5Q8R9S7W3N'],
    ],
  },
  {
    name: 'named collection vs id',
    requests: [
      ['GET', '/locations/latest'],
      ['GET', '/readings/search'],
    ],
  },
  { name: 'member route', requests: [['GET', '/locations/01JD4X2V6T6Y6K0Z5Q8R9S7W3N/nearby']] },
  {
    name: '404',
    requests: [
      ['GET', '/sensors/12'],
      ['GET', '/locations/1/2/3'],
    ],
  },
  { name: '405', requests: [['DELETE', '/locations']] },
  { name: 'encoded path', requests: [['GET', '/locations/caf%C3%A9%20bar']] },
];
