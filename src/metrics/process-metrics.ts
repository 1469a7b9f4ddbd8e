// prom-client's default figures (process_*, nodejs_*: CPU, memory, heap, GC, handles, event-loop
// lag) describe the process, not a server, so one registry per process holds them, made on first
// use: each collectDefaultMetrics call starts an event-loop delay monitor and a GC observer that are
// never stopped, and a test process that starts fifty servers would otherwise run fifty of each.
import { Registry, collectDefaultMetrics } from 'prom-client';

let shared: Registry | undefined;

export function processRegistry(): Registry {
  if (shared === undefined) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
