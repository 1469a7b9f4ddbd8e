// Slow queries at debug (issue 21, SLOW_QUERY_MS): every call into the store is timed, on both engines
// alike, and one that takes longer than the threshold is logged with its name and duration, never its
// arguments (they are the clients' data). A call is what a request waits for: for a SQLite write that
// includes waiting for its group's COMMIT, for PostgreSQL for a pool connection. The store is wrapped
// only when debug is on, so a server at info or above runs the store itself and pays nothing.
import type { StorageLog } from './storage-log.js';
import type { Store } from './store.js';

/** `store` with every method of it and of its parts timed; the same store when debug is off. */
export function timeStoreCalls(store: Store, thresholdMs: number, log: StorageLog): Store {
  if (!log.isLevelEnabled('debug')) return store;
  const report = (call: string, started: number) => {
    const duration = performance.now() - started;
    if (duration >= thresholdMs) {
      log.debug({ call, duration_ms: Math.round(duration * 1000) / 1000, threshold_ms: thresholdMs }, 'Slow query');
    }
  };
  return timed(store, store.kind, report);
}

type Report = (call: string, started: number) => void;

/** The parts of the store that are objects of methods in turn: each call's name says which. */
const PARTS = new Set(['queries', 'identity', 'references', 'events', 'webhooks', 'requestCounts', 'locations', 'readings', 'devices']);

function timed<T extends object>(target: T, name: string, report: Report): T {
  const wrappers = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(object, property) {
      // Read from the object itself, never through the proxy: the stores keep #private fields, which
      // a getter or method called with the proxy as `this` could not reach.
      const value = (object as Record<PropertyKey, unknown>)[property];
      if (typeof property !== 'string') return value;
      let wrapper = wrappers.get(property);
      if (wrapper !== undefined) return wrapper;
      if (typeof value === 'function') {
        const call = `${name}.${property}`;
        wrapper =
          property === 'collection'
            ? collectionOf(object, value as (collection: string) => object, call, report)
            : timeMethod(object, value as (...args: unknown[]) => unknown, call, report);
      } else if (PARTS.has(property) && typeof value === 'object' && value !== null) {
        wrapper = timed(value, `${name}.${property}`, report);
      } else {
        return value;
      }
      wrappers.set(property, wrapper);
      return wrapper;
    },
  });
}

function timeMethod(object: object, method: (...args: unknown[]) => unknown, call: string, report: Report) {
  return (...args: unknown[]): unknown => {
    const started = performance.now();
    const result = method.apply(object, args);
    if (result instanceof Promise) {
      return result.finally(() => report(call, started));
    }
    report(call, started);
    return result;
  };
}

/** store.collection(name) hands out the same timed collection each time. */
function collectionOf(object: object, collection: (name: string) => object, call: string, report: Report) {
  const collections = new Map<string, object>();
  return (name: string): object => {
    let found = collections.get(name);
    if (found === undefined) {
      found = timed(collection.call(object, name), `${call}.${name}`, report);
      collections.set(name, found);
    }
    return found;
  };
}
