// WORKERS=N: each worker counts its own requests. A scrape of the service's port reaches one worker
// (node:cluster hands each connection to one) and sees that worker's figures alone; METRICS_PORT is
// served by the primary, which asks every worker for its figures over the cluster's channel and adds
// them up (prom-client's AggregatorRegistry): counters and histograms summed, the WAL's size and the
// pending deliveries (one database) their largest, the writer's up its smallest.
import type { ServerMetrics } from './server-metrics.js';
import { loadPromClient } from './load-prom-client.js';

/** In a worker: answer the primary's requests for figures with this server's. */
export async function answerPrimary(metrics: ServerMetrics): Promise<void> {
  const { AggregatorRegistry } = await loadPromClient();
  // The constructor adds prom-client's listener on the worker's channel (once per process).
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries(await metrics.registries());
}

/** In the primary: every worker's figures, combined. Rejects when a worker does not answer in 5 s. */
export function renderCluster(): () => Promise<string> {
  let aggregator: Promise<{ clusterMetrics(): Promise<string> }> | undefined;
  return async () => {
    aggregator ??= loadPromClient().then(({ AggregatorRegistry }) => new AggregatorRegistry());
    return (await aggregator).clusterMetrics();
  };
}
