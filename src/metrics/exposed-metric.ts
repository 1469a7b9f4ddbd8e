// A metric whose numbers are kept elsewhere and read only when scraped, in the shape prom-client's
// Registry reads a metric (get()), so that prom-client writes its exposition and aggregates it
// across workers (AggregatorRegistry) as it does its own. Only types come from prom-client here:
// it is loaded at the first scrape (server-metrics.ts).
import type { Registry } from 'prom-client';
import type { BucketTally } from './tally.js';

export interface ExposedValue {
  labels: Record<string, string | number>;
  value: number;
  /** A histogram's `_bucket`, `_sum` and `_count` lines name themselves. */
  metricName?: string;
}

export interface ExposedMetric {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  /** How the primary of WORKERS combines the workers' values (prom-client's aggregators). */
  aggregator: 'sum' | 'max' | 'first' | 'average' | 'min' | 'omit';
  get(): { values: ExposedValue[] } | Promise<{ values: ExposedValue[] }>;
}

/** A histogram's lines for one tally: cumulative buckets, `+Inf`, `_sum` and `_count`, with `labels` on each. */
export function histogramValues(name: string, labels: Record<string, string>, tally: BucketTally): ExposedValue[] {
  const out: ExposedValue[] = [];
  let cumulative = 0;
  tally.bounds.forEach((bound, index) => {
    cumulative += tally.counts[index]!;
    out.push({ metricName: `${name}_bucket`, labels: { ...labels, le: bound }, value: cumulative });
  });
  out.push({ metricName: `${name}_bucket`, labels: { ...labels, le: '+Inf' }, value: tally.count });
  out.push({ metricName: `${name}_sum`, labels, value: tally.sum });
  out.push({ metricName: `${name}_count`, labels, value: tally.count });
  return out;
}

export function registerExposed(registry: Registry, metric: ExposedMetric): void {
  const { name, help, type, aggregator } = metric;
  const wrapper = {
    name,
    help,
    type,
    aggregator,
    get: async () => ({ name, help, type, aggregator, values: (await metric.get()).values }),
    reset: () => undefined,
  };
  // prom-client's typings want one of its own classes; its Registry reads only these members.
  registry.registerMetric(wrapper as unknown as Parameters<Registry['registerMetric']>[0]);
}
