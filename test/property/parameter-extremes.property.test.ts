// Issue 14, "How it is shown": every numeric parameter of every call and version, given the extremes
// of its type (±2^53, ±(2^53 − 1), ±1.8e308, 5e-324, -0, 1e-400, long digit strings), in every body
// format (JSON numbers, JSON strings, form, XML), by POST, PUT, PATCH and POST with _method, alone and
// in batches (JSON array and NDJSON), and in the query string of every GET call: never a 5xx, the
// same verdict in every format (status, the parameters refused and why, or the value stored), and
// the valid siblings of a batch stored. The calls and parameters come from the registry and the
// route table, so a new one is covered without new test code.
//
// Bounded and repeatable: fixed seeds; EXTREMES_SEED=<n> EXTREMES_RUNS=<n> explore further.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { createApp } from '../../src/app.js';
import { openStore } from '../../src/storage/index.js';
import type { CallVersion, ParameterSpec } from '../../src/versioning/index.js';
import { referencedId } from '../support/references.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';
import { CARRIERS, EXTREMES, bodyOf, itemText, numberText, plain } from './number-extremes.js';
import type { Carrier, Written } from './number-extremes.js';

const SEED = Number(process.env.EXTREMES_SEED ?? 20_261_214);
const RUNS = Number(process.env.EXTREMES_RUNS ?? 100);

const store = await openStore(':memory:');
const app = createApp({ store });
await store.close();
const routes = app.router.routes().map((entry) => entry.value);

const isNumeric = (spec: ParameterSpec) => spec.schema.type === 'number' || spec.schema.type === 'integer';
const numericNames = (version: CallVersion) =>
  Object.entries(version.parameters)
    .filter(([, spec]) => isNumeric(spec))
    .map(([name]) => name);

/** Every resource call's versions, with the collection its create route serves. */
const RESOURCE_VERSIONS = app.registry
  .calls()
  .filter((call) => call.kind === 'resource')
  .flatMap((call) => {
    const create = routes.find((route) => route.method === 'POST' && route.call === call.name && !route.path.includes(':'));
    assert.ok(create !== undefined, `no create route for ${call.name}`);
    return call.versions.map((version) => ({ path: create.path, version }));
  });
type ResourceVersion = (typeof RESOURCE_VERSIONS)[number];

/** Every GET route of a query call with the numeric parameters of each version. */
const QUERY_ROUTES = routes
  .filter((route) => route.method === 'GET' && route.call !== undefined && app.registry.getCall(route.call).kind === 'query')
  .flatMap((route) => app.registry.getCall(route.call!).versions.map((version) => ({ path: route.path, version })));

type Method = 'POST' | 'PUT' | 'PATCH' | 'POST+PUT' | 'POST+PATCH';
const METHODS: readonly Method[] = ['POST', 'PUT', 'PATCH', 'POST+PUT', 'POST+PATCH'];

let server: TestServer;
/** Rows the examples must name (a version 3 location's device, issue 18), by collection. */
const realIds = new Map<string, string>();
before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  realIds.set('devices', await referencedId(server, 'devices'));
});
after(() => server.close());

function examples(version: CallVersion): Record<string, Written> {
  return Object.fromEntries(
    Object.entries(version.parameters).map(([name, spec]) => [
      name,
      plain(spec.references === undefined ? (spec.example as string | number) : realIds.get(spec.references)!),
    ]),
  );
}

/**
 * What an answer decided, comparable across formats: the status, and the refused parameters with
 * their codes, or the stored values of the parameters that were sent. A 5xx fails at once.
 */
function verdict(answer: Answer, sent: readonly string[], where: string): string {
  assert.ok(answer.status < 500, `${where} → ${answer.status}: ${answer.text.slice(0, 600)}`);
  const body = answer.json();
  if (answer.status >= 400) {
    const errors = (body.errors ?? [])
      .map((e: any) => `${e.parameter}:${e.code}`)
      .sort()
      .join(' ');
    return `${answer.status} ${String(body.type)} ${errors}`;
  }
  return `${answer.status} ${sent.map((name) => `${name}=${JSON.stringify(body.data[name])}`).join(' ')}`;
}

