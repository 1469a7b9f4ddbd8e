// DELETE /readings and DELETE /locations (issue 21): the method is the action, the path names the
// collection. An admin removes what a filter matches, in the batches background retention uses; up
// to SYNC_BATCHES batches (5,000 rows) before the answer, and the rest, when there is more, in the
// background, which the answer says. Every removed row gets its `*.deleted` event, in its batch's transaction.
import type { CallContext, JsonSchema, Reply, RouteDefinition } from '../../contract/route.js';
import { ProblemError } from '../../contract/problem-error.js';
import type { BoundingBox, Store } from '../../storage/index.js';
import type { RetainedCollection, RetentionFilter } from '../../storage/retention.js';
import { BBOX, splitParts } from '../../versioning/index.js';
import { actorOf } from '../crud.js';
import { LOCATION_PURGE, NOT_FILTERS, READING_PURGE } from './calls.js';
import type { RetentionWork } from './retention-work.js';

const COUNT = { type: 'integer', minimum: 0 };

const PURGE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    collection: { type: 'string', description: 'The collection rows were removed from.' },
    dry_run: { type: 'boolean', description: 'true: nothing was removed; `count` is how many rows would be.' },
    count: { ...COUNT, description: 'Rows removed by the time of the answer, or, in a dry run, rows that would be removed.' },
    complete: {
      type: 'boolean',
      description: 'false: more rows matched than are removed before an answer; the rest are being removed in the background (see `run`).',
    },
    run: {
      type: ['integer', 'null'],
      description: 'The id of this removal in the retention_runs table, where its progress and end are recorded; null in a dry run.',
    },
    filter: {
      type: 'object',
      description: 'The filters applied, by parameter name, as sent.',
      additionalProperties: { type: ['string', 'number'] },
    },
  },
  required: ['collection', 'dry_run', 'count', 'complete', 'run', 'filter'],
  additionalProperties: false,
};

interface PurgeSpec {
  collection: RetainedCollection;
  call: string;
  /** For sentences: "reading". */
  noun: string;
  filterOf(values: Record<string, unknown>): RetentionFilter;
}

/** How many runs GET /retention-runs shows, newest first. */
const RUNS_SHOWN = 100;

const RUN_SCHEMA: JsonSchema = {
  type: 'object',
  xml: { name: 'run' },
  properties: {
    id: { type: 'integer', description: 'The run, as the answer of its DELETE named it.' },
    collection: { type: 'string' },
    trigger: { type: 'string', enum: ['schedule', 'request'], description: "RETENTION_DAYS, or an admin's DELETE /{collection}." },
    actor: {
      type: ['string', 'null'],
      description: 'Who asked: system:retention for the schedule, else the key or person; null on an open server.',
    },
    filter: { type: 'string', description: 'The filter, as JSON.' },
    started_at: { type: 'string' },
    finished_at: { type: ['string', 'null'], description: 'null while it runs.' },
    removed: { ...COUNT, description: 'Rows removed so far, each with its *.deleted event.' },
    batches: { ...COUNT, description: 'Transactions it took so far.' },
    state: {
      type: 'string',
      enum: ['running', 'done', 'stopped', 'failed'],
      description: "stopped: its process closed or lost the schedule's lease; what is left goes in a later run.",
    },
    error: { type: ['string', 'null'] },
  },
  required: ['id', 'collection', 'trigger', 'actor', 'filter', 'started_at', 'finished_at', 'removed', 'batches', 'state', 'error'],
  additionalProperties: false,
};

