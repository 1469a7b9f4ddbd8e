import type { JsonSchema, RouteDefinition } from '../../contract/route.js';
import type { AreaSummary, Store } from '../../storage/index.js';
import type { Registry } from '../../versioning/index.js';
import { pageReply } from '../query-page.js';
import { resourceNotFound } from '../resource-not-found.js';
import { READING } from './calls.js';
import { READING_HISTORY, READING_LATEST, READING_SEARCH, READING_SUMMARY } from './query-calls.js';

type Values = {
  area?: string;
  from?: string;
  to?: string;
  min_mean?: number;
  max_mean?: number;
  device?: string;
  quantity?: string;
  unit?: string;
  limit: number;
  cursor?: string;
};

/** GET /readings/search, /readings/latest, /readings/summary and /readings/{id}/history. Route names are call names. */
export function readingQueryRoutes(store: Store, registry: Registry): RouteDefinition[] {
  const queries = store.queries.readings;
  const fieldsOf = (version: number): readonly string[] => registry.parameterNames(READING.name, version);
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

  return [
    {
      method: 'GET',
      access: 'read',
      path: '/readings/search',
      name: READING_SEARCH.name,
      call: READING_SEARCH.name,
      input: 'declared',
      summary: 'Search readings by area, time and mean',
      handler: async (context) => {
        const { area, from, to, min_mean: minMean, max_mean: maxMean, device, quantity, unit, limit, cursor } = context.values as Values;
        const page = await queries.search({
          area,
          from,
          to,
          minMean,
          maxMean,
          device,
          quantity,
          unit,
          limit,
          cursor,
          scope: READING_SEARCH.name,
        });
        const fields = fieldsOf(context.version!.version);
        return pageReply({
          context,
          path: '/readings/search',
          collection: 'readings',
          nextCursor: page.nextCursor,
          rows: page.items,
          fields,
          message: `${plural(page.items.length, 'reading', 'readings')} matching the search, newest time first`,
        });
      },
    },
    {
      method: 'GET',
      access: 'read',
      path: '/readings/latest',
      name: READING_LATEST.name,
      call: READING_LATEST.name,
      input: 'declared',
      summary: 'The newest reading of each area',
      handler: async (context) => {
        const { area, device, quantity, unit, limit, cursor } = context.values as Values;
        const page = await queries.latest({ area, device, quantity, unit, limit, cursor, scope: READING_LATEST.name });
        const fields = fieldsOf(context.version!.version);
        return pageReply({
          context,
          path: '/readings/latest',
          collection: 'readings',
          nextCursor: page.nextCursor,
          rows: page.items,
          fields,
          message: `The newest reading of ${plural(page.items.length, 'area', 'areas')}, areas in name order`,
        });
      },
    },
    {
      method: 'GET',
      access: 'read',
      path: '/readings/summary',
      name: READING_SUMMARY.name,
      call: READING_SUMMARY.name,
      input: 'declared',
      summary: 'Pooled statistics per area',
      // For the OpenAPI document: the items representSummary makes for a reader of each version.
      response: { kind: 'data', schema: (version) => summarySchema(knownTo(fieldsOf(version))) },
      handler: async (context) => {
        const { area, from, to, device, quantity, unit, limit, cursor } = context.values as Values;
        const page = await queries.summary({ area, from, to, device, quantity, unit, limit, cursor, scope: READING_SUMMARY.name });
        // A summary shows what its reader knows: stdDev from version 2, quantity and unit from version 3.
        const known = knownTo(fieldsOf(context.version!.version));
        return pageReply({
          context,
          path: '/readings/summary',
          collection: 'readings',
          nextCursor: page.nextCursor,
          data: page.items.map((summary) => representSummary(summary, known)),
          message: known.unit
            ? `Pooled statistics of ${plural(page.items.length, 'group', 'groups')} of readings, by area, quantity and unit`
            : `Pooled statistics of ${plural(page.items.length, 'area', 'areas')}, areas in name order`,
        });
      },
    },
    {
      method: 'GET',
      access: 'read',
      path: '/readings/:id/history',
      name: READING_HISTORY.name,
      call: READING_HISTORY.name,
      input: 'declared',
      summary: "Readings of the same area up to this one's time",
      handler: async (context) => {
        const id = context.params.id!;
        const { limit, cursor } = context.values as Values;
        // The scope names the reading: a cursor from another reading's history is foreign here.
        const page = await queries.history({ id, limit, cursor, scope: `${READING_HISTORY.name}:${id}` });
        if (page === undefined) throw resourceNotFound('readings', 'reading', id);
        const fields = fieldsOf(context.version!.version);
        return pageReply({
          context,
          path: `/readings/${encodeURIComponent(id)}/history`,
          collection: 'readings',
          nextCursor: page.nextCursor,
          rows: page.items,
          fields,
          message: `${plural(page.items.length, 'reading', 'readings')} of the area of reading ${id} up to its time, newest first`,
        });
      },
    },
  ];
}

