// Issue 2, INTERFACE.md §5: the answer's format (suffix, then Accept with q-values, then JSON), the
// Content-Type of successes and problems, XML that mirrors JSON element for element, complete HTML
// pages, and request bodies in JSON, form encoding and XML.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sax from 'sax';
import { ACCEPTED_BODY_TYPES } from '../../src/http/input/body.js';
import { AVAILABLE_MEDIA_TYPES } from '../../src/http/semantics/negotiate.js';
import { PROBLEMS } from '../../src/contract/problems.js';
import { startServer } from '../support/server.js';
import { assertProblem } from '../support/problem-assertions.js';
import type { Answer, RequestOptions, TestServer } from '../support/server.js';

const LOCATION_V1 = { version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 };
const LOCATION_V2 = { ...LOCATION_V1, version_number: 2, speed: 1.4, timestamp: '2026-11-22T18:45:00Z' };

let server: TestServer;
let id: string;

before(async () => {
  server = await startServer();
  const created = await server.request('POST', '/locations', { json: LOCATION_V2 });
  assert.equal(created.status, 201, created.text);
  id = created.json().data.id;
});
after(() => server.close());

function countLocations(): Promise<number> {
  return server.count('locations');
}

function formatOf(answer: Answer): 'json' | 'xml' | 'html' | 'other' {
  const type = String(answer.headers['content-type']);
  if (/^application\/(problem\+)?json/.test(type)) return 'json';
  if (/^application\/(problem\+)?xml/.test(type)) return 'xml';
  if (/^text\/html/.test(type)) return 'html';
  return 'other';
}

// ---- A small XML reader: the answer's XML as a JSON-like tree, for comparing with the JSON answer.

type Tree = string | null | Tree[] | { [name: string]: Tree };

interface XmlDocument {
  root: string;
  attributes: Record<string, string>;
  value: Tree;
}

/** `<i>` children make an array, `nil="true"` is null, `<member name="…">` is a member with that name. */
function readXml(text: string): XmlDocument {
  interface Frame {
    name: string;
    attributes: Record<string, string>;
    children: [string, Tree][];
    text: string;
  }
  const parser = sax.parser(true, { trim: false, normalize: false, xmlns: false });
  const stack: Frame[] = [];
  let document: XmlDocument | undefined;
  let failure: Error | undefined;
  parser.onerror = (error) => {
    failure ??= error;
  };
  parser.onopentag = (tag) => {
    stack.push({ name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, children: [], text: '' });
  };
  parser.ontext = (chunk) => {
    const top = stack.at(-1);
    if (top !== undefined) top.text += chunk;
  };
  parser.onclosetag = () => {
    const frame = stack.pop()!;
    const value = treeOf(frame);
    const parent = stack.at(-1);
    const key = frame.name === 'member' && frame.attributes.name !== undefined ? frame.attributes.name : frame.name;
    if (parent === undefined) document = { root: frame.name, attributes: frame.attributes, value };
    else parent.children.push([key, value]);
  };
  try {
    parser.write(text).close();
  } catch {
    // reported through onerror
  }
  if (failure !== undefined) throw new Error(`The answer is not well-formed XML: ${failure.message}\n${text.slice(0, 500)}`);
  assert.ok(document !== undefined, 'the XML answer has no root element');
  return document;

  function treeOf(frame: Frame): Tree {
    if (frame.attributes.nil === 'true') {
      assert.equal(frame.children.length + frame.text.length, 0, `<${frame.name} nil="true"> has content`);
      return null;
    }
    if (frame.children.length === 0) return frame.text;
    assert.equal(frame.text.trim(), '', `<${frame.name}> mixes text and elements`);
    if (frame.children.every(([name]) => name === 'i')) return frame.children.map(([, value]) => value);
    const object: Record<string, Tree> = {};
    for (const [name, value] of frame.children) {
      assert.ok(!Object.hasOwn(object, name), `<${frame.name}> repeats <${name}>`);
      object[name] = value;
    }
    return object;
  }
}

