// A metric whose numbers are kept elsewhere and read only when scraped, in the shape prom-client's
// Registry reads a metric (get()), so that prom-client writes its exposition and aggregates it
// across workers (AggregatorRegistry) as it does its own.
import type { Registry } from 'prom-client';

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
