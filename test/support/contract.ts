// The contract check behind every request the test suite sends (issue 4): each answer must be one the
// OpenAPI document lists for its route, method and status, with a documented media type, the
// headers the document requires, and a body its schema accepts. The document is generated from a
// fresh createApp, as /openapi.json serves it; answers to requests that reach no operation are held
// to the document's `x-fallback-responses`.
import { appendFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import formatsModule from 'ajv-formats';
import sax from 'sax';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { createApp } from '../../src/app.js';
import { splitFormatSuffix, splitMediaSuffix } from '../../src/http/semantics/negotiate.js';
import { buildOpenApiDocument } from '../../src/openapi/index.js';
import { Router } from '../../src/router/index.js';
import { openStore } from '../../src/storage/index.js';

export interface Exchanged {
  method: string;
  target: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

type Json = any;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Where each test process leaves the (method, path, status) triples it exercised, for the coverage report. */
export const TRIPLES_DIR = join(tmpdir(), `fieldlog-contract-${process.ppid}`);

export class ContractChecker {
  readonly document: OpenAPIObject;
  readonly #router = new Router<string>();
  readonly #ajv = new Ajv2020({ strict: false, allErrors: true });
  readonly #compiled = new Map<string, ValidateFunction>();
  /** A route's own suffixes and the media type each asks for: `.csv` → text/csv, `.sse` → text/event-stream. */
  readonly #suffixes: ReadonlyMap<string, string>;

  constructor(document: OpenAPIObject, suffixes: ReadonlyMap<string, string> = new Map()) {
    this.document = document;
    this.#suffixes = suffixes;
    formatsModule.default(this.#ajv, ['date-time']);
    this.#ajv.addSchema(document as Json, 'openapi');
    for (const [template, item] of Object.entries(document.paths ?? {})) {
      for (const method of Object.keys(item).filter((k) => METHODS.includes(k))) {
        this.#router.add(method.toUpperCase(), template.replace(/\{([^}]+)\}/g, ':$1'), template);
      }
    }
  }

  /** Every documented (METHOD, path template, status), the denominator of the coverage report. */
  documentedTriples(): string[] {
    const triples: string[] = [];
    for (const [template, item] of Object.entries(this.document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item as Record<string, Json>)) {
        if (!METHODS.includes(method)) continue;
        for (const status of Object.keys(operation.responses ?? {})) triples.push(`${method.toUpperCase()} ${template} ${status}`);
      }
    }
    return triples;
  }

  /** Throws a sentence naming the mismatch; returns the triple the answer exercised. */
  check(exchange: Exchanged): string {
    const located = this.#locate(exchange.method, exchange.target);
    const where = located === undefined ? 'x-fallback-responses' : `${located.method} ${located.template}`;
    const responses: Json =
      located === undefined
        ? (this.document as Json)['x-fallback-responses']
        : (this.document.paths as Json)[located.template][located.method.toLowerCase()].responses;
    const basePointer =
      located === undefined
        ? '/x-fallback-responses'
        : `/paths/${escapePointer(located.template)}/${located.method.toLowerCase()}/responses`;
    const fail = (why: string) =>
      new Error(
        `Contract: ${exchange.method} ${exchange.target.slice(0, 200)} → ${exchange.status}: ${why} (documented under ${where}).\nBody: ${exchange.text.slice(0, 400)}`,
      );
    let response = responses[String(exchange.status)];
    let pointer = `${basePointer}/${exchange.status}`;
    if (response === undefined) throw fail(`status ${exchange.status} is not documented; documented: ${Object.keys(responses).join(', ')}`);
    if (typeof response.$ref === 'string') {
      pointer = (response.$ref as string).slice(1);
      response = this.#resolve(pointer);
    }
    for (const [name, header] of Object.entries<Json>(response.headers ?? {})) {
      const spec = header.$ref === undefined ? header : this.#resolve((header.$ref as string).slice(1));
      if (spec.required === true && exchange.headers[name.toLowerCase()] === undefined)
        throw fail(`the required header ${name} is missing`);
    }
    const content: Json = response.content;
    const headOnly = exchange.method === 'HEAD';
    if (content === undefined) {
      if (exchange.text !== '') throw fail('the document lists no body, but one was sent');
      return located === undefined ? `fallback ${exchange.status}` : `${located.method} ${located.template} ${exchange.status}`;
    }
    const type = String(exchange.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!Object.hasOwn(content, type)) throw fail(`media type "${type}" is not documented; documented: ${Object.keys(content).join(', ')}`);
    if (!headOnly) this.#checkBody(type, exchange.text, `${pointer}/content/${escapePointer(type)}/schema`, content[type].schema, fail);
    return located === undefined ? `fallback ${exchange.status}` : `${located.method} ${located.template} ${exchange.status}`;
  }

  /** The operation the dispatcher would route to, found the same way: as sent, then without a format suffix. */
  #locate(method: string, target: string): { method: string; template: string } | undefined {
    let path: string;
    if (target.startsWith('/')) path = target.split('?')[0]!;
    else if (/^https?:\/\//i.test(target)) {
      try {
        path = new URL(target).pathname;
      } catch {
        return undefined;
      }
    } else return undefined;
    const lookup = method === 'HEAD' ? 'GET' : method;
    let found = this.#router.find(lookup, path);
    const split = splitFormatSuffix(path);
    if (split !== undefined) {
      const stripped = this.#router.find(lookup, split.path);
      if (stripped.kind !== 'not-found' || found.kind === 'not-found') found = stripped;
    } else {
      // A route's own suffix (/locations.csv, /readings/summary.csv) names the stripped path's
      // operation when that operation documents the suffix's media type, even where :id would match
      // the path as sent: the dispatcher's findRoute reads it the same way.
      const other = splitMediaSuffix(path);
      const type = other === undefined ? undefined : this.#suffixes.get(other.suffix);
      const stripped = type === undefined ? undefined : this.#router.find(lookup, other!.path);
      if (stripped?.kind === 'found' && this.#documentsMedia(stripped.method, stripped.value, type!)) found = stripped;
    }
    return found.kind === 'found' ? { method: found.method, template: found.value } : undefined;
  }

  /** Whether a success response of the operation lists the media type. */
  #documentsMedia(method: string, template: string, type: string): boolean {
    const responses: Json = (this.document.paths as Json)[template]?.[method.toLowerCase()]?.responses ?? {};
    return Object.entries<Json>(responses).some(([status, response]) => {
      const spec = typeof response?.$ref === 'string' ? this.#resolve((response.$ref as string).slice(1)) : response;
      return /^2/.test(status) && Object.hasOwn(spec?.content ?? {}, type);
    });
  }

  #checkBody(type: string, text: string, pointer: string, schema: Json, fail: (why: string) => Error): void {
    if (type === 'application/json' || type.endsWith('+json')) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw fail('the body is not JSON');
      }
      const validate = this.#validator(pointer);
      if (!validate(body))
        throw fail(
          `the body does not match the schema: ${this.#ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'body' }).slice(0, 1200)}`,
        );
    } else if (type === 'application/xml' || type.endsWith('+xml')) {
      const { root, children } = readXmlOutline(text, fail);
      const expectedRoot = schema?.xml?.name;
      if (expectedRoot !== undefined && root !== expectedRoot) throw fail(`the XML root is <${root}>, the document says <${expectedRoot}>`);
      const { names, required } = this.#members(schema);
      for (const child of children)
        if (names !== undefined && !names.has(child)) throw fail(`the XML element <${child}> is not a documented member`);
      for (const name of required) if (!children.includes(name)) throw fail(`the XML answer lacks the required element <${name}>`);
    } else if (type === 'text/html') {
      if (!/^<!doctype html>/i.test(text.trimStart())) throw fail('the body is not an HTML document');
    }
  }

  #validator(pointer: string): ValidateFunction {
    let validate = this.#compiled.get(pointer);
    if (validate === undefined) {
      validate = this.#ajv.compile({ $ref: `openapi#${pointer}` });
      this.#compiled.set(pointer, validate);
    }
    return validate;
  }

  #resolve(pointer: string): Json {
    return pointer
      .split('/')
      .slice(1)
      .reduce((node: Json, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.document);
  }

  /** The top-level members a schema allows (undefined: any) and requires, through $ref, anyOf and oneOf. */
  #members(schema: Json): { names: Set<string> | undefined; required: string[] } {
    if (schema?.$ref !== undefined) return this.#members(this.#resolve((schema.$ref as string).slice(1)));
    const options = schema?.anyOf ?? schema?.oneOf;
    if (options !== undefined) {
      const parts = (options as Json[]).map((o) => this.#members(o));
      const names = parts.some((p) => p.names === undefined) ? undefined : new Set(parts.flatMap((p) => [...p.names!]));
      return { names, required: parts[0]!.required.filter((r) => parts.every((p) => p.required.includes(r))) };
    }
    const closed = schema?.additionalProperties === false;
    return { names: closed ? new Set(Object.keys(schema.properties ?? {})) : undefined, required: schema?.required ?? [] };
  }
}