/** A JSON value as the XML reader sees it: scalars as text, empty arrays and objects as empty text. */
function asXmlSees(value: unknown): Tree {
  if (value === null) return null;
  if (Array.isArray(value)) return value.length === 0 ? '' : value.map(asXmlSees);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return entries.length === 0 ? '' : Object.fromEntries(entries.map(([k, v]) => [k, asXmlSees(v)]));
  }
  return String(value);
}

/** The same request as JSON and as XML (same request id) must carry the same information, in order. */
async function assertXmlMirrorsJson(method: string, target: string, options: RequestOptions = {}): Promise<{ json: Answer; xml: Answer }> {
  const requestId = `mirror-${Math.random().toString(36).slice(2)}`;
  const json = await server.request(method, target, {
    ...options,
    headers: { ...options.headers, accept: 'application/json', 'x-request-id': requestId },
  });
  const xml = await server.request(method, target, {
    ...options,
    headers: { ...options.headers, accept: 'application/xml', 'x-request-id': requestId },
  });
  assert.equal(xml.status, json.status, `${target}: XML ${xml.status} vs JSON ${json.status}`);
  assert.equal(formatOf(json), 'json');
  assert.equal(formatOf(xml), 'xml');
  const document = readXml(xml.text);
  const expected = asXmlSees(json.json());
  assert.deepEqual(document.value, expected);
  // deepEqual ignores member order; "element for element" does not.
  assert.equal(JSON.stringify(document.value), JSON.stringify(expected));
  return { json, xml };
}