/** GET /retention-runs: what retention did, for admins (the retention_runs table). */
export function retentionRunsRoute(store: Store): RouteDefinition {
  return {
    method: 'GET',
    access: 'admin',
    path: '/retention-runs',
    name: 'retention-runs',
    input: 'none',
    summary: `What retention removed: the newest ${RUNS_SHOWN} runs, scheduled or asked for`,
    response: { kind: 'data', schema: { type: 'array', xml: { wrapped: true }, items: RUN_SCHEMA } },
    handler: async () => {
      const runs = await store.retention.runs(RUNS_SHOWN);
      const removed = runs.reduce((sum, run) => sum + run.removed, 0);
      return {
        data: runs,
        message: `${runs.length} retention run${runs.length === 1 ? '' : 's'}, newest first, removing ${removed} rows in all.`,
        links: { self: '/retention-runs' },
      };
    },
  };
}

export function purgeRoutes(store: Store, work: RetentionWork): RouteDefinition[] {
  const specs: PurgeSpec[] = [
    {
      collection: 'readings',
      call: READING_PURGE.name,
      noun: 'reading',
      filterOf: (values) => ({
        before: values.before as string | undefined,
        from: values.from as string | undefined,
        area: values.area as string | undefined,
        minMean: values.min_mean as number | undefined,
        maxMean: values.max_mean as number | undefined,
        device: values.device as string | undefined,
        quantity: values.quantity as string | undefined,
        unit: values.unit as string | undefined,
      }),
    },
    {
      collection: 'locations',
      call: LOCATION_PURGE.name,
      noun: 'location',
      filterOf: (values) => ({
        before: values.before as string | undefined,
        from: values.from as string | undefined,
        device: values.device as string | undefined,
        bbox: values.bbox === undefined ? undefined : (splitParts(BBOX, values.bbox as string) as unknown as BoundingBox),
      }),
    },
  ];
  return [...specs.map((spec) => purgeRoute(store, work, spec)), retentionRunsRoute(store)];
}

function purgeRoute(store: Store, work: RetentionWork, spec: PurgeSpec): RouteDefinition {
  const { collection, noun } = spec;
  const plural = (count: number) => `${count} ${count === 1 ? noun : collection}`;
  return {
    method: 'DELETE',
    access: 'admin',
    path: `/${collection}`,
    name: spec.call,
    call: spec.call,
    input: 'declared',
    summary: `Remove the ${collection} a filter matches`,
    problems: ['filter-required'],
    response: { kind: 'data', schema: PURGE_SCHEMA },
    handler: async (context: CallContext): Promise<Reply> => {
      const version = context.version!;
      const filters = version.names.filter((name) => !NOT_FILTERS.has(name));
      const applied = Object.fromEntries(
        filters.filter((name) => context.values[name] !== undefined).map((name) => [name, context.values[name]]),
      );
      if (Object.keys(applied).length === 0) {
        throw new ProblemError(
          'filter-required',
          `DELETE /${collection} removes the ${collection} a filter matches, and this request names none, so nothing was removed. Name at least one of ${filters.join(', ')} (version ${version.version}); before=2026-01-01T00:00:00Z removes those older than that instant.`,
          { filters },
        );
      }
      const filter = spec.filterOf(context.values);
      const links = { self: `/${collection}`, collection: `/${collection}` };
      const said = Object.entries(applied)
        .map(([name, value]) => `${name}=${String(value)}`)
        .join(', ');
      if (context.values.dry_run === true) {
        const count = await store.retention.count(collection, filter);
        return {
          data: { collection, dry_run: true, count, complete: true, run: null, filter: applied },
          message: `A dry run: ${plural(count)} match ${said} and would be removed; nothing was removed.`,
          links,
        };
      }
      const outcome = await work.remove({ collection, filter, trigger: 'request', actor: actorOf(context) }, work.syncRows);
      const data = { collection, dry_run: false, count: outcome.removed, complete: outcome.done, run: outcome.id, filter: applied };
      const message = outcome.done
        ? `${plural(outcome.removed)} matching ${said} removed, each with its ${noun}.deleted event (retention_runs ${outcome.id}).`
        : `${plural(outcome.removed)} matching ${said} removed so far; more match, and they are being removed in the background in batches (retention_runs ${outcome.id} records how far it got).`;
      return { data, message, links };
    },
  };
}