const COUNT = { type: 'integer', minimum: 0 };
const STATISTIC = { type: ['number', 'null'] };

/** What a reader of a version of the reading call knows of a summary. */
interface SummaryFields {
  stdDev: boolean;
  unit: boolean;
}

function knownTo(fields: readonly string[]): SummaryFields {
  return { stdDev: fields.includes('stdDev'), unit: fields.includes('unit') };
}

const GROUP_KEY = { type: ['string', 'null'] };

/** The list of summaries as the OpenAPI document describes it, with the members its version knows. */
function summarySchema(known: SummaryFields): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    area: { type: 'string', description: 'The area.' },
    ...(known.unit
      ? {
          quantity: { ...GROUP_KEY, description: 'What the pooled readings measured; null for readings written through versions 1 and 2.' },
          unit: {
            ...GROUP_KEY,
            description: 'The UCUM unit of the pooled readings (never more than one); null for readings written through versions 1 and 2.',
          },
        }
      : {}),
    readings: { ...COUNT, description: 'How many readings were pooled.' },
    number: { ...COUNT, description: 'Σ number: the samples counted (exact up to 2^53 − 1, the nearest double beyond).' },
    good: { ...COUNT, description: 'Σ good: the samples that passed the quality check.' },
    mean: { ...STATISTIC, description: 'Mean of all samples (Σ number·mean / Σ number); null when there are none.' },
    ...(known.stdDev
      ? {
          stdDev: {
            ...STATISTIC,
            description:
              'Population standard deviation of the samples of readings that have a stdDev; null when none do, or when it is beyond the largest double (docs/named-routes.md).',
          },
          readings_without_std_dev: { ...COUNT, description: 'Readings pooled without a stdDev (written by version 1 clients).' },
          number_with_std_dev: { ...COUNT, description: 'Σ number over the readings that have a stdDev.' },
        }
      : {}),
  };
  return {
    type: 'array',
    xml: { wrapped: true },
    items: { type: 'object', xml: { name: 'i' }, properties, required: Object.keys(properties), additionalProperties: false },
  };
}

/**
 * Version 1 readers have no stdDev, so their summaries leave out everything about it; readers before
 * version 3 have no quantity and unit, though their areas are still split by them (never pooled).
 */
function representSummary(summary: AreaSummary, known: SummaryFields): Record<string, unknown> {
  const group = known.unit ? { quantity: summary.quantity ?? null, unit: summary.unit ?? null } : {};
  const base = { area: summary.area, ...group, readings: summary.readings, number: summary.number, good: summary.good, mean: summary.mean };
  if (!known.stdDev) return base;
  return {
    ...base,
    stdDev: summary.stdDev,
    readings_without_std_dev: summary.readingsWithoutStdDev,
    number_with_std_dev: summary.numberWithStdDev,
  };
}
