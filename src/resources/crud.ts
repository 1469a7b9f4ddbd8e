import type { RouteDefinition } from '../contract/route.js';
import type { CallContext, Reply } from '../contract/route.js';
import { matchesTag, representationTag, representationTags, tagOfJson } from '../http/semantics/conditional.js';
import { requestFingerprint } from '../http/semantics/idempotency.js';
import { batchReferenceErrors, explainReferenceError, referrersSearch } from './references.js';
import { resourceNotFound } from './resource-not-found.js';
import { ProblemError } from '../contract/problem-error.js';
import { actionWordHint } from '../http/semantics/not-found.js';
import { isReferenced, isReferencing, namedReferences } from '../storage/index.js';
import type { FieldValue, RowValues, Store, StoredRow } from '../storage/index.js';
import { checkRules, describeExpected } from '../versioning/index.js';
import type { ParameterError } from '../versioning/index.js';
import type { Registry } from '../versioning/index.js';
import type { Collection } from './collection.js';
import { represent, storedRowValues } from './representation.js';
import { rowData, rowsData } from './row-shape.js';
import { collectionRouteNames } from './route-names.js';

/** Characters a path segment carries as they are (RFC 3986 §2.3), all of them left alone by encodeURIComponent. */
const UNRESERVED = /^[A-Za-z0-9._~-]*$/;

/**
 * Who a write records as created_by and updated_by: the key's or person's name, null when the server
 * is open (INTERFACE.md §8). Never a parameter: the pipeline's principal is the only source.
 */
export function actorOf(context: Pick<CallContext, 'principal'>): string | null {
  return context.principal?.name ?? null;
}

/**
 * A PATCH's values against the stored ones they sit beside: a check that reads another parameter (a
 * unit that cannot measure the stored quantity) already ran at validation with what was sent, and
 * runs again here on the merged row when that other parameter was not sent.
 */
function checkAgainstStored(context: CallContext, merged: Record<string, FieldValue>, sent: Record<string, FieldValue>): ParameterError[] {
  const errors: ParameterError[] = [];
  const sentAll = context.version!.names.every((field) => Object.hasOwn(sent, field));
  if (sentAll) return errors;
  for (const [field, spec] of Object.entries(context.version!.parameters)) {
    const value = merged[field];
    if (spec.check === undefined || value === null || value === undefined) continue;
    const refused = spec.check(value, merged);
    if (refused === undefined) continue;
    const blamed = Object.hasOwn(sent, field) ? field : (Object.keys(sent).find((name) => name !== field) ?? field);
    const stored = Object.hasOwn(sent, field) ? '' : ` (${field} as stored: ${String(value)})`;
    errors.push({
      parameter: blamed,
      ...refused,
      message: `${refused.message}${stored}`,
      expected: describeExpected(spec),
      received: sent[blamed],
    });
  }
  return errors;
}

/** What one() says besides the row: 200 and the self and collection links unless given. */
interface OneAnswer {
  message: string;
  status?: number;
  links?: Record<string, string | null>;
  headers?: Record<string, string>;
}

/**
 * The six resource routes of a collection (INTERFACE.md §3): list, create, read, replace, patch,
 * delete. Written once for every collection; POST with _method reaches the same handlers.
 */
