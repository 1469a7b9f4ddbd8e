import type { RouteDefinition } from '../http/route-spec.js';
import type { CallContext, Reply } from '../http/route-spec.js';
import { ProblemError } from '../http/problem-error.js';
import { actionWordHint } from '../http/not-found.js';
import type { FieldValue, Store, StoredRow } from '../storage/index.js';
import { checkRules } from '../versioning/index.js';
import type { Registry } from '../versioning/index.js';
import type { Collection } from './collection.js';
import { represent } from './representation.js';

/**
 * The six resource routes of a collection (INTERFACE.md §3): list, create, read, replace, patch,
 * delete. Written once for every collection; POST with _method reaches the same handlers.
 */
export function crudRoutes(collection: Collection, store: Store, registry: Registry): RouteDefinition[] {
  const { name, call, listCall, noun } = collection;
  const rows = store.collection(name);
  const fieldsOf = (version: number): readonly string[] => Object.keys(registry.findVersion(call.name, version)!.parameters);
  const base = `/${name}`;
  const self = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const allRules = registry.getCall(call.name).rules;

  const notFound = (id: string) => new ProblemError('resource-not-found',
    `No ${noun.toLowerCase()} has id "${id.slice(0, 128)}". List ${base} to find current identifiers.${actionWordHint(name, id)}`,
    { collection: name, id: id.slice(0, 128) });

  const one = (row: StoredRow, context: CallContext, message: string, status = 200, extraLinks = {}): Reply => ({
    status,
    data: represent(row, fieldsOf(context.version!.version)),
    message,
    links: { self: self(row.id), collection: base, ...extraLinks },
  });

  /** Replace or patch: the sent fields over the stored ones, with every cross-field rule on the result. */
  const update = async (context: CallContext, verb: string): Promise<Reply> => {
    const id = context.params.id!;
    const sent = context.values as Record<string, FieldValue>;
    const names = Object.keys(sent);
    // A PATCH that names no field is a no-op: writing would still move updated_at.
    const row = names.length === 0 ? await rows.get(id) : await rows.update(id, (current) => {
      const merged = { ...current.fields, ...sent };
      const errors = checkRules(allRules, merged, sent);
      if (errors.length > 0) {
        throw new ProblemError('invalid-parameters', `The update would break ${errors.length === 1 ? 'a rule' : 'rules'} between fields: ${errors.map((e) => e.message).join('; ')}.`, { errors });
      }
      return sent;
    });
    if (row === undefined) throw notFound(id);
    const message = names.length === 0
      ? `Nothing to change: the request named no fields, so ${noun.toLowerCase()} ${id} is as it was.`
      : `${noun} ${id} ${verb}: ${names.join(', ')}.`;
    return one(row, context, message);
  };

  return [
    {
      method: 'GET', path: base, name: listCall.name, call: listCall.name, input: 'declared',
      summary: `List ${name}, newest first`,
      handler: async (context) => {
        const limit = context.values.limit as number;
        const cursor = context.values.cursor as string | undefined;
        const page = await rows.list({ limit, cursor });
        const version = context.version!.version;
        const fields = fieldsOf(version);
        const next = page.nextCursor === null ? null
          : `${base}?version_number=${version}&limit=${limit}&cursor=${encodeURIComponent(page.nextCursor)}`;
        return {
          data: page.rows.map((row) => represent(row, fields)),
          message: `${page.rows.length} ${page.rows.length === 1 ? noun.toLowerCase() : name}${cursor === undefined ? '' : ' after the cursor'}, newest first${next === null ? '; this is the last page' : ''}.`,
          meta: { count: page.rows.length, limit, next_cursor: page.nextCursor },
          links: { self: `${base}?version_number=${version}&limit=${limit}${cursor === undefined ? '' : `&cursor=${encodeURIComponent(cursor)}`}`, collection: base, next },
        };
      },
    },
    {
      method: 'POST', path: base, name: `${call.name}-create`, call: call.name, input: 'all',
      summary: `Create a ${noun.toLowerCase()}`,
      handler: async (context) => {
        const row = await rows.insert(context.values as Record<string, FieldValue>);
        const reply = one(row, context, `${noun} ${row.id} created.`, 201);
        return { ...reply, headers: { Location: self(row.id) } };
      },
    },
    {
      method: 'GET', path: `${base}/:id`, name: call.name, call: call.name, input: 'none',
      summary: `Read one ${noun.toLowerCase()}`,
      handler: async (context) => {
        const id = context.params.id!;
        const row = await rows.get(id);
        if (row === undefined) throw notFound(id);
        return one(row, context, `${noun} ${id}.`);
      },
    },
    {
      method: 'PUT', path: `${base}/:id`, name: `${call.name}-replace`, call: call.name, input: 'all',
      summary: `Replace the fields of the request's version of a ${noun.toLowerCase()}`,
      handler: (context) => update(context, 'replaced'),
    },
    {
      method: 'PATCH', path: `${base}/:id`, name: `${call.name}-patch`, call: call.name, input: 'partial',
      summary: `Change some fields of a ${noun.toLowerCase()}`,
      handler: (context) => update(context, 'updated'),
    },
    {
      method: 'DELETE', path: `${base}/:id`, name: `${call.name}-delete`, call: call.name, input: 'none',
      summary: `Delete a ${noun.toLowerCase()}`,
      handler: async (context) => {
        const id = context.params.id!;
        const row = await rows.delete(id);
        if (row === undefined) throw notFound(id);
        return { ...one(row, context, `${noun} ${id} deleted.`), links: { collection: base } };
      },
    },
  ];
}