describe('the answer format (INTERFACE.md §5)', () => {
  test('a .json, .xml or .html suffix on the last segment beats the Accept header', async () => {
    const cases: [string, string, 'json' | 'xml' | 'html'][] = [
      ['/locations.json?version_number=1', 'application/xml', 'json'],
      ['/locations.xml?version_number=1', 'application/json', 'xml'],
      ['/locations.html', 'application/json', 'html'],
      [`/locations/${id}.json?version_number=1`, 'text/html', 'json'],
      [`/locations/${id}.xml?version_number=1`, 'application/json', 'xml'],
      [`/locations/${id}.html`, 'application/xml', 'html'],
      ['/problems/body-shape.xml', 'text/html', 'xml'],
    ];
    for (const [target, accept, format] of cases) {
      const answer = await server.request('GET', target, { headers: { accept } });
      assert.equal(answer.status, 200, `${target}: ${answer.text.slice(0, 300)}`);
      assert.equal(formatOf(answer), format, `${target} with Accept ${accept}`);
      assert.equal(answer.headers.vary, 'Accept');
    }
    const one = await server.request('GET', `/locations/${id}.xml?version_number=1`);
    const document = readXml(one.text);
    assert.equal(document.root, 'response');
    assert.equal((document.value as any).data.id, id, 'the suffix is not part of the identifier');
  });

  test('a suffix also chooses the format of a problem', async () => {
    const answer = await server.request('GET', '/locations/nothing-here.xml?version_number=1', { headers: { accept: 'application/json' } });
    assert.equal(answer.status, 404);
    assert.match(String(answer.headers['content-type']), /^application\/problem\+xml/);
    const problem = readXml(answer.text).value as any;
    assert.equal(problem.type, '/problems/resource-not-found');
    assert.match(problem.detail, /nothing-here"/, 'the id named in the detail has no suffix');
  });

  test('Accept with q-values picks the preferred offered format; no Accept or */* means JSON', async () => {
    const cases: [string | undefined, 'json' | 'xml' | 'html'][] = [
      ['application/json;q=0.5, application/xml', 'xml'],
      ['application/xml;q=0.2, application/json;q=0.9', 'json'],
      ['text/html', 'html'],
      ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'html'],
      ['*/*', 'json'],
      [undefined, 'json'],
      ['text/xml', 'xml'],
      ['application/*', 'json'],
      ['image/png, */*;q=0.1', 'json'],
    ];
    for (const [accept, format] of cases) {
      const answer = await server.request('GET', '/locations?version_number=1', { headers: accept === undefined ? {} : { accept } });
      assert.equal(answer.status, 200, `Accept ${accept}: ${answer.text.slice(0, 300)}`);
      assert.equal(formatOf(answer), format, `Accept ${accept}`);
      assert.equal(answer.headers.vary, 'Accept');
    }
  });

  test('an Accept header naming nothing offered answers 406 listing the available media types', async () => {
    // Devices offer the three formats alone (locations and readings add CSV, GeoJSON: field-formats.test.ts).
    for (const accept of ['application/json;q=0', 'image/png', 'text/csv, application/pdf;q=0.5']) {
      const answer = await server.request('GET', '/devices?version_number=1', { headers: { accept } });
      const problem = assertProblem(answer, 'not-acceptable', '/devices');
      assert.ok(problem.detail.includes(accept), `the detail quotes the Accept header: ${problem.detail}`);
      assert.deepEqual(problem.available, AVAILABLE_MEDIA_TYPES);
      for (const type of ['application/json', 'application/xml', 'text/html']) assert.ok(problem.available.includes(type));
      assert.equal(answer.headers.vary, 'Accept');
    }
  });

  test('every negotiated answer, success or problem, sends Vary: Accept', async () => {
    const requests: [string, string, RequestOptions][] = [
      ['GET', '/', {}],
      ['GET', '/healthz', { headers: { accept: 'text/html' } }],
      ['GET', '/locations?version_number=1', { headers: { accept: 'application/xml' } }],
      ['GET', `/locations/${id}?version_number=2`, {}],
      ['GET', '/locations/missing?version_number=1', { headers: { accept: 'application/xml' } }],
      ['GET', '/locations', {}],
      ['PUT', '/locations', {}],
      ['GET', '/nowhere', { headers: { accept: 'text/html' } }],
      ['POST', '/locations', { body: 'x', headers: { 'content-type': 'text/plain' } }],
      ['POST', '/locations', { json: LOCATION_V1 }],
      ['GET', '/problems/body-shape', {}],
    ];
    for (const [method, target, options] of requests) {
      const answer = await server.request(method, target, options);
      assert.equal(answer.headers.vary, 'Accept', `${method} ${target} → ${answer.status}`);
    }
  });

  test('successes and problems carry the Content-Type of their format', async () => {
    const success = [
      ['application/json', /^application\/json; charset=utf-8$/],
      ['application/xml', /^application\/xml; charset=utf-8$/],
      ['text/html', /^text\/html; charset=utf-8$/],
    ] as const;
    for (const [accept, type] of success) {
      const answer = await server.request('GET', `/locations/${id}?version_number=1`, { headers: { accept } });
      assert.equal(answer.status, 200);
      assert.match(String(answer.headers['content-type']), type);
    }
    const problem = [
      ['application/json', /^application\/problem\+json; charset=utf-8$/],
      ['application/xml', /^application\/problem\+xml; charset=utf-8$/],
      ['text/html', /^text\/html; charset=utf-8$/],
    ] as const;
    for (const [accept, type] of problem) {
      const answer = await server.request('GET', '/locations/missing?version_number=1', { headers: { accept } });
      assert.equal(answer.status, 404);
      assert.match(String(answer.headers['content-type']), type);
    }
  });

  test('an XML problem is application/problem+xml with root <problem xmlns="urn:ietf:rfc:7807">', async () => {
    const answer = await server.request('GET', '/locations?version_number=9', {
      headers: { accept: 'application/xml', 'x-request-id': 'xml-problem-1' },
    });
    assert.equal(answer.status, 400);
    assert.match(String(answer.headers['content-type']), /^application\/problem\+xml/);
    assert.match(answer.text, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<problem xmlns="urn:ietf:rfc:7807">/);
    const document = readXml(answer.text);
    assert.equal(document.root, 'problem');
    assert.equal(document.attributes.xmlns, 'urn:ietf:rfc:7807');
    const problem = document.value as any;
    assert.equal(problem.type, '/problems/version-unsupported');
    assert.equal(problem.title, PROBLEMS['version-unsupported'].title);
    assert.equal(problem.status, '400');
    assert.match(problem.detail, /no version 9/);
    assert.equal(problem.instance, '/locations');
    assert.equal(problem.request_id, 'xml-problem-1');
    assert.deepEqual(problem.supported, ['1', '2', '3']);
  });

  test('XML answers mirror JSON answers element for element: one resource, version 1 and 2', async () => {
    const v1 = await assertXmlMirrorsJson('GET', `/locations/${id}?version_number=1`);
    assert.equal(v1.json.json().data.speed, undefined, 'a version 1 reader sees no speed');
    const v2 = await assertXmlMirrorsJson('GET', `/locations/${id}?version_number=2`);
    assert.equal(v2.json.json().data.speed, 1.4);
  });

  test('XML answers mirror JSON answers element for element: lists, null members and the home index', async () => {
    const list = await assertXmlMirrorsJson('GET', '/locations?version_number=2&limit=1');
    assert.ok(Array.isArray(list.json.json().data));
    await assertXmlMirrorsJson('GET', '/locations?version_number=1&limit=5');
    const empty = await assertXmlMirrorsJson('GET', '/readings?version_number=1');
    assert.deepEqual(empty.json.json().data, []);
    assert.equal(empty.json.json().meta.next_cursor, null);
    assert.match(empty.xml.text, /<next_cursor nil="true"\/>/);
    await assertXmlMirrorsJson('GET', '/');
    await assertXmlMirrorsJson('GET', '/healthz');
    await assertXmlMirrorsJson('GET', '/problems/version-missing');
  });

  test('XML answers mirror JSON answers element for element: a create and a delete', async () => {
    // Not repeatable as one request, so compare a create answered in XML with the JSON of the same row.
    const created = await server.request('POST', '/locations', {
      json: LOCATION_V1,
      headers: { accept: 'application/xml', 'x-request-id': 'mirror-create' },
    });
    assert.equal(created.status, 201);
    assert.match(String(created.headers['content-type']), /^application\/xml/);
    const tree = readXml(created.text).value as any;
    const newId = tree.data.id as string;
    assert.equal(created.headers.location, `/locations/${newId}`);
    const read = await server.request('GET', `/locations/${newId}?version_number=1`, { headers: { 'x-request-id': 'mirror-create' } });
    const json = read.json();
    assert.equal(JSON.stringify(tree.data), JSON.stringify(asXmlSees(json.data)));
    assert.equal(JSON.stringify(tree.links), JSON.stringify(asXmlSees(json.links)));
    assert.equal(tree.meta.action, 'location');
    assert.equal(tree.meta.version_number, '1');
    assert.equal(tree.meta.request_id, 'mirror-create');

    const deleted = await server.request('DELETE', `/locations/${newId}?version_number=1`, { headers: { accept: 'application/xml' } });
    assert.equal(deleted.status, 200, deleted.text);
    const gone = readXml(deleted.text).value as any;
    assert.equal(JSON.stringify(gone.data), JSON.stringify(asXmlSees(json.data)));
    assert.deepEqual(gone.links, { collection: '/locations' });
    assert.match(gone.meta.message, /deleted/);
  });

  test('XML problems mirror JSON problems element for element, errors array included', async () => {
    const invalid = await assertXmlMirrorsJson('POST', '/locations', {
      json: { version_number: 1, longitude: 200, latitude: 'north', speed: 3 },
    });
    const problem = invalid.json.json();
    assert.equal(problem.status, 422);
    assert.deepEqual(
      problem.errors.map((e: any) => e.parameter),
      ['longitude', 'latitude', 'altitude', 'speed'],
    );
    await assertXmlMirrorsJson('GET', '/locations/missing?version_number=1');
    await assertXmlMirrorsJson('GET', '/nowhere');
    await assertXmlMirrorsJson('DELETE', '/locations');
    await assertXmlMirrorsJson('GET', '/locations');
    await assertXmlMirrorsJson('POST', '/locations', { body: '{"version_number": 1,', headers: { 'content-type': 'application/json' } });
  });

  test('XML answers escape hostile values and stay well-formed', async () => {
    const hostile = '<x a="1">&amp;]]></x>';
    const answer = await server.request('GET', `/locations/${encodeURIComponent(hostile)}.xml?version_number=1`);
    assert.equal(answer.status, 404);
    const problem = readXml(answer.text).value as any;
    assert.ok(problem.detail.includes(hostile), problem.detail);
    assert.equal(problem.id, hostile);
    const unknown = await server.request(
      'GET',
      `/locations.xml?version_number=1&${encodeURIComponent('<b>&')}=${encodeURIComponent('"]]>')}`,
    );
    assert.equal(unknown.status, 422);
    const errors = (readXml(unknown.text).value as any).errors as any[];
    assert.equal(errors[0].parameter, '<b>&');
    assert.equal(errors[0].received, '"]]>');
  });

  test('an HTML answer is a complete page', async () => {
    for (const target of [`/locations/${id}`, '/locations', '/locations/missing', '/problems/body-shape', '/']) {
      const answer = await server.request('GET', target, { headers: { accept: 'text/html' } });
      assert.ok(answer.status === 200 || answer.status === 404, `${target}: ${answer.status}`);
      assert.equal(formatOf(answer), 'html');
      assert.match(answer.text, /^<!doctype html>\n<html lang="en">/i);
      assert.match(answer.text, /<meta charset="utf-8">/);
      assert.match(answer.text, /<title>[^<]+<\/title>/);
      assert.match(answer.text, /<body>[\s\S]*<h1>[\s\S]+<\/h1>[\s\S]*<\/body>\s*<\/html>\s*$/);
    }
    const page = await server.request('GET', `/locations/${id}`, { headers: { accept: 'text/html' } });
    assert.ok(page.text.includes(id));
    assert.ok(page.text.includes('2026-11-22T18:45:00Z'), "the page shows the newest version's fields");
  });

  test('an HTML answer escapes hostile values from the path and the query', async () => {
    const script = '<script>alert(1)</script>';
    const notFound = await server.request('GET', `/locations/${encodeURIComponent(script)}`, { headers: { accept: 'text/html' } });
    assert.equal(notFound.status, 404);
    assert.ok(!notFound.text.includes('<script>'), 'no raw <script> in the page');
    assert.ok(notFound.text.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
    const attribute = '"><img src=x onerror=alert(1)>';
    const unknown = await server.request('GET', `/locations/${id}?${encodeURIComponent(attribute)}=${encodeURIComponent(script)}`, {
      headers: { accept: 'text/html' },
    });
    assert.equal(unknown.status, 422);
    assert.ok(!unknown.text.includes('<img'), 'no raw <img> in the page');
    assert.ok(!unknown.text.includes('<script>'));
    assert.ok(unknown.text.includes('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'));
  });
});

describe('request bodies (INTERFACE.md §5)', () => {
  const xmlOf = (params: Record<string, unknown>) =>
    `<location>${Object.entries(params)
      .map(([k, v]) => `<${k}>${String(v)}</${k}>`)
      .join('')}</location>`;

  test('JSON, form and XML bodies (application/xml and text/xml) all create the same location', async () => {
    const bodies: [string, RequestOptions][] = [
      ['json', { json: LOCATION_V2 }],
      ['json with charset', { body: JSON.stringify(LOCATION_V2), headers: { 'content-type': 'application/json; charset=UTF-8' } }],
      ['form', { form: LOCATION_V2 }],
      ['application/xml', { xml: xmlOf(LOCATION_V2) }],
      [
        'text/xml',
        { body: `<?xml version="1.0" encoding="UTF-8"?>\n${xmlOf(LOCATION_V2)}`, headers: { 'content-type': 'text/xml; charset=utf-8' } },
      ],
      [
        'xml with CDATA and whitespace between elements',
        {
          xml: `<location>\n  <version_number>2</version_number>\n  <longitude>7.1</longitude><latitude>50.7</latitude><altitude>60</altitude><speed>1.4</speed><timestamp><![CDATA[2026-11-22T18:45:00Z]]></timestamp>\n</location>`,
        },
      ],
    ];
    for (const [label, options] of bodies) {
      const answer = await server.request('POST', '/locations', options);
      assert.equal(answer.status, 201, `${label}: ${answer.text}`);
      const { data } = answer.json();
      assert.equal(answer.headers.location, `/locations/${data.id}`);
      const row = (await server.row('SELECT * FROM locations WHERE id = ?', data.id))!;
      assert.deepEqual(
        { longitude: row.longitude, latitude: row.latitude, altitude: row.altitude, speed: row.speed, timestamp: row.timestamp },
        { longitude: 7.1, latitude: 50.7, altitude: 60, speed: 1.4, timestamp: '2026-11-22T18:45:00Z' },
        label,
      );
    }
  });

  test('a body of another media type answers 415 listing the accepted types and stores nothing', async () => {
    const before = await countLocations();
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/json-patch+json',
      'application/yaml',
      'not a media type',
    ]) {
      const answer = await server.request('POST', '/locations', { body: JSON.stringify(LOCATION_V1), headers: { 'content-type': type } });
      const problem = assertProblem(answer, 'unsupported-media-type', '/locations');
      assert.ok(problem.detail.includes(type), `the detail names the type sent: ${problem.detail}`);
      assert.deepEqual(problem.accepted, ACCEPTED_BODY_TYPES);
      assert.deepEqual(problem.accepted, ['application/json', 'application/x-www-form-urlencoded', 'application/xml', 'text/xml']);
    }
    assert.equal(await countLocations(), before);
  });

  test('a body in a charset other than UTF-8 answers 415', async () => {
    const before = await countLocations();
    for (const type of [
      'application/json; charset=iso-8859-1',
      'application/x-www-form-urlencoded; charset=utf-16',
      'application/xml; charset=windows-1252',
    ]) {
      const answer = await server.request('POST', '/locations', { body: 'version_number=1', headers: { 'content-type': type } });
      const problem = assertProblem(answer, 'unsupported-media-type', '/locations');
      assert.match(problem.detail, /charset/i);
      assert.match(problem.detail, /UTF-8/);
      assert.deepEqual(problem.accepted, ACCEPTED_BODY_TYPES);
    }
    assert.equal(await countLocations(), before);
  });

  test('a body with no Content-Type answers 415', async () => {
    const answer = await server.request('POST', '/locations', { body: JSON.stringify(LOCATION_V1) });
    const problem = assertProblem(answer, 'unsupported-media-type', '/locations');
    assert.match(problem.detail, /no Content-Type/);
    assert.deepEqual(problem.accepted, ACCEPTED_BODY_TYPES);
  });

  test("malformed JSON answers 400 body-malformed with the parser's position and stores nothing", async () => {
    const before = await countLocations();
    const cases: [string, number][] = [
      ['{"version_number": 1, "longitude": 7,, }', 37],
      ['{"version_number": 1 "longitude": 7}', 21],
      ["{'version_number': 1}", 1],
    ];
    for (const [text, position] of cases) {
      const answer = await server.request('POST', '/locations', { body: text, headers: { 'content-type': 'application/json' } });
      const problem = assertProblem(answer, 'body-malformed', '/locations');
      assert.equal(problem.position, position, `${text}: ${answer.text}`);
      assert.match(problem.detail, /JSON/);
      assert.match(problem.detail, new RegExp(`position ${position}\\b`));
    }
    const truncated = await server.request('POST', '/locations', {
      body: '{"version_number": 1, "longitude": 7',
      headers: { 'content-type': 'application/json' },
    });
    const problem = assertProblem(truncated, 'body-malformed', '/locations');
    assert.equal(typeof problem.position, 'number');
    assert.equal(await countLocations(), before);
  });

  test('invalid UTF-8 in a body answers 400 body-malformed', async () => {
    const body = Buffer.concat([Buffer.from('{"version_number": 1, "area": "'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const answer = await server.request('POST', '/readings', { body, headers: { 'content-type': 'application/json' } });
    const problem = assertProblem(answer, 'body-malformed', '/readings');
    assert.match(problem.detail, /UTF-8/);
  });

  test('truncated XML and mismatched tags answer 400 body-malformed and store nothing', async () => {
    const before = await countLocations();
    const cases = [
      '<location><version_number>1</version_number><longitude>7.1</longitude>',
      '<location><version_number>1</version_number><longitude>7.1</latitude></location>',
      '<location><version_number>1</version_number>',
      '<location><longitude>7.1</longitude></location><second/>',
      '<location><longitude a=1>7.1</longitude></location>',
      'version_number=1',
    ];
    for (const text of cases) {
      const answer = await server.request('POST', '/locations', { xml: text });
      const problem = assertProblem(answer, 'body-malformed', '/locations');
      assert.match(problem.detail, /XML/, `${text}: ${problem.detail}`);
    }
    const positioned = await server.request('POST', '/locations', { xml: '<location>\n<longitude>7.1</latitude>\n</location>' });
    const problem = assertProblem(positioned, 'body-malformed', '/locations');
    assert.equal(problem.line, 2, answer(problem));
    assert.equal(typeof problem.column, 'number');
    assert.equal(await countLocations(), before);

    function answer(body: unknown): string {
      return JSON.stringify(body);
    }
  });

  test('a JSON array, a nested object or null answers 400 body-shape', async () => {
    const cases: [string, RegExp][] = [
      ['[{"version_number": 1}]', /array/],
      ['null', /null/],
      ['42', /number/],
      ['"version_number=1"', /string/],
      ['{"version_number": 1, "longitude": {"degrees": 7}}', /longitude/],
      ['{"version_number": 1, "longitude": [7, 8]}', /longitude/],
    ];
    for (const [text, mentions] of cases) {
      const answer = await server.request('POST', '/locations', { body: text, headers: { 'content-type': 'application/json' } });
      const problem = assertProblem(answer, 'body-shape', '/locations');
      assert.match(problem.detail, mentions, `${text}: ${problem.detail}`);
    }
  });

  test('an XML parameter that holds an element answers 400 body-shape naming it', async () => {
    const answer = await server.request('POST', '/locations', {
      xml: '<location><version_number>1</version_number><longitude><degrees>7</degrees></longitude></location>',
    });
    const problem = assertProblem(answer, 'body-shape', '/locations');
    assert.match(problem.detail, /longitude/);
    assert.equal(problem.parameter, 'longitude');
    const text = await server.request('POST', '/locations', { xml: '<location>stray<longitude>7</longitude></location>' });
    assertProblem(text, 'body-shape', '/locations');
  });

  test('form keys with brackets answer 400 body-shape', async () => {
    for (const key of ['a[b]', 'longitude[]', 'location[longitude]']) {
      const answer = await server.request('POST', '/locations', {
        form: [
          ['version_number', '1'],
          [key, '7'],
        ],
      });
      const problem = assertProblem(answer, 'body-shape', '/locations');
      assert.ok(problem.detail.includes(key), problem.detail);
      assert.equal(problem.parameter, key);
    }
  });

  test('an empty body is no parameters, so a create names every missing one', async () => {
    const answer = await server.request('POST', '/locations', { body: '', headers: { 'content-type': 'application/json' } });
    const problem = assertProblem(answer, 'version-missing', '/locations');
    assert.equal(problem.parameter_location, 'body');
  });
});
