// Checks that hold for every answer, whatever was asked (issue 6): an error is a well-formed problem
// detail in its format, nothing leaks how the server is built, and a refused request changed no row.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import sax from 'sax';
import type { Answer, TestServer } from './server.js';

const STANDARD_MEMBERS = ['type', 'title', 'status', 'detail', 'instance', 'request_id'];

/** What a stack trace or a source path looks like in an answer. */
export const LEAKS = ['node:internal', '/work/', '.ts:', '    at '];

/**
 * Fails when the answer shows a stack frame or a path. A marker the request itself carried (a path
 * echoed in `instance`) is not a leak, so it is only looked for when the request lacked it.
 */
export function assertNoLeak(answer: Answer, sent: string, label: string): void {
  const text = `${JSON.stringify(answer.headers)}\n${answer.text}`;
  for (const marker of LEAKS) {
    if (sent.includes(marker)) continue;
    assert.ok(!text.includes(marker), `${label}: the answer contains "${marker}": ${answer.text.slice(0, 400)}`);
  }
}

/** An error answer (4xx or 5xx) is a complete RFC 9457 problem in JSON or XML, or a complete HTML page. */
export function assertWellFormedError(answer: Answer, method: string, label: string): void {
  const type = String(answer.headers['content-type'] ?? '');
  const requestId = answer.headers['x-request-id'];
  assert.equal(typeof requestId, 'string', `${label}: no X-Request-Id`);
  if (method === 'HEAD') {
    assert.equal(answer.text, '', `${label}: HEAD answered with a body`);
    return;
  }
  if (type === 'application/problem+json; charset=utf-8') {
    const body = answer.json();
    for (const member of STANDARD_MEMBERS)
      assert.ok(Object.hasOwn(body, member), `${label}: the problem lacks ${member}: ${answer.text.slice(0, 300)}`);
    assert.match(body.type, /^\/problems\/[a-z-]+$/, label);
    assert.equal(body.status, answer.status, label);
    assert.ok(typeof body.title === 'string' && body.title.length > 0, label);
    assert.ok(typeof body.detail === 'string' && body.detail.length > 0, label);
    assert.equal(body.request_id, requestId, label);
  } else if (type === 'application/problem+xml; charset=utf-8') {
    const { root, children } = readXmlStrictly(answer.text, label);
    assert.equal(root, 'problem', label);
    for (const member of STANDARD_MEMBERS) assert.ok(children.has(member), `${label}: the XML problem lacks <${member}>`);
    assert.equal(children.get('status'), String(answer.status), label);
    assert.equal(children.get('request_id'), requestId, label);
  } else if (type === 'text/html; charset=utf-8') {
    assert.match(answer.text, /^<!doctype html>/i, `${label}: not an HTML document`);
    assert.match(answer.text, /<\/html>\s*$/i, `${label}: the HTML document is cut short`);
  } else {
    assert.fail(`${label}: a ${answer.status} with Content-Type "${type}": ${answer.text.slice(0, 200)}`);
  }
}

/** The root element and the text of its children, read by sax in strict mode (a well-formedness check). */
export function readXmlStrictly(text: string, label = 'XML'): { root: string; children: Map<string, string> } {
  const parser = sax.parser(true, {});
  let depth = 0;
  let root = '';
  let current: string | undefined;
  const children = new Map<string, string>();
  parser.onopentag = (node) => {
    if (depth === 0) root = node.name;
    if (depth === 1) {
      current = node.name;
      children.set(node.name, '');
    }
    depth++;
  };
  parser.ontext = (chunk) => {
    if (depth === 2 && current !== undefined) children.set(current, children.get(current) + chunk);
  };
  parser.onclosetag = () => {
    depth--;
  };
  try {
    parser.write(text).close();
  } catch (error) {
    assert.fail(`${label}: the XML answer is not well-formed: ${(error as Error).message.split('\n')[0]}\n${text.slice(0, 300)}`);
  }
  return { root, children };
}

/**
 * A digest of every row of both collections and of the remembered idempotency keys, read through the
 * test's own connection (read-only on SQLite), in primary-key order: equal before and after means the
 * request wrote nothing.
 */
export async function contentHash(server: TestServer): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, key] of [
    ['locations', 'id'],
    ['readings', 'id'],
    ['idempotency_keys', 'collection, key'],
  ] as const) {
    hash.update(`\n${table}\n`);
    for (const row of await server.rows(`SELECT * FROM ${table} ORDER BY ${key}`)) hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}