export function crudRoutes(collection: Collection, store: Store, registry: Registry): RouteDefinition[] {
  const { name, call, listCall, noun } = collection;
  const rows = store.collection(name);
  const fieldsOf = (version: number): readonly string[] => registry.parameterNames(call.name, version);
  const base = `/${name}`;
  // Stored ids are ULIDs, which need no escaping; the test spares encodeURIComponent's copy.
  const self = (id: string) => `${base}/${UNRESERVED.test(id) ? id : encodeURIComponent(id)}`;
  const allRules = registry.getCall(call.name).rules;
  const names = collectionRouteNames(call.name);

  const notFound = (id: string) => resourceNotFound(name, noun, id, '', actionWordHint(name, id));

  /** A device named by a write that is refused anyway is looked up, so the answer lists every error. */
  const storedErrors = isReferencing(name)
    ? async (received: Readonly<Record<string, unknown>>, refused: ReadonlySet<string>) => {
        const named = namedReferences(name, received as Record<string, FieldValue>).filter((r) => !refused.has(r.field));
        return named.length === 0 ? [] : ((await batchReferenceErrors(store.references, [named])).get(0) ?? []);
      }
    : undefined;
  const withStoredErrors = storedErrors === undefined ? {} : { storedErrors };
  const explain = (error: unknown): never => explainReferenceError(error, referrersSearch(registry));

  /** The reply of one row: its data shaped straight from the values, its JSON made once for the ETag and the envelope. */
  const one = (values: RowValues, context: CallContext, answer: OneAnswer): Reply => {
    const { version, names } = context.version!;
    const { data, dataJson } = rowData(name, names, values);
    const etag = tagOfJson(dataJson, version, context.format);
    return {
      status: answer.status ?? 200,
      data,
      dataJson,
      message: answer.message,
      links: answer.links ?? { self: self(values[0] as string), collection: base },
      headers: answer.headers === undefined ? { ETag: etag } : { ETag: etag, ...answer.headers },
    };
  };
  const oneStored = (row: StoredRow, context: CallContext, answer: OneAnswer): Reply => one(storedRowValues(name, row), context, answer);

  /**
   * The preconditions (RFC 9110 §13.2.2: If-Match first, then If-None-Match) against the stored row
   * that the write replaces (the store writes only if that row is unchanged). If-Match: a client that
   * read an older state gets 412 instead of overwriting a change it never saw; a tag of any format of
   * the request's version matches, so reading XML and writing with a form is fine. If-None-Match on a
   * write (§13.1.2): `*` or a tag of the current state means "only if it does not exist or is not
   * this", so an existing match is 412 too.
   */
  const checkPrecondition = (context: CallContext, current: StoredRow): void => {
    const { ifMatch, ifNoneMatch } = context.conditions;
    if (ifMatch === undefined && ifNoneMatch === undefined) return;
    const version = context.version!.version;
    const data = represent(current, fieldsOf(version));
    const tags = representationTags(data, version);
    const etag = representationTag(data, version, context.format);
    if (ifMatch !== undefined && !matchesTag(ifMatch, tags, 'strong')) {
      throw new ProblemError(
        'precondition-failed',
        `${noun} ${current.id} has changed since the version your If-Match names (${ifMatch.slice(0, 100)}); its current ETag is ${etag}. Read it again, reapply your change, and send the new ETag.`,
        { etag },
      );
    }
    if (ifNoneMatch !== undefined && matchesTag(ifNoneMatch, tags, 'weak')) {
      const named =
        ifNoneMatch.trim() === '*'
          ? 'exists, and If-None-Match: * asks for a write only where none does'
          : `is in the state your If-None-Match names (${ifNoneMatch.slice(0, 100)})`;
      throw new ProblemError(
        'precondition-failed',
        `${noun} ${current.id} ${named}; nothing was changed. Its current ETag is ${etag}: send it in If-Match to change this state, or leave If-None-Match out.`,
        { etag },
      );
    }
  };

  /** Replace or patch: the sent fields over the stored ones, with every cross-field rule on the result. */
  const update = async (context: CallContext, verb: string): Promise<Reply> => {
    const id = context.params.id!;
    // A PUT replaces every field of its version: an optional one it leaves out is cleared.
    const cleared = verb === 'replaced' ? context.version!.optional.filter((field) => !Object.hasOwn(context.values, field)) : [];
    const sent =
      cleared.length === 0
        ? (context.values as Record<string, FieldValue>)
        : { ...Object.fromEntries(cleared.map((field) => [field, null])), ...(context.values as Record<string, FieldValue>) };
    const names = Object.keys(sent);
    const change = (current: StoredRow): Record<string, FieldValue> => {
      checkPrecondition(context, current);
      const merged = { ...current.fields, ...sent };
      const broken = checkRules(allRules, merged, sent);
      const errors = [...broken, ...checkAgainstStored(context, merged, sent)];
      if (errors.length > 0) {
        const said = errors.map((e) => e.message).join('; ');
        throw new ProblemError(
          'invalid-parameters',
          broken.length > 0
            ? `The update would break ${errors.length === 1 ? 'a rule' : 'rules'} between fields: ${said}.`
            : `The update does not fit the stored fields: ${said}${said.endsWith('?') ? '' : '.'}`,
          { errors },
        );
      }
      return sent;
    };
    // A PATCH that names no field is a no-op: writing would still move updated_at and updated_by.
    const row = names.length === 0 ? await rows.get(id) : await rows.update(id, change, actorOf(context), context.traceparent ?? null);
    if (row === undefined) throw notFound(id);
    if (names.length === 0) checkPrecondition(context, row);
    const message =
      names.length === 0
        ? `Nothing to change: the request named no fields, so ${noun.toLowerCase()} ${id} is as it was.`
        : `${noun} ${id} ${verb}: ${names.join(', ')}.`;
    return oneStored(row, context, { message });
  };

  const readReply = (context: CallContext, id: string, values: RowValues | undefined): Reply => {
    if (values === undefined) throw notFound(id);
    return one(values, context, { message: `${noun} ${id}.` });
  };
  // A Reply at once when the store reads on this thread, so the read lane answers in this turn.
  const read = (context: CallContext): Reply | Promise<Reply> => {
    const id = context.params.id!;
    const found = rows.getValues(id);
    return found instanceof Promise ? found.then((values) => readReply(context, id, values)) : readReply(context, id, found);
  };

  const create = async (context: CallContext): Promise<Reply> => {
    const fields = context.values as Record<string, FieldValue>;
    const key = context.idempotencyKey;
    if (key === undefined) {
      const row = await rows.insert(fields, actorOf(context), context.traceparent ?? null);
      return oneStored(row, context, { message: `${noun} ${row.id} created.`, status: 201, headers: { Location: self(row.id) } });
    }
    const outcome = await rows.insertOnce(
      key,
      requestFingerprint(context.version!.version, fields),
      fields,
      actorOf(context),
      context.traceparent ?? null,
    );
    if (outcome.kind === 'conflict') {
      throw new ProblemError(
        'idempotency-key-reused',
        `Idempotency-Key ${key} was first sent with other parameters; a new request needs a new key.`,
        { key },
      );
    }
    const { row } = outcome;
    const replayed = outcome.kind === 'replayed';
    const message = replayed
      ? `${noun} ${row.id} created (a replay: this Idempotency-Key created it before, so no second ${noun.toLowerCase()} was made).`
      : `${noun} ${row.id} created.`;
    return oneStored(row, context, {
      message,
      status: 201,
      headers: { Location: self(row.id), ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}) },
    });
  };

  return [
    {
      method: 'GET',
      access: 'read',
      path: base,
      name: names.list,
      call: listCall.name,
      input: 'declared',
      summary: `List ${name}, newest first`,
      handler: async (context) => {
        const limit = context.values.limit as number;
        const cursor = context.values.cursor as string | undefined;
        const version = context.version!.version;
        const page = await rows.listValues({ limit, cursor });
        const { data, dataJson } = rowsData(name, fieldsOf(version), page.rows);
        const next =
          page.nextCursor === null
            ? null
            : `${base}?version_number=${version}&limit=${limit}&cursor=${encodeURIComponent(page.nextCursor)}`;
        return {
          data,
          dataJson,
          message: `${data.length} ${data.length === 1 ? noun.toLowerCase() : name}${cursor === undefined ? '' : ' after the cursor'}, newest first${next === null ? '; this is the last page' : ''}.`,
          meta: { count: data.length, limit, next_cursor: page.nextCursor },
          links: {
            self: `${base}?version_number=${version}&limit=${limit}${cursor === undefined ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
            collection: base,
            next,
          },
        };
      },
    },
    {
      method: 'POST',
      access: 'write',
      path: base,
      name: names.create,
      call: call.name,
      input: 'all',
      problems: ['idempotency-key-invalid', 'idempotency-key-reused'],
      summary: `Create a ${noun.toLowerCase()}`,
      handler: (context) => create(context).catch(explain),
      ...withStoredErrors,
    },
    {
      method: 'GET',
      access: 'read',
      path: `${base}/:id`,
      name: names.read,
      call: call.name,
      input: 'none',
      summary: `Read one ${noun.toLowerCase()}`,
      // Answers at once (a read of the embedded store): the read lane sends it in the request's turn.
      handler: read,
    },
    {
      method: 'PUT',
      access: 'write',
      path: `${base}/:id`,
      name: names.replace,
      call: call.name,
      input: 'all',
      problems: ['precondition-failed'],
      summary: `Replace the fields of the request's version of a ${noun.toLowerCase()}`,
      handler: (context) => update(context, 'replaced').catch(explain),
      ...withStoredErrors,
    },
    {
      method: 'PATCH',
      access: 'write',
      path: `${base}/:id`,
      name: names.patch,
      call: call.name,
      input: 'partial',
      problems: ['precondition-failed'],
      summary: `Change some fields of a ${noun.toLowerCase()}`,
      handler: (context) => update(context, 'updated').catch(explain),
      ...withStoredErrors,
    },
    {
      method: 'DELETE',
      access: 'write',
      path: `${base}/:id`,
      name: names.delete,
      call: call.name,
      input: 'none',
      problems: isReferenced(name) ? ['precondition-failed', 'resource-in-use'] : ['precondition-failed'],
      summary: `Delete a ${noun.toLowerCase()}`,
      handler: async (context) => {
        const id = context.params.id!;
        const { ifMatch, ifNoneMatch } = context.conditions;
        const row = await rows
          .delete(
            id,
            ifMatch === undefined && ifNoneMatch === undefined ? undefined : (current) => checkPrecondition(context, current),
            actorOf(context),
            context.traceparent ?? null,
          )
          .catch(explain);
        if (row === undefined) throw notFound(id);
        return oneStored(row, context, { message: `${noun} ${id} deleted.`, links: { collection: base } });
      },
    },
  ];
}
