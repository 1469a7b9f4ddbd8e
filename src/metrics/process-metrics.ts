// prom-client's default figures (process_*, nodejs_*: CPU, memory, heap, GC, handles, event-loop
// lag) describe the process, not a server, so one registry per process holds them, made at the
// first scrape: each collectDefaultMetrics call starts an event-loop delay monitor and a GC observer
// that are never stopped, and a test process that starts fifty servers would otherwise run fifty of
// each. The lag percentiles therefore cover the time since the first scrape.
import type { Registry } from 'prom-client';
import { loadPromClient } from './load-prom-client.js';

let shared: Promise<Registry> | undefined;

export function processRegistry(): Promise<Registry> {
  shared ??= loadPromClient().then(({ Registry, collectDefaultMetrics }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    return registry;
  });
  return shared;
}