/** A fresh resource of `subject`'s version, created from the examples in JSON. */
async function createFresh(subject: ResourceVersion): Promise<string> {
  const answer = await server.request(
    'POST',
    subject.path,
    bodyOf('json', { version_number: numberText(String(subject.version.version)), ...examples(subject.version) }),
  );
  assert.equal(answer.status, 201, answer.text);
  return answer.json().data.id as string;
}

/** One request of `method` carrying `changed` over the version's examples (only `changed` for PATCH). */
async function sendIn(subject: ResourceVersion, method: Method, carrier: Carrier, changed: Record<string, Written>): Promise<Answer> {
  const partial = method === 'PATCH' || method === 'POST+PATCH';
  const parameters: Record<string, Written> = {
    version_number: numberText(String(subject.version.version)),
    ...(partial ? {} : examples(subject.version)),
    ...changed,
  };
  if (method === 'POST') return server.request('POST', subject.path, bodyOf(carrier, parameters));
  const id = await createFresh(subject);
  const [verb, override] = method.startsWith('POST+') ? ['POST', method.slice(5)] : [method, undefined];
  if (override !== undefined) parameters._method = plain(override);
  return server.request(verb, `${subject.path}/${id}`, bodyOf(carrier, parameters));
}

/** The same change in every carrier: no 5xx and one verdict. Returns it. */
async function sameInEveryCarrier(subject: ResourceVersion, method: Method, changed: Record<string, Written>): Promise<string> {
  const where = `${method} ${subject.path} version ${subject.version.version} ${JSON.stringify(Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, v.text.slice(0, 40)])))}`;
  const verdicts = new Map<Carrier, string>();
  for (const carrier of CARRIERS)
    verdicts.set(carrier, verdict(await sendIn(subject, method, carrier, changed), Object.keys(changed), `${where} in ${carrier}`));
  const first = verdicts.get('json')!;
  for (const [carrier, found] of verdicts) assert.equal(found, first, `${where}: ${carrier} decided differently from json`);
  return first;
}

test('issue 14: every numeric parameter of every call version, at each extreme of its type, gets one verdict in JSON, JSON text, form and XML, and never a 5xx', {
  timeout: 120_000,
}, async () => {
  const tally = new Map<string, number>();
  for (const subject of RESOURCE_VERSIONS) {
    for (const name of numericNames(subject.version)) {
      for (const extreme of EXTREMES) {
        const found = await sameInEveryCarrier(subject, 'POST', { [name]: numberText(extreme) });
        const status = found.slice(0, 3);
        tally.set(status, (tally.get(status) ?? 0) + 1);
      }
    }
  }
  // Both outcomes were reached: extremes inside a parameter's range are stored, the others refused.
  assert.ok((tally.get('201') ?? 0) > 50 && (tally.get('422') ?? 0) > 50, JSON.stringify([...tally]));
});

test('issue 14: integers of 2^53 and more are refused by name with the bound in `expected`, in every format and method', async () => {
  const reading = RESOURCE_VERSIONS.find((s) => s.path === '/readings' && s.version.version === 2)!;
  for (const method of METHODS) {
    for (const carrier of CARRIERS) {
      const answer = await sendIn(reading, method, carrier, {
        good: numberText('9007199254740992'),
        number: numberText('9007199254740993'),
        seen: numberText('1e300'),
      });
      assert.equal(answer.status, 422, `${method} ${carrier}: ${answer.text}`);
      const errors = answer.json().errors.map((e: any) => [e.parameter, e.code, e.expected]);
      assert.deepEqual(
        errors,
        ['good', 'number', 'seen'].map((name) => [name, 'maximum', 'integer from 0 to 9007199254740991']),
        `${method} ${carrier}`,
      );
    }
  }
});