function readXmlOutline(text: string, fail: (why: string) => Error): { root: string; children: string[] } {
  const parser = sax.parser(true, {});
  let depth = 0;
  let root = '';
  const children: string[] = [];
  parser.onopentag = (node) => {
    if (depth === 0) root = node.name;
    if (depth === 1) children.push(node.name);
    depth++;
  };
  parser.onclosetag = () => {
    depth--;
  };
  try {
    parser.write(text).close();
  } catch (error) {
    throw fail(`the XML is not well-formed: ${(error as Error).message.split('\n')[0]}`);
  }
  return { root, children };
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

let checker: Promise<ContractChecker> | undefined;
const exercised: string[] = [];

/** One checker per test process, built from the same createApp the server runs. */
export function getContractChecker(): Promise<ContractChecker> {
  checker ??= (async () => {
    const store = await openStore(':memory:');
    try {
      const app = createApp({ store });
      const routes = app.router.routes().map((entry) => entry.value);
      const suffixes = new Map(routes.flatMap((route) => (route.media ?? []).map((offer): [string, string] => [offer.suffix, offer.type])));
      return new ContractChecker(buildOpenApiDocument(app.registry, routes), suffixes);
    } finally {
      await store.close();
    }
  })();
  return checker;
}

/** Checks one answer and records its triple; the throw fails the test that sent the request. */
export async function checkContract(exchange: Exchanged): Promise<void> {
  const triple = (await getContractChecker()).check(exchange);
  if (exercised.length === 0) process.once('exit', flushTriples);
  exercised.push(triple);
}

function flushTriples(): void {
  mkdirSync(TRIPLES_DIR, { recursive: true });
  appendFileSync(join(TRIPLES_DIR, `${process.pid}.log`), `${exercised.join('\n')}\n`);
}
