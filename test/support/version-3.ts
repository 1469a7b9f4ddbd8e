// Issue 18: what the version 3 tests share. Bodies of location and reading version 3 around a
// device, the keys each version's readers see, every way a write can travel (JSON, form and XML
// bodies; the method itself, `_method` in the body, or X-HTTP-Method-Override), and the tables'
// rows, so that a refused write can be shown to have changed nothing at all.
import assert from 'node:assert/strict';
import { LOCATION_KEYS, LOCATION_V2, READING_KEYS, READING_V2, assertSuccess, bodyIn, tableRows } from '../fixtures/resources.js';
import type { BodyFormat, Fields, Table } from '../fixtures/resources.js';
import type { RequestOptions, TestServer } from './server.js';

/** The keys a version 3 reader sees, in order: the fixtures' lists (test/fixtures/resources.ts). */
export const V3_LOCATION_KEYS = LOCATION_KEYS[3];
export const V3_READING_KEYS = READING_KEYS[3];

/** The fields version 3 adds, by collection: none of them may reach a version 1 or 2 reader. */
export const V3_FIELDS = { locations: ['device', 'accuracy'], readings: ['quantity', 'unit', 'device'] } as const;

/** A complete version 3 location of `device`. */
export function locationV3(device: string, extra: Fields = {}): Fields {
  return { ...LOCATION_V2, device, accuracy: 4.5, ...extra };
}

/** A complete version 3 reading: air temperature in degrees Celsius, of `device` when one is named. */
export function readingV3(device?: string, extra: Fields = {}): Fields {
  return { ...READING_V2, quantity: 'air_temperature', unit: 'Cel', ...(device === undefined ? {} : { device }), ...extra };
}

export type ResourceTable = Exclude<Table, 'devices'>;

/** Creates a resource of any version over HTTP (JSON) and returns its `data`. */
export async function createIn(server: TestServer, collection: Table, version: number, fields: Fields): Promise<any> {
  const answer = await server.request('POST', `/${collection}`, { json: { version_number: version, ...fields } });
  return assertSuccess(answer, 201).data;
}

/** A new device's id. */
export async function createDevice(server: TestServer, name: string): Promise<string> {
  return (await createIn(server, 'devices', 1, { name, kind: 'gps-collar' })).id;
}

/** The resource as a version N client reads it (GET by id, JSON). */
export async function readIn(server: TestServer, collection: Table, id: string, version: number): Promise<any> {
  return assertSuccess(await server.request('GET', `/${collection}/${id}?version_number=${version}`), 200).data;
}

/** Every row of the three tables, exactly as stored. */
export async function snapshot(server: TestServer): Promise<Record<Table, Record<string, unknown>[]>> {
  return {
    locations: await tableRows(server, 'locations'),
    readings: await tableRows(server, 'readings'),
    devices: await tableRows(server, 'devices'),
  };
}

/** One way of sending a write: its label for the test's title, the wire method, and the request options. */
export interface Way {
  label: string;
  method: string;
  options: RequestOptions;
}

/** The XML root a body of the collection's call is sent in. */
const ROOT: Record<Table, string> = { locations: 'location', readings: 'reading', devices: 'device' };

/** A create in the given body format. */
export function createWay(collection: Table, format: BodyFormat, parameters: Fields): Way {
  return { label: `POST (${format})`, method: 'POST', options: bodyIn(format, parameters, ROOT[collection]) };
}

/**
 * Every way a PUT, PATCH or DELETE reaches the server (INTERFACE.md §4, §5): the method itself and a
 * POST with `_method` in each body format, and a POST with X-HTTP-Method-Override (JSON).
 */
export function updateWays(collection: Table, method: 'PUT' | 'PATCH' | 'DELETE', parameters: Fields): Way[] {
  const root = ROOT[collection];
  const ways: Way[] = [];
  for (const format of ['json', 'form', 'xml'] as const) {
    if (method !== 'DELETE') ways.push({ label: `${method} (${format})`, method, options: bodyIn(format, parameters, root) });
    // Any letter case names the method (INTERFACE.md §4).
    const named = format === 'form' ? method.toLowerCase() : method;
    ways.push({
      label: `POST _method=${named} (${format})`,
      method: 'POST',
      options: bodyIn(format, { _method: named, ...parameters }, root),
    });
  }
  ways.push({
    label: `POST X-HTTP-Method-Override: ${method} (json)`,
    method: 'POST',
    options: { json: parameters, headers: { 'x-http-method-override': method } },
  });
  return ways;
}

/** The format a way's body travels in: JSON keeps numbers; forms and XML carry every value as text. */
export function formatOf(way: Way): BodyFormat {
  if (way.options.xml !== undefined) return 'xml';
  if (way.options.form !== undefined) return 'form';
  return 'json';
}

/** The `received` of a parameter error: the value as sent, so a number is text when a form or XML carried it. */
export function receivedAs(format: BodyFormat, value: string | number): string | number {
  return format === 'json' ? value : String(value);
}

/** `[parameter, code, received]` of each entry of a 422's errors, in order. */
export function errorTriples(problem: any): [string, string, unknown][] {
  assert.ok(Array.isArray(problem.errors), 'the problem has errors');
  return problem.errors.map((e: any) => [e.parameter, e.code, e.received]);
}

/** The same data without the server's updated_at, which every accepted write moves. */
export function withoutUpdatedAt(data: Record<string, unknown>): Record<string, unknown> {
  const { updated_at, ...rest } = data;
  assert.equal(typeof updated_at, 'string');
  return rest;
}