test('issue 14: -0 and 1e-400 are stored as 0 in every format, and 5e-324 as itself', async () => {
  const reading = RESOURCE_VERSIONS.find((s) => s.path === '/readings' && s.version.version === 2)!;
  for (const method of METHODS) {
    assert.equal(
      await sameInEveryCarrier(reading, method, { mean: numberText('-0'), span: numberText('1e-400'), good: numberText('-0') }),
      `${method.includes('PATCH') ? 200 : method === 'POST' ? 201 : 200} mean=0 span=0 good=0`,
    );
    assert.equal(
      await sameInEveryCarrier(reading, method, { stdDev: numberText('5e-324') }),
      `${method === 'POST' ? 201 : 200} stdDev=5e-324`,
    );
  }
});

/** Some of a version's numeric parameters, each an extreme or its example. */
function changes(version: CallVersion): fc.Arbitrary<Record<string, Written>> {
  const names = numericNames(version);
  const value = fc.oneof(fc.constantFrom(...EXTREMES).map(numberText), fc.constant(undefined));
  return fc.record(Object.fromEntries(names.map((name) => [name, value]))).map((record) => {
    const chosen = Object.entries(record).filter((entry): entry is [string, Written] => entry[1] !== undefined);
    // At least one parameter changes; extremes of the counts together reach the stored limits.
    return Object.fromEntries(chosen.length > 0 ? chosen : [[names[0]!, numberText(EXTREMES[0]!)]]);
  });
}

test(`issue 14: ${RUNS} generated updates and creates with several extremes at once (seed ${SEED}) get one verdict in every format and method`, {
  timeout: 120_000,
}, async () => {
  const subjects = fc
    .constantFrom(...RESOURCE_VERSIONS)
    .chain((subject) => fc.tuple(fc.constant(subject), fc.constantFrom(...METHODS), changes(subject.version)));
  await fc.assert(
    fc.asyncProperty(subjects, async ([subject, method, changed]) => {
      await sameInEveryCarrier(subject, method, changed);
    }),
    { seed: SEED, numRuns: RUNS },
  );
});

async function rowExists(table: string, id: string): Promise<boolean> {
  return (await server.row(`SELECT 1 FROM ${table} WHERE id = ?`, id)) !== undefined;
}

test(`issue 14: batches of extremes and valid siblings (seed ${SEED}): the same results as JSON array and NDJSON, each as a single create answers, valid items stored`, {
  timeout: 120_000,
}, async () => {
  const batches = fc
    .constantFrom(...RESOURCE_VERSIONS)
    .chain((subject) =>
      fc.tuple(fc.constant(subject), fc.array(fc.oneof(changes(subject.version), fc.constant(undefined)), { minLength: 1, maxLength: 8 })),
    );
  await fc.assert(
    fc.asyncProperty(batches, async ([subject, plan]) => {
      // undefined is a valid sibling: the version's examples.
      const items = plan.map((changed) => ({ ...examples(subject.version), ...changed }));
      const target = `${subject.path}?version_number=${subject.version.version}`;
      const table = subject.path.slice(1);
      const array = await server.request('POST', target, {
        body: `[${items.map(itemText).join(',')}]`,
        headers: { 'content-type': 'application/json' },
      });
      const lines = await server.request('POST', target, {
        body: `${items.map(itemText).join('\n')}\n`,
        headers: { 'content-type': 'application/x-ndjson' },
      });
      for (const [answer, label] of [
        [array, 'JSON array'],
        [lines, 'NDJSON'],
      ] as const) {
        assert.equal(answer.status, 200, `${label}: ${answer.text.slice(0, 600)}`);
      }
      const results = [array.json().data, lines.json().data];
      for (const [index, item] of items.entries()) {
        const single = verdict(
          await server.request(
            'POST',
            subject.path,
            bodyOf('json', { version_number: numberText(String(subject.version.version)), ...item }),
          ),
          [],
          `single ${index}`,
        );
        for (const [k, result] of results.entries()) {
          const found = result[index];
          const summary =
            found.status === 201
              ? '201 '
              : `${found.status} ${String(found.type)} ${(found.errors ?? [])
                  .map((e: any) => `${e.parameter}:${e.code}`)
                  .sort()
                  .join(' ')}`;
          assert.equal(summary, single, `${k === 0 ? 'JSON array' : 'NDJSON'} item ${index} against a single create`);
          if (found.status === 201) assert.ok(await rowExists(table, found.id), `item ${index} answered 201 but ${found.id} is not stored`);
          if (plan[index] === undefined) assert.equal(found.status, 201, `valid sibling ${index}: ${JSON.stringify(found)}`);
        }
      }
    }),
    { seed: SEED + 1, numRuns: Math.max(10, Math.round(RUNS / 3)) },
  );
});

test('issue 14: the numeric query parameters of every GET call, and version_number, never answer 5xx at the extremes', {
  timeout: 120_000,
}, async () => {
  const ids: Record<string, string> = {};
  for (const subject of RESOURCE_VERSIONS) ids[subject.path] ??= await createFresh(subject);
  let sent = 0;
  for (const { path, version } of QUERY_ROUTES) {
    const base = path.replace(':id', path.startsWith('/readings') ? ids['/readings']! : ids['/locations']!);
    const names = numericNames(version);
    const targets = [
      ...names.flatMap((name) => EXTREMES.map((extreme) => `${name}=${encodeURIComponent(extreme)}`)),
      // bbox carries four numbers in one parameter.
      ...(Object.hasOwn(version.parameters, 'bbox')
        ? EXTREMES.map((extreme) => `bbox=${encodeURIComponent(`${extreme},-1,${extreme},1`)}`)
        : []),
    ];
    for (const query of targets) {
      const answer = await server.request('GET', `${base}?version_number=${version.version}&${query}`);
      assert.ok(answer.status < 500, `GET ${base}?${query.slice(0, 80)} → ${answer.status}: ${answer.text.slice(0, 400)}`);
      sent++;
    }
    for (const extreme of EXTREMES) {
      const answer = await server.request('GET', `${base}?version_number=${encodeURIComponent(extreme)}`);
      assert.equal(answer.status, 400, `version_number=${extreme.slice(0, 40)}: ${answer.text.slice(0, 300)}`);
    }
  }
  assert.ok(sent > 200, `only ${sent} requests`);
});

/** Each summary item's numbers as the XML answer writes them, by area: `null` for nil. */
/** The summary's items in XML, in order: an area has one item per quantity and unit (issue 18). */
function xmlItems(text: string): Record<string, string>[] {
  const items: Record<string, string>[] = [];
  for (const [, inner] of text.matchAll(/<i>(.*?)<\/i>/gs)) {
    const fields: Record<string, string> = {};
    for (const [, name, value] of inner!.matchAll(/<(\w+)(?: nil="true"\/>|>([^<]*)<\/\1>)/g)) fields[name!] = value ?? 'null';
    items.push(fields);
  }
  return items;
}

test('issue 14: after all of that, /readings/summary answers in JSON and XML with the same numbers for every area', async () => {
  for (const version of [1, 2, 3]) {
    let cursor: string | null = null;
    do {
      const query = `version_number=${version}&limit=1000${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`;
      const json = await server.request('GET', `/readings/summary?${query}`);
      const xml = await server.request('GET', `/readings/summary.xml?${query}`);
      assert.equal(json.status, 200, json.text.slice(0, 400));
      assert.equal(xml.status, 200, xml.text.slice(0, 400));
      const inXml = xmlItems(xml.text);
      const items = json.json().data as Record<string, unknown>[];
      assert.equal(inXml.length, items.length);
      for (const [index, item] of items.entries()) {
        for (const [name, value] of Object.entries(item)) {
          assert.equal(inXml[index]![name], value === null ? 'null' : String(value), `${String(item.area)} ${name}`);
          if (typeof value === 'number') assert.ok(Number.isFinite(value), `${String(item.area)} ${name}`);
        }
      }
      cursor = json.json().meta.next_cursor;
    } while (cursor !== null);
  }
});
